import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  adminProductSorting,
  catalogueMessages,
  createAdminProduct,
  updateAdminProduct,
  type ProductInput,
} from '@quotemarket/contract';
import { adminProduct } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useSaveAdminProduct } from './useSaveAdminProduct';

const server = setupMswServer();

const {
  id: _id,
  image: _image,
  images: _images,
  isActive: _active,
  updatedAt: _at,
  ...input
} = adminProduct(3);
const formValues: ProductInput = input;

describe('useSaveAdminProduct', () => {
  it('creates a product without an id, and fills its edit form with the answer', async () => {
    const mock = mockEndpoint(createAdminProduct, adminProduct(12));
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useSaveAdminProduct);
    const firstPage = queryKeys.operatorCatalogue.products.page({
      categoryId: 0,
      visibility: 'all',
      ...adminProductSorting.fallback,
      page: 1,
      size: 10,
    });
    queryClient.setQueryData(firstPage, { list: [], totalElements: 0, totalPages: 0 });

    await act(() => result.current.mutateAsync({ input: formValues }));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/products');
    expect(mock.calls[0]?.body).toEqual(formValues);
    expect(queryClient.getQueryData(queryKeys.operatorCatalogue.products.detail(12))).toEqual(
      adminProduct(12),
    );
    expect(queryClient.getQueryState(firstPage)?.isInvalidated).toBe(true);
  });

  it('replaces an existing product’s values by its id', async () => {
    const mock = mockEndpoint(updateAdminProduct, adminProduct(3, { price: 1_100_000 }));
    server.use(mock.handler);
    const { result } = renderHookWithApi(useSaveAdminProduct);
    await act(() =>
      result.current.mutateAsync({ productId: 3, input: { ...formValues, price: 1_100_000 } }),
    );
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/products/3');
    expect(mock.calls[0]?.body).toMatchObject({ price: 1_100_000 });
  });

  it('shows the Korean message when the form is refused', async () => {
    server.use(
      mockEndpoint(updateAdminProduct, () =>
        apiErrorResponse(400, catalogueMessages.subsidyOverlap),
      ).handler,
    );
    const { result } = renderHookWithApi(useSaveAdminProduct);
    act(() => result.current.mutate({ productId: 3, input: formValues }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(catalogueMessages.subsidyOverlap);
  });
});
