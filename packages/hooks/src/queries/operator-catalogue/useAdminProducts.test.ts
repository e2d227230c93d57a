import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAdminProducts } from '@quotemarket/contract';
import { adminProductListItem, listPage } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useAdminProducts } from './useAdminProducts';

const server = setupMswServer();

describe('useAdminProducts', () => {
  it('asks for one page with the filters and the order, and keeps it while the next page loads', async () => {
    const mock = mockEndpoint(listAdminProducts, ({ url }) =>
      listPage([adminProductListItem(Number(url.searchParams.get('page')))], 25),
    );
    server.use(mock.handler);
    const { result, rerender } = renderHookWithApi(
      ({ page }: { page: number }) =>
        useAdminProducts(
          { categoryId: 1, search: '갤럭시', visibility: 'hidden' },
          { page, order: { sort: 'price', order: 'asc' } },
        ),
      { initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      categoryId: '1',
      search: '갤럭시',
      visibility: 'hidden',
      sort: 'price',
      order: 'asc',
      page: '1',
      size: '10',
    });
    expect(result.current.data?.totalPages).toBe(3);

    rerender({ page: 2 });
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.list[0]?.id).toBe(2));
  });

  it('asks for the most recently edited first, and reports a failure with the API’s message', async () => {
    const mock = mockEndpoint(listAdminProducts, () => apiErrorResponse(403, '권한이 없어요.'));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useAdminProducts({}, { page: 1 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(Object.fromEntries(mock.calls[0]!.url.searchParams)).toEqual({
      categoryId: '0',
      visibility: 'all',
      sort: 'updatedAt',
      order: 'desc',
      page: '1',
      size: '10',
    });
    expect(result.current.error?.message).toBe('권한이 없어요.');
  });
});
