import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMostSoldProducts, type BestSeller } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useMostSoldProducts } from './useMostSoldProducts';

const server = setupMswServer();

const galaxy: BestSeller = {
  id: 7,
  name: '갤럭시 S25',
  productImage: null,
  categoryId1: 1,
  categoryName1: 'Mobile Phones',
};

describe('useMostSoldProducts', () => {
  it('loads the best sellers', async () => {
    server.use(mockEndpoint(listMostSoldProducts, [galaxy]).handler);
    const { result } = renderHookWithApi(() => useMostSoldProducts());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([galaxy]);
  });

  it('exposes the API message on failure', async () => {
    server.use(
      mockEndpoint(listMostSoldProducts, () => apiErrorResponse(400, '잘못된 요청이에요.')).handler,
    );
    const { result } = renderHookWithApi(() => useMostSoldProducts());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('잘못된 요청이에요.');
  });
});
