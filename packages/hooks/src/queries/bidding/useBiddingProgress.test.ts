import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBiddingProgress } from '@quotemarket/contract';
import { biddingProgress } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  createMemoryAppStorage,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useBiddingProgress } from './useBiddingProgress';

const server = setupMswServer();

describe('useBiddingProgress', () => {
  it('reads the draft of the product with the stored token', async () => {
    const mock = mockEndpoint(getBiddingProgress, biddingProgress());
    server.use(mock.handler);
    const storage = createMemoryAppStorage();
    storage.write('token', 'buyer-token');
    const { result } = renderHookWithApi(() => useBiddingProgress(7), { storage });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(biddingProgress());
    expect(mock.calls[0]?.url.searchParams.get('productId')).toBe('7');
    expect(mock.calls[0]?.headers.get('authorization')).toBe('Bearer buyer-token');
  });

  it('exposes the Korean message when the product is gone', async () => {
    server.use(
      mockEndpoint(getBiddingProgress, () => apiErrorResponse(404, '상품을 찾을 수 없어요.'))
        .handler,
    );
    const { result } = renderHookWithApi(() => useBiddingProgress(7));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('상품을 찾을 수 없어요.');
  });
});
