import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize, listAuditLog, type EndpointQuery } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** What the log is narrowed to: an operator, an action, a target, a period (Korean dates). */
export type AuditLogFilter = Omit<EndpointQuery<typeof listAuditLog>, 'page' | 'size'>;

export interface AuditLogPage {
  /** Counted from 1. */
  page: number;
  size?: number;
}

/**
 * One page of the audit log, newest first, filtered and paged by the server. While the next page
 * or filter loads the previous rows stay (`isPlaceholderData`), so the table does not jump.
 */
export function useAuditLog(
  filter: AuditLogFilter,
  { page, size = defaultPageSize }: AuditLogPage,
) {
  const client = useApiClient();
  const query = { ...filter, page, size };
  return useQuery({
    queryKey: queryKeys.operator.auditLog.page(query),
    queryFn: ({ signal }) => client.call(listAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
