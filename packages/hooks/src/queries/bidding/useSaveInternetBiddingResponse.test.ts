import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveInternetBiddingResponses } from '@quotemarket/contract';
import { biddingProgress } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { useSaveInternetBiddingResponse } from './useSaveInternetBiddingResponse';

const server = setupMswServer();

describe('useSaveInternetBiddingResponse', () => {
  it('sends one answer without a product and refreshes the internet draft', async () => {
    const mock = mockEndpoint(saveInternetBiddingResponses, biddingProgress());
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useSaveInternetBiddingResponse());
    const keys = [
      queryKeys.bidding.drafts.internetProgress(),
      queryKeys.bidding.drafts.internetInProgress(),
    ];
    seedQueries(queryClient, keys);
    const response = { questionId: 10, optionId: 37, responseText: '인터넷 단독' };
    await act(() => result.current.mutateAsync({ quotationId: 41, response }));
    expect(mock.calls[0]?.body).toEqual({ quotationId: 41, responses: [response] });
    expect(invalidatedAmong(queryClient, keys)).toEqual(keys);
  });
});
