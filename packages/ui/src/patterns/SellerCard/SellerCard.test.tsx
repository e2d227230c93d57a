import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';
import { formatSuccessfulBids, SellerCard } from './SellerCard';

describe('SellerCard', () => {
  it('shows the store, its owner, a one-decimal rating and the completed bids', () => {
    const { container } = render(
      <SellerCard
        storeName="강남 휴대폰 성지"
        ownerName="민수"
        rating={4.75}
        successfulBidCount={1204}
      />,
    );
    expect(screen.getByText('강남 휴대폰 성지')).toBeInTheDocument();
    expect(screen.getByText('민수')).toBeInTheDocument();
    expect(container.querySelector('[data-qm="star-rating-display"]')).toHaveTextContent(
      '별점 4.8',
    );
    expect(screen.getByText('낙찰 1,204건')).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-size', 'md');
  });

  it('falls back to the store icon when the photo is missing or fails', () => {
    const { container, rerender } = render(
      <SellerCard storeName="행복 정수기" imageSrc="/broken.png" />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="store-icon"]')).toBeInTheDocument();
    rerender(<SellerCard storeName="행복 정수기" imageSrc="/new.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/new.png');
    rerender(<SellerCard storeName="행복 정수기" imageSrc={null} />);
    expect(container.querySelector('[data-part="store-icon"]')).toBeInTheDocument();
  });

  it('says so when there is no rating yet', () => {
    render(<SellerCard storeName="신규 매장" rating={null} successfulBidCount={0} />);
    expect(screen.getByText('아직 리뷰가 없어요')).toBeInTheDocument();
    expect(screen.getByText('낙찰 0건')).toBeInTheDocument();
  });

  it('links to the store page through the app link, keeping the action outside the link', () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a data-router-link href={`/app${href}`} {...rest}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <SellerCard
          storeName="강남 휴대폰 성지"
          href="/store-information/42"
          action={<button type="button">전화 상담</button>}
        />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: /강남 휴대폰 성지/ });
    expect(link).toHaveAttribute('href', '/app/store-information/42');
    expect(link).not.toContainElement(screen.getByRole('button', { name: '전화 상담' }));
  });

  it('takes its Korean defaults from props when given', () => {
    render(<SellerCard storeName="신규 매장" rating={null} noRatingText="새로 입점했어요" />);
    expect(screen.getByText('새로 입점했어요')).toBeInTheDocument();
    expect(screen.queryByText('아직 리뷰가 없어요')).toBeNull();
  });

  it('shows the 사업자 확인 badge with its day only when the store was checked', () => {
    const { rerender } = render(
      <SellerCard storeName="성수 모바일" businessVerifiedAt="2026-03-02T01:00:00.000Z" />,
    );
    expect(screen.getByText(/사업자 확인/)).toHaveTextContent('사업자 확인 2026.03.02');
    rerender(<SellerCard storeName="성수 모바일" businessVerifiedAt={null} />);
    expect(screen.queryByText(/사업자 확인/)).toBeNull();
  });

  it('formats counts', () => {
    expect(formatSuccessfulBids(0)).toBe('낙찰 0건');
    expect(formatSuccessfulBids(12345)).toBe('낙찰 12,345건');
  });
});
