import type { ProductListItem } from '@quotemarket/contract';

/** What the product lists read from a category's product query (`useCategoryProducts`). */
export interface ProductListQuery {
  items: ProductListItem[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * The `InfiniteList` props that follow a category's product query: its items, paging, and the list's
 * own empty and error states with a retry (spec 8).
 */
export function productListState(products: ProductListQuery) {
  return {
    items: products.items,
    getItemKey: (product: ProductListItem) => product.id,
    loading: products.isPending,
    emptyLabel: '찾는 상품이 없어요',
    error: products.isError ? '상품을 불러오지 못했어요.' : undefined,
    onRetry: () => void products.refetch(),
    hasNextPage: products.hasNextPage,
    isFetchingNextPage: products.isFetchingNextPage,
    onLoadMore: () => void products.fetchNextPage(),
  };
}
