import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getInternetBiddingProgress } from '@quotemarket/contract';
import { biddingProgress } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useInternetBiddingProgress } from './useInternetBiddingProgress';

const server = setupMswServer();

describe('useInternetBiddingProgress', () => {
  it('reads the internet draft, which has no product', async () => {
    const empty = biddingProgress({
      quotationId: null,
      responses: [],
      answeredCount: 0,
      progress: 0,
    });
    const mock = mockEndpoint(getInternetBiddingProgress, empty);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useInternetBiddingProgress());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(empty);
    expect(mock.calls[0]?.url.search).toBe('');
  });
});
