import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productImageMessages, reorderProductImages } from '@quotemarket/contract';
import { adminProduct } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useReorderProductImages } from './useReorderProductImages';

const server = setupMswServer();

describe('useReorderProductImages', () => {
  it('sends every photo id in the new order and fills the edit form with the answer', async () => {
    const saved = adminProduct(5, {
      images: [
        { id: 52, url: '/media/uploads/products/b.jpg', width: 300, height: 200 },
        { id: 51, url: '/media/uploads/products/a.jpg', width: 300, height: 200 },
      ],
    });
    const mock = mockEndpoint(reorderProductImages, saved);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useReorderProductImages);
    await act(() => result.current.mutateAsync({ productId: 5, imageIds: [52, 51] }));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/products/5/images/order');
    expect(mock.calls[0]?.body).toEqual({ imageIds: [52, 51] });
    expect(queryClient.getQueryData(queryKeys.operatorCatalogue.products.detail(5))).toEqual(saved);
  });

  it('reports an order made from a stale list in Korean', async () => {
    server.use(
      mockEndpoint(reorderProductImages, () =>
        apiErrorResponse(409, productImageMessages.orderOutdated),
      ).handler,
    );
    const { result } = renderHookWithApi(useReorderProductImages);
    act(() => result.current.mutate({ productId: 5, imageIds: [51] }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(productImageMessages.orderOutdated);
  });
});
