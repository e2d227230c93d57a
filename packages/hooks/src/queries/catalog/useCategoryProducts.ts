import {
  defaultProductSort,
  listProductsUnderCategory,
  type ProductSort,
} from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import type { ApiClient } from '../../api/createApiClient';
import { pagedListQuery, usePagedList } from '../usePagedList';

export interface CategoryProductsFilter {
  /** The main category; absent or 0 lists every category. */
  categoryId?: number;
  /** The (already debounced) search term; blank means no search. */
  search?: string;
  sort?: ProductSort;
}

function listOptions({
  categoryId = 0,
  search = '',
  sort = defaultProductSort,
}: CategoryProductsFilter) {
  const productName = search.trim() || undefined;
  const query = { mainCategoryId: categoryId, productName, sortBy: sort, useSorting: true };
  return {
    queryKey: queryKeys.catalog.products.list(query),
    paging: { page: 'pageNo', size: 'pageSize' } as const,
    query,
  };
}

/** The category home's list query, for the hook and for the route that asks for it before rendering. */
export function categoryProductsQuery(client: ApiClient, filter: CategoryProductsFilter = {}) {
  return pagedListQuery(client, listProductsUnderCategory, listOptions(filter));
}

/**
 * The category home's product list: ten at a time, by category, search term and sort. Reading it
 * records nothing; a search is saved to the history with `useRecordSearch`.
 */
export function useCategoryProducts(filter: CategoryProductsFilter = {}) {
  return usePagedList(listProductsUnderCategory, listOptions(filter));
}
