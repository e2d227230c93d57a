import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkInternetBiddingInProgress } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useInternetBiddingInProgress } from './useInternetBiddingInProgress';

const server = setupMswServer();

describe('useInternetBiddingInProgress', () => {
  it('says whether an internet draft with answers exists', async () => {
    server.use(mockEndpoint(checkInternetBiddingInProgress, false).handler);
    const { result } = renderHookWithApi(() => useInternetBiddingInProgress());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe(false);
  });
});
