import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitProductReview } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { queryKeys } from '../queryKeys';
import { useSubmitProductReview } from './useSubmitProductReview';

const server = setupMswServer();

const review = { sellerId: 5, productId: 7, rating: 5, review: '친절했어요.' };
const changed = [
  queryKeys.quotations.reviewHistory.list({ sortBy: 'rating' }),
  queryKeys.quotations.purchaseDetail(41),
];
const unchanged = [
  queryKeys.quotations.purchaseDetail(42),
  queryKeys.quotations.selectedHistory.list({ sortOrder: 'latest' }),
];

describe('useSubmitProductReview', () => {
  it('sends the review without the quotation id and refreshes the review list and detail', async () => {
    const mock = mockEndpoint(submitProductReview, { ratingId: 8 });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useSubmitProductReview());
    seedQueries(queryClient, [...changed, ...unchanged]);
    await act(() => result.current.mutateAsync({ ...review, quotationId: 41 }));
    expect(mock.calls[0]?.body).toEqual(review);
    expect(invalidatedAmong(queryClient, [...changed, ...unchanged])).toEqual(changed);
  });

  it('rejects a second review with the server message', async () => {
    server.use(
      mockEndpoint(submitProductReview, () => apiErrorResponse(409, '이미 리뷰를 작성했어요.'))
        .handler,
    );
    const { result } = renderHookWithApi(() => useSubmitProductReview());
    await expect(result.current.mutateAsync({ ...review, quotationId: 41 })).rejects.toMatchObject({
      status: 409,
      message: '이미 리뷰를 작성했어요.',
    });
  });
});
