import {
  adminProductSorting,
  isMainCategoryId,
  productTextMaxLength,
  productVisibilityFilters,
  type ListOrder,
  type ProductVisibilityFilter,
} from '@quotemarket/contract';
import { listOrderSearch, readListOrder } from '../../shared/listOrderSearch';

export type ProductOrder = ListOrder<(typeof adminProductSorting.columns)[number]>;

export interface ProductListState {
  /** A main category; 0 for every one. */
  categoryId: number;
  visibility: ProductVisibilityFilter;
  search: string;
  order: ProductOrder;
  page: number;
}

/**
 * The address holds the filters, the order and the page, so a link or a reload opens the same
 * rows.
 */
export function readProductListSearch(params: URLSearchParams): ProductListState {
  const categoryId = Number(params.get('category'));
  const visibility = params.get('visibility');
  const page = Number(params.get('page'));
  return {
    categoryId: isMainCategoryId(categoryId) ? categoryId : 0,
    visibility: productVisibilityFilters.find((filter) => filter === visibility) ?? 'all',
    search: (params.get('q') ?? '').trim().slice(0, productTextMaxLength),
    order: readListOrder(adminProductSorting, params),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeProductListSearch(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.categoryId !== 0) params.set('category', String(state.categoryId));
  if (state.visibility !== 'all') params.set('visibility', state.visibility);
  if (state.search.trim()) params.set('q', state.search.trim());
  for (const [key, value] of Object.entries(listOrderSearch(adminProductSorting, state.order))) {
    params.set(key, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
