import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toggleWishlist, type ProductDetail } from '@quotemarket/contract';
import { productDetail } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  renderHookWithApi,
  serveHeldAnswer,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useToggleWishlist } from './useToggleWishlist';

const server = setupMswServer();

const product = productDetail();
const detailKey = queryKeys.catalog.products.detail(product.id);
const listKey = queryKeys.catalog.products.list({
  mainCategoryId: 0,
  sortBy: 'created_at',
  useSorting: true,
});

function renderWithCache() {
  const rendered = renderHookWithApi(() => useToggleWishlist());
  rendered.queryClient.setQueryData(detailKey, product);
  rendered.queryClient.setQueryData(listKey, { pages: [], pageParams: [] });
  return rendered;
}

const wished = (rendered: ReturnType<typeof renderWithCache>) =>
  rendered.queryClient.getQueryData<ProductDetail>(detailKey)?.isWishlisted;

describe('useToggleWishlist', () => {
  it('flips the heart before the answer, keeps the answer and refreshes the lists only', async () => {
    const toggle = serveHeldAnswer(server, toggleWishlist, {
      productId: product.id,
      isWishlisted: true,
    });
    const rendered = renderWithCache();

    act(() => rendered.result.current.mutate(product.id));

    await waitFor(() => expect(wished(rendered)).toBe(true));
    toggle.release();
    await waitFor(() => expect(rendered.result.current.isSuccess).toBe(true));
    expect(toggle.calls[0]?.url.searchParams.get('productId')).toBe('12');
    expect(wished(rendered)).toBe(true);
    await waitFor(() =>
      expect(rendered.queryClient.getQueryState(listKey)?.isInvalidated).toBe(true),
    );
    expect(rendered.queryClient.getQueryState(detailKey)?.isInvalidated).toBe(false);
  });

  it('flips the heart back and exposes the message when the API refuses', async () => {
    const toggle = serveHeldAnswer(server, toggleWishlist, () =>
      apiErrorResponse(404, '상품을 찾을 수 없어요.'),
    );
    const rendered = renderWithCache();

    act(() => rendered.result.current.mutate(product.id));

    await waitFor(() => expect(wished(rendered)).toBe(true));
    toggle.release();
    await waitFor(() => expect(rendered.result.current.isError).toBe(true));
    expect(rendered.result.current.error?.message).toBe('상품을 찾을 수 없어요.');
    expect(wished(rendered)).toBe(false);
  });
});
