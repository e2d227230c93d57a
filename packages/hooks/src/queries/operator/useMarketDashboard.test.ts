import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMarketDashboard } from '@quotemarket/contract';
import { marketDashboard } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { signedInOperator } from './operatorSessionTesting';
import { useMarketDashboard } from './useMarketDashboard';

const server = setupMswServer();

describe('useMarketDashboard', () => {
  it('reads the figures the server worked out', async () => {
    const mock = mockEndpoint(getMarketDashboard, marketDashboard());
    server.use(mock.handler);
    const { result } = renderHookWithApi(useMarketDashboard, signedInOperator());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/market/dashboard');
    expect(result.current.data?.selectionShare).toBe(0.45);
    expect(result.current.data?.requestsByDay).toHaveLength(30);
  });

  it('reports a refusal with the API’s message', async () => {
    server.use(
      mockEndpoint(getMarketDashboard, () => apiErrorResponse(403, '권한이 없어요.')).handler,
    );
    const { result } = renderHookWithApi(useMarketDashboard, signedInOperator());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('권한이 없어요.');
  });
});
