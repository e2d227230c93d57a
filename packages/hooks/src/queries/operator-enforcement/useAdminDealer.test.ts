import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAdminDealer, notFoundMessage } from '@quotemarket/contract';
import { adminDealerDetail } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useAdminDealer } from './useAdminDealer';

const server = setupMswServer();

describe('useAdminDealer', () => {
  it('loads the dealer by id', async () => {
    const mock = mockEndpoint(getAdminDealer, adminDealerDetail(3));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useAdminDealer(3));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(adminDealerDetail(3));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/dealers/3');
  });

  it('exposes the Korean 404', async () => {
    server.use(
      mockEndpoint(getAdminDealer, () => apiErrorResponse(404, notFoundMessage('dealer'))).handler,
    );
    const { result } = renderHookWithApi(() => useAdminDealer(99));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(notFoundMessage('dealer'));
  });
});
