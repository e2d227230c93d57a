import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSellerStorePage, type SellerStorePage } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useSellerStore } from './useSellerStore';

const server = setupMswServer();

const review = (id: number): SellerStorePage['ratings'][number] => ({
  id,
  rating: 4,
  review: `후기 ${id}`,
  buyerName: '박*진',
  createdAt: '2026-11-01T00:00:00.000Z',
  reply: id === 1 ? { content: '감사합니다!', updatedAt: '2026-11-02T00:00:00.000Z' } : null,
});

const seller = {
  id: 8,
  imageURL: null,
  storeName: '강남점',
  firstName: '민호',
  successfulBidCount: 31,
  introduction: '최저가로 모십니다.',
  businessVerifiedAt: null,
  medianAnswerMinutes: 42,
};

/** A store with `total` reviews served ten at a time. */
function serveStore(total: number) {
  const all = Array.from({ length: total }, (_, index) => review(index + 1));
  const mock = mockEndpoint(getSellerStorePage, ({ url }) => {
    const page = Number(url.searchParams.get('page'));
    return {
      totalElements: total,
      totalPages: Math.ceil(total / 10),
      averageRating: 4.5,
      successfulBidCount: 31,
      hiddenReviewCount: 0,
      seller,
      ratings: all.slice((page - 1) * 10, page * 10),
    };
  });
  server.use(mock.handler);
  return mock;
}

describe('useSellerStore', () => {
  it('gives the store from the first page and pages its reviews until a short page', async () => {
    const mock = serveStore(13);
    const { result } = renderHookWithApi(() => useSellerStore(8, 'rating'));
    await waitFor(() => expect(result.current.reviews).toHaveLength(10));
    expect(result.current.store?.seller).toEqual(seller);
    expect(result.current.store?.averageRating).toBe(4.5);
    expect(result.current.reviews[0]?.reply?.content).toBe('감사합니다!');
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.reviews).toHaveLength(13));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.reviews.map(({ id }) => id)).toEqual(
      Array.from({ length: 13 }, (_, index) => index + 1),
    );
    expect(mock.calls.map(({ url }) => Object.fromEntries(url.searchParams))).toEqual([
      { userId: '8', sortBy: 'rating', page: '1', size: '10' },
      { userId: '8', sortBy: 'rating', page: '2', size: '10' },
    ]);
  });

  it('sorts by latest by default and ends at once without reviews', async () => {
    const mock = serveStore(0);
    const { result } = renderHookWithApi(() => useSellerStore(8));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.reviews).toEqual([]);
    expect(result.current.hasNextPage).toBe(false);
    expect(mock.calls[0]?.url.searchParams.get('sortBy')).toBe('latest');
  });
});
