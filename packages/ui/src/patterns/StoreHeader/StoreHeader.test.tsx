import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreHeader } from './StoreHeader';

describe('StoreHeader', () => {
  it('names the store as the page heading and shows owner, average and completed bids', () => {
    render(
      <StoreHeader
        storeName="행복 정수기 강남점"
        ownerName="지현"
        averageRating={4.3}
        successfulBidCount={1520}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: '행복 정수기 강남점' }),
    ).toBeInTheDocument();
    expect(screen.getByText('지현')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '별점 5점 만점에 4.3점' })).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('낙찰 1,520건')).toBeInTheDocument();
  });

  it('shows the answer speed it is given', () => {
    render(
      <StoreHeader
        storeName="매장"
        successfulBidCount={3}
        answerSpeed="보통 12분 안에 견적을 보내요"
      />,
    );
    expect(screen.getByText('보통 12분 안에 견적을 보내요')).toBeInTheDocument();
  });

  it('falls back to the store icon when the photo is missing or broken', () => {
    const { container, rerender } = render(
      <StoreHeader storeName="매장" imageSrc="/broken.png" successfulBidCount={0} />,
    );
    const photo = screen.getByRole('img', { name: '매장 매장 사진' });
    fireEvent.error(photo);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="store-icon"]')).toBeInTheDocument();
    rerender(<StoreHeader storeName="매장" imageSrc={null} successfulBidCount={0} />);
    expect(container.querySelector('[data-part="store-icon"]')).toBeInTheDocument();
  });

  it('lets the photo and rating names be overridden', () => {
    render(
      <StoreHeader
        storeName="매장"
        imageSrc="/store.png"
        photoAlt="대표 사진"
        averageRating={3}
        ratingLabel="평균 3점"
        successfulBidCount={1}
      />,
    );
    expect(screen.getByRole('img', { name: '대표 사진' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '평균 3점' })).toBeInTheDocument();
  });

  it('says there is no rating yet instead of showing empty stars', () => {
    render(<StoreHeader storeName="신규 매장" averageRating={null} successfulBidCount={0} />);
    expect(screen.getByText('아직 리뷰가 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /별점/ })).toBeNull();
    expect(screen.getByText('낙찰 0건')).toBeInTheDocument();
  });

  it('shows the 사업자 확인 badge with its day', () => {
    render(
      <StoreHeader
        storeName="행복 정수기 강남점"
        successfulBidCount={3}
        businessVerifiedAt="2026-03-02T01:00:00.000Z"
      />,
    );
    expect(screen.getByText(/사업자 확인/)).toHaveTextContent('사업자 확인 2026.03.02');
  });
});
