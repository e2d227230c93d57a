import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminReportSorting,
  defaultPageSize,
  listAdminReports,
  type EndpointQuery,
  type ListOrder,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

type ReportsQuery = EndpointQuery<typeof listAdminReports>;

/** What the report queue is narrowed to: a status, a kind, a reason, one dealer. */
export type AdminReportFilter = Partial<Omit<ReportsQuery, 'page' | 'size' | 'sort' | 'order'>>;

/**
 * One page of buyers' reports, filtered, ordered (oldest first unless asked otherwise) and paged
 * by the server; the previous rows stay while the next load.
 */
export function useAdminReports(
  filter: AdminReportFilter,
  {
    page,
    size = defaultPageSize,
    order = adminReportSorting.fallback,
  }: { page: number; size?: number; order?: ListOrder<ReportsQuery['sort']> },
) {
  const client = useApiClient();
  const query = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.reason ? { reason: filter.reason } : {}),
    ...(filter.dealerId ? { dealerId: filter.dealerId } : {}),
    ...order,
    page,
    size,
  };
  return useQuery({
    queryKey: queryKeys.operator.enforcement.reports.page(query),
    queryFn: ({ signal }) => client.call(listAdminReports, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
