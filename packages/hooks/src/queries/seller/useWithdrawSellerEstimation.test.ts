import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withdrawSellerEstimation } from '@quotemarket/contract';
import { sellerEstimation } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { expectEstimationViewsInvalidated, seedDealerViews } from './estimationChangeTesting';
import { useWithdrawSellerEstimation } from './useWithdrawSellerEstimation';

const server = setupMswServer();

describe('useWithdrawSellerEstimation', () => {
  it('deletes the quote and refreshes the views of its request', async () => {
    const withdrawn = {
      ...sellerEstimation(9, 42),
      status: 'WITHDRAWN',
      outcome: 'WITHDRAWN',
      withdrawnAt: '2026-11-20T10:00:00.000Z',
    } as const;
    const mock = mockEndpoint(withdrawSellerEstimation, withdrawn);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useWithdrawSellerEstimation);
    seedDealerViews(queryClient, 42);

    const answer = await act(() => result.current.mutateAsync(9));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/estimations/9');
    expect(answer.outcome).toBe('WITHDRAWN');
    expectEstimationViewsInvalidated(queryClient, 42);
  });
});
