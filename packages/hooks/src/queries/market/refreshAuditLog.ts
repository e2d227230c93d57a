import type { QueryClient } from '@tanstack/react-query';

/**
 * Every operator write leaves an audit row: the log's pages are asked again. Its key is the
 * console's (`['operator', 'audit-log']`), named here by its prefix.
 */
export function refreshAuditLog(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['operator', 'audit-log'] });
}
