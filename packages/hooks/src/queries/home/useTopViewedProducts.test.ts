import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listTopViewedProducts, type TopViewedProduct } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useTopViewedProducts } from './useTopViewedProducts';

const server = setupMswServer();

const purifier: TopViewedProduct = {
  id: 4,
  name: '코웨이 정수기',
  productImage: null,
  viewCount: 91,
};

describe('useTopViewedProducts', () => {
  it('asks for one category when given', async () => {
    const mock = mockEndpoint(listTopViewedProducts, [purifier]);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useTopViewedProducts(3));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([purifier]);
    expect(mock.calls[0]?.url.searchParams.get('categoryId')).toBe('3');
  });

  it('asks for every category (0) when none is given', async () => {
    const mock = mockEndpoint(listTopViewedProducts, []);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useTopViewedProducts());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.calls[0]?.url.searchParams.get('categoryId')).toBe('0');
  });
});
