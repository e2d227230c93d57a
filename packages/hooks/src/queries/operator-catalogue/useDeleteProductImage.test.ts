import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteProductImage, productImageMessages } from '@quotemarket/contract';
import { adminProduct } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useDeleteProductImage } from './useDeleteProductImage';

const server = setupMswServer();

describe('useDeleteProductImage', () => {
  it('deletes the photo by its product and id, and fills the edit form with the answer', async () => {
    const saved = adminProduct(5, { image: null, images: [] });
    const mock = mockEndpoint(deleteProductImage, saved);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useDeleteProductImage);
    await act(() => result.current.mutateAsync({ productId: 5, imageId: 51 }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/products/5/images/51');
    expect(queryClient.getQueryData(queryKeys.operatorCatalogue.products.detail(5))).toEqual(saved);
  });

  it('reports a photo already gone in Korean', async () => {
    server.use(
      mockEndpoint(deleteProductImage, () => apiErrorResponse(404, productImageMessages.notFound))
        .handler,
    );
    const { result } = renderHookWithApi(useDeleteProductImage);
    act(() => result.current.mutate({ productId: 5, imageId: 51 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(productImageMessages.notFound);
  });
});
