import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitInternetBiddingRequest } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { useSubmitInternetBiddingRequest } from './useSubmitInternetBiddingRequest';

const server = setupMswServer();

describe('useSubmitInternetBiddingRequest', () => {
  it('sends the internet body and refreshes the drafts and request lists', async () => {
    const mock = mockEndpoint(submitInternetBiddingRequest, {
      quotationId: 41,
      deadlineAt: '2026-11-23T10:00:00.000Z',
    });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useSubmitInternetBiddingRequest());
    const keys = [
      queryKeys.bidding.drafts.internetProgress(),
      queryKeys.quotations.awaitingSelection.all(),
      queryKeys.quotations.pendingHistory.all(),
    ];
    seedQueries(queryClient, keys);
    await act(() => result.current.mutateAsync({ quotationId: 41, productId: 301 }));
    expect(mock.calls[0]?.body).toEqual({
      quotationId: 41,
      productId: 301,
      productOptionValueIds: null,
      categoryName: 'Internet',
    });
    expect(invalidatedAmong(queryClient, keys)).toEqual(keys);
  });
});
