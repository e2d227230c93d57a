import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize, listAdminNotices, type EndpointQuery } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** What the notice table is narrowed to: a category and a state (draft, scheduled, published). */
export type AdminNoticeFilter = Omit<EndpointQuery<typeof listAdminNotices>, 'page' | 'size'>;

/** One page of notices in every state, the most recently edited first, paged by the server. */
export function useAdminNotices(
  filter: AdminNoticeFilter,
  { page, size = defaultPageSize }: { page: number; size?: number },
) {
  const client = useApiClient();
  const query = { ...filter, page, size };
  return useQuery({
    queryKey: queryKeys.operatorCatalogue.notices.page(query),
    queryFn: ({ signal }) => client.call(listAdminNotices, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
