import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMarketRequest } from '@quotemarket/contract';
import { marketRequestDetail } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { signedInOperator } from './operatorSessionTesting';
import { useMarketRequest } from './useMarketRequest';

const server = setupMswServer();

describe('useMarketRequest', () => {
  it('reads one request by its id', async () => {
    const mock = mockEndpoint(getMarketRequest, marketRequestDetail(41));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useMarketRequest(41), signedInOperator());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/quotations/41');
    expect(result.current.data?.buyer.phone).toBe('010-****-1234');
  });

  it('reports a missing request with the API’s message', async () => {
    server.use(
      mockEndpoint(getMarketRequest, () => apiErrorResponse(404, '견적 요청을 찾을 수 없어요.'))
        .handler,
    );
    const { result } = renderHookWithApi(() => useMarketRequest(9), signedInOperator());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('견적 요청을 찾을 수 없어요.');
  });
});
