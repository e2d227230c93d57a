import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileImageMessages, uploadProductImage } from '@quotemarket/contract';
import { adminProduct } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useUploadProductImage } from './useUploadProductImage';

const server = setupMswServer();
const file = new File(['jpeg-bytes'], 'front.jpg', { type: 'image/jpeg' });

describe('useUploadProductImage', () => {
  it('sends the photo as one multipart file and fills the edit form with the answer', async () => {
    const saved = adminProduct(5, {
      images: [{ id: 51, url: '/media/uploads/products/a.jpg', width: 300, height: 200 }],
    });
    const mock = mockEndpoint(uploadProductImage, saved);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useUploadProductImage);
    const list = queryKeys.operatorCatalogue.products.all();
    queryClient.setQueryData([...list, 'page', {}], { list: [] });

    await act(() => result.current.mutateAsync({ productId: 5, file }));

    const [call] = mock.calls;
    expect(call?.url.pathname).toBe('/api/v2/admin/products/5/images');
    expect(call?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.body).toMatch(/name="image"; filename="[^"]*"\r\nContent-Type: image\/jpeg/);
    expect(queryClient.getQueryData(queryKeys.operatorCatalogue.products.detail(5))).toEqual(saved);
    expect(queryClient.getQueryState([...list, 'page', {}])?.isInvalidated).toBe(true);
  });

  it('reports the server’s Korean sentence', async () => {
    server.use(
      mockEndpoint(uploadProductImage, () =>
        apiErrorResponse(400, profileImageMessages.unsupportedType),
      ).handler,
    );
    const { result } = renderHookWithApi(useUploadProductImage);
    act(() => result.current.mutate({ productId: 5, file }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(profileImageMessages.unsupportedType);
  });
});
