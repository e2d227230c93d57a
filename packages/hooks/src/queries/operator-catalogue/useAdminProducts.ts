import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize, listAdminProducts, type EndpointQuery } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** What the product table is narrowed to: a main category (0: all), a search, shown or hidden. */
export type AdminProductFilter = Partial<
  Omit<EndpointQuery<typeof listAdminProducts>, 'page' | 'size'>
>;

/**
 * One page of products for operators, hidden ones included, filtered and paged by the server.
 * The previous rows stay while the next page or filter loads, so the table does not jump.
 */
export function useAdminProducts(
  filter: AdminProductFilter,
  { page, size = defaultPageSize }: { page: number; size?: number },
) {
  const client = useApiClient();
  const query = {
    categoryId: filter.categoryId ?? 0,
    visibility: filter.visibility ?? 'all',
    ...(filter.search ? { search: filter.search } : {}),
    page,
    size,
  };
  return useQuery({
    queryKey: queryKeys.operatorCatalogue.products.page(query),
    queryFn: ({ signal }) => client.call(listAdminProducts, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
