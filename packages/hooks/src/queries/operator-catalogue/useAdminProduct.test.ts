import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAdminProduct, notFoundMessage } from '@quotemarket/contract';
import { adminProduct } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useAdminProduct } from './useAdminProduct';

const server = setupMswServer();

describe('useAdminProduct', () => {
  it('loads the product’s edit form values by id', async () => {
    const mock = mockEndpoint(getAdminProduct, adminProduct(7));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useAdminProduct(7));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(adminProduct(7));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/products/7');
  });

  it('exposes the Korean 404', async () => {
    server.use(
      mockEndpoint(getAdminProduct, () => apiErrorResponse(404, notFoundMessage('product')))
        .handler,
    );
    const { result } = renderHookWithApi(() => useAdminProduct(99));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('상품을 찾을 수 없어요.');
  });
});
