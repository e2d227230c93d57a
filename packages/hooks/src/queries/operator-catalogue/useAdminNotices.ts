import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminNoticeSorting,
  defaultPageSize,
  listAdminNotices,
  type EndpointQuery,
  type ListOrder,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

type NoticesQuery = EndpointQuery<typeof listAdminNotices>;

/** What the notice table is narrowed to: a category and a state (draft, scheduled, published). */
export type AdminNoticeFilter = Omit<NoticesQuery, 'page' | 'size' | 'sort' | 'order'>;

/**
 * One page of notices in every state, ordered by the server (the most recently edited first
 * unless asked otherwise) and paged by it.
 */
export function useAdminNotices(
  filter: AdminNoticeFilter,
  {
    page,
    size = defaultPageSize,
    order = adminNoticeSorting.fallback,
  }: { page: number; size?: number; order?: ListOrder<NoticesQuery['sort']> },
) {
  const client = useApiClient();
  const query = { ...filter, ...order, page, size };
  return useQuery({
    queryKey: queryKeys.operatorCatalogue.notices.page(query),
    queryFn: ({ signal }) => client.call(listAdminNotices, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
