import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listCustomerReviews, type CustomerReview } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useCustomerReviews } from './useCustomerReviews';

const server = setupMswServer();

const review: CustomerReview = {
  ratingId: 3,
  name: '강남점',
  nickname: '이*영',
  userImageUrl: null,
  rating: 5,
  review: '친절하게 안내해 주셨어요.',
};

describe('useCustomerReviews', () => {
  it('asks for the first ten and returns the reviews alone', async () => {
    const mock = mockEndpoint(listCustomerReviews, {
      list: [review],
      totalElements: 1,
      totalPages: 1,
    });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useCustomerReviews());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([review]);
    const [call] = mock.calls;
    expect(call?.url.searchParams.get('pageNo')).toBe('1');
    expect(call?.url.searchParams.get('pageSize')).toBe('10');
  });

  it('asks nothing while it is not enabled', async () => {
    const mock = mockEndpoint(listCustomerReviews, { list: [], totalElements: 0, totalPages: 0 });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useCustomerReviews({ enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(mock.calls).toHaveLength(0);
  });
});
