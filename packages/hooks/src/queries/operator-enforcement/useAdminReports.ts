import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize, listAdminReports, type EndpointQuery } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** What the report queue is narrowed to: a status, one dealer. */
export type AdminReportFilter = Partial<
  Omit<EndpointQuery<typeof listAdminReports>, 'page' | 'size'>
>;

/** One page of buyers' reports, filtered and paged by the server; the previous rows stay while the next load. */
export function useAdminReports(
  filter: AdminReportFilter,
  { page, size = defaultPageSize }: { page: number; size?: number },
) {
  const client = useApiClient();
  const query = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.dealerId ? { dealerId: filter.dealerId } : {}),
    page,
    size,
  };
  return useQuery({
    queryKey: queryKeys.operator.enforcement.reports.page(query),
    queryFn: ({ signal }) => client.call(listAdminReports, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
