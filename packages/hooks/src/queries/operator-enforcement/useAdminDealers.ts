import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminDealerSorting,
  defaultPageSize,
  listAdminDealers,
  type EndpointQuery,
  type ListOrder,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

type DealersQuery = EndpointQuery<typeof listAdminDealers>;

/** What the dealer table is narrowed to: a status, a search in the store name or email. */
export type AdminDealerFilter = Partial<Omit<DealersQuery, 'page' | 'size' | 'sort' | 'order'>>;

/**
 * One page of dealers, filtered, ordered (newest first unless asked otherwise) and paged by the
 * server. The previous rows stay while the next page, filter or order loads, so the table does
 * not jump.
 */
export function useAdminDealers(
  filter: AdminDealerFilter,
  {
    page,
    size = defaultPageSize,
    order = adminDealerSorting.fallback,
  }: { page: number; size?: number; order?: ListOrder<DealersQuery['sort']> },
) {
  const client = useApiClient();
  const query = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.search ? { search: filter.search } : {}),
    ...order,
    page,
    size,
  };
  return useQuery({
    queryKey: queryKeys.operator.enforcement.dealers.page(query),
    queryFn: ({ signal }) => client.call(listAdminDealers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
