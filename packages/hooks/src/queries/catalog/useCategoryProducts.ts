import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listProductsUnderCategory, type ProductSort } from '@quotemarket/contract';
import { useIsLoggedIn } from '../../auth/useIsLoggedIn';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';

export interface CategoryProductsFilter {
  /** The main category; absent or 0 lists every category. */
  categoryId?: number;
  /** The (already debounced) search term; blank means no search. */
  search?: string;
  sort?: ProductSort;
}

/**
 * The category home's product list: ten at a time, by category, search term and sort. For a
 * logged-in buyer the API stores every search term, so once the first page of a search arrives the
 * search history is refreshed and the new term shows among the tags.
 */
export function useCategoryProducts({
  categoryId = 0,
  search = '',
  sort = 'created_at',
}: CategoryProductsFilter = {}) {
  const queryClient = useQueryClient();
  const isLoggedIn = useIsLoggedIn();
  const productName = search.trim() || undefined;
  const query = { mainCategoryId: categoryId, productName, sortBy: sort, useSorting: true };
  const result = usePagedList(listProductsUnderCategory, {
    queryKey: queryKeys.catalog.products.list(query),
    paging: { page: 'pageNo', size: 'pageSize' },
    query,
  });

  // Later pages only repeat the term the first page already saved; refreshing once is enough.
  const firstPageArrivedAt = result.data?.pages.length === 1 ? result.dataUpdatedAt : 0;
  const savesSearch = isLoggedIn && productName !== undefined;
  useEffect(() => {
    if (savesSearch && firstPageArrivedAt > 0) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.searchHistory() });
    }
  }, [savesSearch, firstPageArrivedAt, queryClient]);

  return result;
}
