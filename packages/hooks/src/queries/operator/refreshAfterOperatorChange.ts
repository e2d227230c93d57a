import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queryKeys';

/**
 * After any write to an operator account: the list shows its new state, and the audit log gains
 * the row the write left.
 */
export function refreshAfterOperatorChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.operator.operators() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.operator.auditLog.all() }),
  ]);
}
