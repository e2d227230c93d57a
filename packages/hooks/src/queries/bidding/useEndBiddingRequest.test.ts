import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endBiddingRequest } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { useEndBiddingRequest } from './useEndBiddingRequest';

const server = setupMswServer();

const keys = [
  queryKeys.bidding.drafts.progress({ productId: 7 }),
  queryKeys.bidding.drafts.inProgress({ productId: 7 }),
  queryKeys.bidding.drafts.internetProgress(),
];

describe('useEndBiddingRequest', () => {
  it('deletes the draft by quotation id and refreshes every draft read', async () => {
    const mock = mockEndpoint(endBiddingRequest, { quotationId: 41 });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useEndBiddingRequest());
    seedQueries(queryClient, [...keys, queryKeys.quotations.awaitingSelection.all()]);
    await act(() => result.current.mutateAsync(41));
    expect(mock.calls[0]?.body).toEqual({ quotationId: 41 });
    expect(
      invalidatedAmong(queryClient, [...keys, queryKeys.quotations.awaitingSelection.all()]),
    ).toEqual(keys);
  });

  it('rejects with the message of a draft that is gone', async () => {
    server.use(
      mockEndpoint(endBiddingRequest, () => apiErrorResponse(404, '작성 중인 견적 요청이 없어요.'))
        .handler,
    );
    const { result } = renderHookWithApi(() => useEndBiddingRequest());
    await expect(result.current.mutateAsync(41)).rejects.toMatchObject({
      message: '작성 중인 견적 요청이 없어요.',
    });
  });
});
