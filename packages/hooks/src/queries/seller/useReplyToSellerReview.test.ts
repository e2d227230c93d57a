import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listSellerReviews, replyToSellerReview } from '@quotemarket/contract';
import { listPage, numbered, sellerReview } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useReplyToSellerReview } from './useReplyToSellerReview';
import { useSellerReviews } from './useSellerReviews';

const server = setupMswServer();

const repliedAt = '2026-11-21T09:00:00.000Z';
const reply = { content: '소중한 후기 감사해요!', createdAt: repliedAt, updatedAt: repliedAt };

function renderReviewsWithReply() {
  const reviews = mockEndpoint(listSellerReviews, {
    ...listPage(numbered(3, sellerReview)),
    averageRating: 5,
  });
  server.use(reviews.handler);
  const rendered = renderHookWithApi(() => ({
    reviews: useSellerReviews(),
    reply: useReplyToSellerReview(),
  }));
  return { ...rendered, reviewCalls: reviews.calls };
}

describe('useReplyToSellerReview', () => {
  it('sends the reply and shows it on the review without reloading the list', async () => {
    const mock = mockEndpoint(replyToSellerReview, { ...sellerReview(2), reply });
    server.use(mock.handler);
    const { result, reviewCalls } = renderReviewsWithReply();
    await waitFor(() => expect(result.current.reviews.items).toHaveLength(3));

    await act(() => result.current.reply.mutateAsync({ ratingId: 2, content: reply.content }));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/reviews/2/reply');
    expect(mock.calls[0]?.body).toEqual({ content: reply.content });
    // The cache's observers are told on React Query's next tick, not within the mutation's promise.
    await waitFor(() =>
      expect(result.current.reviews.items.map((item) => item.reply)).toEqual([null, reply, null]),
    );
    expect(reviewCalls).toHaveLength(1);
  });

  it('refreshes the public store pages, which show replies, and nothing else', async () => {
    server.use(mockEndpoint(replyToSellerReview, { ...sellerReview(2), reply }).handler);
    const { result, queryClient } = renderReviewsWithReply();
    const storePage = queryKeys.catalog.sellerStore({ userId: 7, sortBy: 'latest' });
    const product = queryKeys.catalog.products.detail(3);
    queryClient.setQueryData(storePage, { seeded: true });
    queryClient.setQueryData(product, { seeded: true });

    await act(() => result.current.reply.mutateAsync({ ratingId: 2, content: reply.content }));

    expect(queryClient.getQueryState(storePage)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(product)?.isInvalidated).toBe(false);
  });

  it('shows the Korean message and keeps the list when the reply is refused', async () => {
    const message = '답글은 500자까지 쓸 수 있어요.';
    server.use(mockEndpoint(replyToSellerReview, () => apiErrorResponse(400, message)).handler);
    const { result } = renderReviewsWithReply();
    await waitFor(() => expect(result.current.reviews.items).toHaveLength(3));

    act(() => result.current.reply.mutate({ ratingId: 2, content: '길어요'.repeat(200) }));

    await waitFor(() => expect(result.current.reply.isError).toBe(true));
    expect(result.current.reply.error?.message).toBe(message);
    expect(result.current.reviews.items[1]?.reply).toBeNull();
  });
});
