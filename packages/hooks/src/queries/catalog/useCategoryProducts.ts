import {
  defaultProductSort,
  listProductsUnderCategory,
  type ProductSort,
} from '@quotemarket/contract';
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
 * The category home's product list: ten at a time, by category, search term and sort. Reading it
 * records nothing; a search is saved to the history with `useRecordSearch`.
 */
export function useCategoryProducts({
  categoryId = 0,
  search = '',
  sort = defaultProductSort,
}: CategoryProductsFilter = {}) {
  const productName = search.trim() || undefined;
  const query = { mainCategoryId: categoryId, productName, sortBy: sort, useSorting: true };
  return usePagedList(listProductsUnderCategory, {
    queryKey: queryKeys.catalog.products.list(query),
    paging: { page: 'pageNo', size: 'pageSize' },
    query,
  });
}
