import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateSellerEstimation } from '@quotemarket/contract';
import { phoneEstimationTerms, sellerEstimation } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { expectEstimationViewsInvalidated, seedDealerViews } from './estimationChangeTesting';
import { useUpdateSellerEstimation } from './useUpdateSellerEstimation';

const server = setupMswServer();

describe('useUpdateSellerEstimation', () => {
  it('patches the quote and refreshes the views of its request', async () => {
    const terms = { ...phoneEstimationTerms, storeSubsidy: 200_000 };
    const mock = mockEndpoint(updateSellerEstimation, sellerEstimation(9, 42));
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useUpdateSellerEstimation);
    seedDealerViews(queryClient, 42);

    await act(() => result.current.mutateAsync({ estimationId: 9, terms }));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/estimations/9');
    expect(mock.calls[0]?.body).toEqual(terms);
    expectEstimationViewsInvalidated(queryClient, 42);
  });
});
