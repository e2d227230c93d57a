import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listProductsUnderCategory, type ProductListItem } from '@quotemarket/contract';
import {
  createMemoryAppStorage,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useCategoryProducts, type CategoryProductsFilter } from './useCategoryProducts';

const server = setupMswServer();

const product = (id: number): ProductListItem => ({
  id,
  productImage: null,
  productName: `갤럭시 ${id}`,
  price: 1_000_000,
  rentalFee: null,
  brandName: '삼성',
  attributes: [],
  isWishlisted: false,
  mainCategoryId: 1,
  categoryPath: '휴대폰 > 삼성 갤럭시',
  isActive: true,
  dateOfShipment: null,
  newsAgencyProperty: null,
  internetProperty: null,
  productType: null,
});

/** `total` products served ten at a time. */
function serveProducts(total: number) {
  const all = Array.from({ length: total }, (_, index) => product(index + 1));
  const mock = mockEndpoint(listProductsUnderCategory, ({ url }) => {
    const pageNo = Number(url.searchParams.get('pageNo'));
    return { list: all.slice((pageNo - 1) * 10, pageNo * 10), totalElements: total, totalPages: 2 };
  });
  server.use(mock.handler);
  return mock;
}

function loggedIn() {
  const storage = createMemoryAppStorage();
  storage.write('token', 'buyer-token');
  return storage;
}

/** Renders the list with a search-history query already cached, to see whether it goes stale. */
function renderWithHistory(filter: CategoryProductsFilter, storage = createMemoryAppStorage()) {
  const rendered = renderHookWithApi(() => useCategoryProducts(filter), { storage });
  rendered.queryClient.setQueryData(queryKeys.catalog.searchHistory(), {
    list: [],
    totalElements: 0,
    totalPages: 0,
  });
  return rendered;
}

const historyIsStale = (rendered: ReturnType<typeof renderWithHistory>) =>
  rendered.queryClient.getQueryState(queryKeys.catalog.searchHistory())?.isInvalidated;

describe('useCategoryProducts', () => {
  it('sends category, trimmed search and sort, and pages ten at a time', async () => {
    const mock = serveProducts(15);
    const { result } = renderHookWithApi(() =>
      useCategoryProducts({ categoryId: 1, search: ' 갤럭시 ', sort: 'view_count' }),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items).toHaveLength(15));
    expect(result.current.hasNextPage).toBe(false);

    const params = mock.calls.map(({ url }) => Object.fromEntries(url.searchParams));
    expect(params).toEqual([
      {
        mainCategoryId: '1',
        productName: '갤럭시',
        sortBy: 'view_count',
        useSorting: 'true',
        pageNo: '1',
        pageSize: '10',
      },
      {
        mainCategoryId: '1',
        productName: '갤럭시',
        sortBy: 'view_count',
        useSorting: 'true',
        pageNo: '2',
        pageSize: '10',
      },
    ]);
  });

  it('lists every category by newest first, without a search, by default', async () => {
    const mock = serveProducts(1);
    const { result } = renderHookWithApi(() => useCategoryProducts({ search: '   ' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [call] = mock.calls;
    expect(call?.url.searchParams.get('mainCategoryId')).toBe('0');
    expect(call?.url.searchParams.get('sortBy')).toBe('created_at');
    expect(call?.url.searchParams.has('productName')).toBe(false);
  });

  it('only reads: a logged-in search leaves the search history as it was', async () => {
    serveProducts(1);
    const rendered = renderWithHistory({ search: '정수기' }, loggedIn());
    await waitFor(() => expect(rendered.result.current.isSuccess).toBe(true));
    expect(historyIsStale(rendered)).toBe(false);
  });
});
