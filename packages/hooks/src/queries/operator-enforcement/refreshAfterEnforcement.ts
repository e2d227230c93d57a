import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queryKeys';

/**
 * After any enforcement write, everything it can reach refreshes: one decision touches several
 * screens (a report resolved with 이용 정지 changes the dealer, its reports and its reviews; a
 * suspension withdraws the dealer's bids from the requests), and the audit log gains its row.
 */
export function refreshAfterEnforcement(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.operator.enforcement.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.operator.market.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.operator.auditLog.all() }),
  ]);
}
