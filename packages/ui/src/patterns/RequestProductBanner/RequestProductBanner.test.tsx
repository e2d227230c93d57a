import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestProductBanner } from './RequestProductBanner';

describe('RequestProductBanner', () => {
  it('is a region named by the product, with brand, colour and options', () => {
    const { container } = render(
      <RequestProductBanner
        name="갤럭시 S25"
        brand="삼성전자"
        imageSrc="/s25.png"
        color={{ name: '코발트 바이올렛', hex: '#5B4B8A' }}
        options={['256GB']}
      />,
    );
    const region = screen.getByRole('region', { name: '갤럭시 S25' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('갤럭시 S25');
    expect(within(region).getByText('삼성전자')).toBeInTheDocument();
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['색상 코발트 바이올렛', '256GB']);
    const swatch = container.querySelector('[data-part="swatch"]') as HTMLElement;
    expect(swatch.style.getPropertyValue('--request-product-swatch')).toBe('#5B4B8A');
    expect(swatch).toHaveAttribute('data-known', 'true');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows a neutral dot for a colour without a swatch', () => {
    const { container } = render(
      <RequestProductBanner name="갤럭시 S25" color={{ name: '블랙' }} />,
    );
    const swatch = container.querySelector('[data-part="swatch"]') as HTMLElement;
    expect(swatch).toHaveAttribute('data-known', 'false');
    expect(swatch.style.getPropertyValue('--request-product-swatch')).toBe('');
  });

  it('shows a placeholder without a picture or when it fails to load', () => {
    const { container, rerender } = render(<RequestProductBanner name="정수기" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-icon="image"]')).toBeInTheDocument();
    rerender(<RequestProductBanner name="정수기" imageSrc="/broken.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-icon="image"]')).toBeInTheDocument();
  });

  it('leaves out the option list when nothing was chosen, and shows the note and eyebrow', () => {
    render(
      <RequestProductBanner
        name="비스포크 냉장고"
        eyebrow="견적 요청 상품"
        note="출시일 2025.02.07"
        headingLevel={3}
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('견적 요청 상품')).toBeInTheDocument();
    expect(screen.getByText('출시일 2025.02.07')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '비스포크 냉장고' })).toBeInTheDocument();
  });

  it('shows no picture at all when told to', () => {
    const { container } = render(<RequestProductBanner name="인터넷 상품" hideImage />);
    expect(container.querySelector('[data-part="media"]')).toBeNull();
  });
});
