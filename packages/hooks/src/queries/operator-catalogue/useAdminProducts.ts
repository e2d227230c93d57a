import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminProductSorting,
  defaultPageSize,
  listAdminProducts,
  type EndpointQuery,
  type ListOrder,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

type ProductsQuery = EndpointQuery<typeof listAdminProducts>;

/** What the product table is narrowed to: a main category (0: all), a search, shown or hidden. */
export type AdminProductFilter = Partial<Omit<ProductsQuery, 'page' | 'size' | 'sort' | 'order'>>;

/**
 * One page of products for operators, hidden ones included, filtered, ordered (the most recently
 * edited first unless asked otherwise) and paged by the server. The previous rows stay while the
 * next page, filter or order loads, so the table does not jump.
 */
export function useAdminProducts(
  filter: AdminProductFilter,
  {
    page,
    size = defaultPageSize,
    order = adminProductSorting.fallback,
  }: { page: number; size?: number; order?: ListOrder<ProductsQuery['sort']> },
) {
  const client = useApiClient();
  const query = {
    categoryId: filter.categoryId ?? 0,
    visibility: filter.visibility ?? 'all',
    ...(filter.search ? { search: filter.search } : {}),
    ...order,
    page,
    size,
  };
  return useQuery({
    queryKey: queryKeys.operatorCatalogue.products.page(query),
    queryFn: ({ signal }) => client.call(listAdminProducts, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
