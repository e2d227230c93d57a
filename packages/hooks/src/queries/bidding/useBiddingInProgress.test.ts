import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkBiddingInProgress } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useBiddingInProgress } from './useBiddingInProgress';

const server = setupMswServer();

describe('useBiddingInProgress', () => {
  it('answers per product, under a key of its own', async () => {
    const mock = mockEndpoint(
      checkBiddingInProgress,
      ({ url }) => url.searchParams.get('productId') === '7',
    );
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useBiddingInProgress(7));
    await waitFor(() => expect(result.current.data).toBe(true));
    expect(queryClient.getQueryData(queryKeys.bidding.drafts.inProgress({ productId: 8 }))).toBe(
      undefined,
    );
  });
});
