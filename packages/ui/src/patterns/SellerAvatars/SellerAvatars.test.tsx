import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SellerAvatars } from './SellerAvatars';
import { sellerAvatarsLayout } from './SellerAvatars.variants';

const names = ['강남점', '역삼점', '서초점', '잠실점', '홍대점', '신촌점', '종로점'];
const sellers = (n: number) => names.slice(0, n).map((name, id) => ({ id, name }));

describe('SellerAvatars', () => {
  it('shows every store up to five, with no bubble', () => {
    const { container } = render(<SellerAvatars sellers={sellers(5)} />);
    expect(container.querySelectorAll('[data-part="avatar"]')).toHaveLength(5);
    expect(screen.queryByText('5+')).toBeNull();
    expect(screen.getByRole('img', { name: '판매점 5곳' })).toBeInTheDocument();
  });

  it("shows five faces and a '5+' bubble past five", () => {
    const { container } = render(<SellerAvatars sellers={sellers(7)} />);
    expect(container.querySelectorAll('[data-part="avatar"]')).toHaveLength(5);
    expect(screen.getByText('5+')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '판매점 7곳' })).toBeInTheDocument();
  });

  it('counts the total when only the first few stores are given', () => {
    render(<SellerAvatars sellers={sellers(3)} total={12} />);
    expect(screen.getByRole('img', { name: '판매점 12곳' })).toBeInTheDocument();
    expect(screen.getByText('5+')).toBeInTheDocument();
  });

  it('draws the first letter when a photo is missing or fails', () => {
    const { container } = render(
      <SellerAvatars
        sellers={[{ name: '행복 정수기', imageSrc: '/broken.png' }, { name: '미소' }]}
      />,
    );
    expect(screen.getByText('미')).toBeInTheDocument();
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('행')).toBeInTheDocument();
  });

  it('draws the store icon when there is neither a photo nor a name', () => {
    const { container } = render(
      <SellerAvatars
        sellers={[{ id: 1, imageSrc: '/broken.png' }, { id: 2, imageSrc: null }, { id: 3 }]}
        total={8}
      />,
    );
    const group = screen.getByRole('img', { name: '판매점 8곳' });
    expect(container.querySelectorAll('[data-icon="store"]')).toHaveLength(2);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelectorAll('[data-icon="store"]')).toHaveLength(3);
    // No stand-in letter: a blank name is no name.
    expect(container.querySelector('[data-part="initial"]')).toBeNull();
    expect(group).toHaveTextContent('5+');
    expect(group).toHaveAccessibleName('판매점 8곳');
  });

  it('treats a blank name as none', () => {
    const { container } = render(<SellerAvatars sellers={[{ name: '  ' }, { name: null }]} />);
    expect(container.querySelectorAll('[data-icon="store"]')).toHaveLength(2);
    expect(screen.getByRole('img', { name: '판매점 2곳' })).toBeInTheDocument();
  });

  it('follows the layout rule', () => {
    expect(sellerAvatarsLayout(0)).toEqual({ visible: 0, overflow: false });
    expect(sellerAvatarsLayout(5)).toEqual({ visible: 5, overflow: false });
    expect(sellerAvatarsLayout(6)).toEqual({ visible: 5, overflow: true });
  });
});
