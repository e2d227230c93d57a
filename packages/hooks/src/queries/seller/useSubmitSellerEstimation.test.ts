import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitSellerEstimation } from '@quotemarket/contract';
import { phoneEstimationTerms, sellerEstimation } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { expectEstimationViewsInvalidated, seedDealerViews } from './estimationChangeTesting';
import { useSubmitSellerEstimation } from './useSubmitSellerEstimation';

const server = setupMswServer();

describe('useSubmitSellerEstimation', () => {
  it('posts the terms to the request and refreshes exactly the views it changes', async () => {
    const mock = mockEndpoint(submitSellerEstimation, sellerEstimation(9, 42));
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useSubmitSellerEstimation);
    seedDealerViews(queryClient, 42);

    const sent = await act(() =>
      result.current.mutateAsync({ quotationId: 42, terms: phoneEstimationTerms }),
    );

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/quotations/42/estimations');
    expect(mock.calls[0]?.body).toEqual(phoneEstimationTerms);
    expect(sent).toEqual(sellerEstimation(9, 42));
    expectEstimationViewsInvalidated(queryClient, 42);
  });

  it('shows the Korean message of a closed request and refreshes nothing', async () => {
    const message = '견적 마감 시간이 지났어요.';
    server.use(mockEndpoint(submitSellerEstimation, () => apiErrorResponse(409, message)).handler);
    const { result, queryClient } = renderHookWithApi(useSubmitSellerEstimation);
    seedDealerViews(queryClient, 42);

    act(() => result.current.mutate({ quotationId: 42, terms: phoneEstimationTerms }));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(message);
    expect(queryClient.getQueryState(queryKeys.seller.inbox.list({}))?.isInvalidated).toBe(false);
  });
});
