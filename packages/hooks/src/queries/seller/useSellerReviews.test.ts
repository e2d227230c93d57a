import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listSellerReviews } from '@quotemarket/contract';
import { listPage, numbered, sellerReview } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useSellerReviews } from './useSellerReviews';

const server = setupMswServer();

describe('useSellerReviews', () => {
  it('loads the reviews and the average rating', async () => {
    server.use(
      mockEndpoint(listSellerReviews, {
        ...listPage(numbered(2, sellerReview)),
        averageRating: 4.5,
      }).handler,
    );
    const { result } = renderHookWithApi(useSellerReviews);

    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.items[0]).toEqual(sellerReview(1));
    expect(result.current.averageRating).toBe(4.5);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('has no average before the first page arrives', () => {
    server.use(mockEndpoint(listSellerReviews, { ...listPage([]), averageRating: 0 }).handler);
    const { result } = renderHookWithApi(useSellerReviews);
    expect(result.current.averageRating).toBeUndefined();
  });
});
