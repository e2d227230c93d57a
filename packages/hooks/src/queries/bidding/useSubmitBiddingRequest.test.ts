import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitBiddingRequest } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { useSubmitBiddingRequest } from './useSubmitBiddingRequest';

const server = setupMswServer();

const submitted = { quotationId: 41, deadlineAt: '2026-11-23T10:00:00.000Z' };
const changed = [
  queryKeys.bidding.drafts.progress({ productId: 7 }),
  queryKeys.bidding.drafts.inProgress({ productId: 7 }),
  queryKeys.quotations.awaitingSelection.list({}),
  queryKeys.quotations.pendingHistory.list({ sortOrder: 'latest' }),
];
const unchanged = [queryKeys.quotations.selectedHistory.list({ sortOrder: 'latest' })];

describe('useSubmitBiddingRequest', () => {
  it('sends the request and refreshes the drafts and the request lists', async () => {
    const mock = mockEndpoint(submitBiddingRequest, submitted);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useSubmitBiddingRequest());
    seedQueries(queryClient, [...changed, ...unchanged]);
    const body = {
      quotationId: 41,
      productOptionValueIds: [3, 5],
      categoryName: 'Mobile Phones' as const,
    };
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync(body);
    });
    expect(mock.calls[0]?.body).toEqual(body);
    expect(answer).toEqual(submitted);
    expect(invalidatedAmong(queryClient, [...changed, ...unchanged])).toEqual(changed);
  });

  it('rejects with the verification message when the phone is not verified', async () => {
    const message = '최저가 견적 요청에는 휴대폰 본인인증이 한 번 필요해요.';
    server.use(mockEndpoint(submitBiddingRequest, () => apiErrorResponse(409, message)).handler);
    const { result } = renderHookWithApi(() => useSubmitBiddingRequest());
    await expect(
      result.current.mutateAsync({
        quotationId: 41,
        productOptionValueIds: [],
        categoryName: 'Mobile Phones',
      }),
    ).rejects.toMatchObject({ status: 409, message });
  });
});
