import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProductDetail } from '@quotemarket/contract';
import { productDetail } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useProductDetail } from './useProductDetail';

const server = setupMswServer();

describe('useProductDetail', () => {
  it('loads the product by its id', async () => {
    const mock = mockEndpoint(getProductDetail, productDetail());
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useProductDetail(12));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(productDetail());
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/products/12');
  });

  it('exposes the API message for an unknown product', async () => {
    server.use(
      mockEndpoint(getProductDetail, () => apiErrorResponse(404, '상품을 찾을 수 없어요.')).handler,
    );
    const { result } = renderHookWithApi(() => useProductDetail(99));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('상품을 찾을 수 없어요.');
  });

  it('when disabled, asks nothing and reads only what is cached', async () => {
    const mock = mockEndpoint(getProductDetail, productDetail());
    server.use(mock.handler);
    const empty = renderHookWithApi(() => useProductDetail(12, { enabled: false }));
    expect(empty.result.current.data).toBeUndefined();

    const cached = renderHookWithApi(() => useProductDetail(12, { enabled: false }));
    cached.queryClient.setQueryData(queryKeys.catalog.products.detail(12), productDetail());
    await waitFor(() => expect(cached.result.current.data).toEqual(productDetail()));
    expect(mock.calls).toHaveLength(0);
  });
});
