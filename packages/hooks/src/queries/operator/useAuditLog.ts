import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  auditLogSorting,
  defaultPageSize,
  listAuditLog,
  type EndpointQuery,
  type ListOrder,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

type AuditLogQuery = EndpointQuery<typeof listAuditLog>;

/** What the log is narrowed to: an operator, an action, a target, a period (Korean dates). */
export type AuditLogFilter = Omit<AuditLogQuery, 'page' | 'size' | 'sort' | 'order'>;

export interface AuditLogPage {
  /** Counted from 1. */
  page: number;
  size?: number;
  /** Newest first unless asked otherwise. */
  order?: ListOrder<AuditLogQuery['sort']>;
}

/**
 * One page of the audit log, filtered, ordered and paged by the server. While the next page,
 * filter or order loads the previous rows stay (`isPlaceholderData`), so the table does not jump.
 */
export function useAuditLog(
  filter: AuditLogFilter,
  { page, size = defaultPageSize, order = auditLogSorting.fallback }: AuditLogPage,
) {
  const client = useApiClient();
  const query = { ...filter, ...order, page, size };
  return useQuery({
    queryKey: queryKeys.operator.auditLog.page(query),
    queryFn: ({ signal }) => client.call(listAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
