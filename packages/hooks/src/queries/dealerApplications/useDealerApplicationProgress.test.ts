import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealerApplicationMessages, getDealerApplicationProgress } from '@quotemarket/contract';
import { dealerApplicationProgress } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useDealerApplicationProgress } from './useDealerApplicationProgress';

const server = setupMswServer();

describe('useDealerApplicationProgress', () => {
  it('reads the application by the link’s token', async () => {
    const progress = dealerApplicationProgress({ status: 'rejected', rejectionReason: '흐려요' });
    const mock = mockEndpoint(getDealerApplicationProgress, progress);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useDealerApplicationProgress('status-1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(progress);
    expect(mock.calls[0]?.url.searchParams.get('token')).toBe('status-1');
  });

  it('asks nothing without a token', () => {
    const mock = mockEndpoint(getDealerApplicationProgress, dealerApplicationProgress());
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useDealerApplicationProgress(''));
    expect(result.current.fetchStatus).toBe('idle');
    expect(mock.calls).toHaveLength(0);
  });

  it('reports an unknown link in Korean', async () => {
    server.use(
      mockEndpoint(getDealerApplicationProgress, () =>
        apiErrorResponse(404, dealerApplicationMessages.statusLinkInvalid),
      ).handler,
    );
    const { result } = renderHookWithApi(() => useDealerApplicationProgress('guess'));
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5000 });
    expect(result.current.error?.message).toBe(dealerApplicationMessages.statusLinkInvalid);
  });
});
