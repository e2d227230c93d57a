import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize, listAdminDealers, type EndpointQuery } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** What the dealer table is narrowed to: a status, a search in the store name or email. */
export type AdminDealerFilter = Partial<
  Omit<EndpointQuery<typeof listAdminDealers>, 'page' | 'size'>
>;

/**
 * One page of dealers, newest first, filtered and paged by the server. The previous rows stay
 * while the next page or filter loads, so the table does not jump.
 */
export function useAdminDealers(
  filter: AdminDealerFilter,
  { page, size = defaultPageSize }: { page: number; size?: number },
) {
  const client = useApiClient();
  const query = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.search ? { search: filter.search } : {}),
    page,
    size,
  };
  return useQuery({
    queryKey: queryKeys.operator.enforcement.dealers.page(query),
    queryFn: ({ signal }) => client.call(listAdminDealers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
