import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queryKeys';

/**
 * After a write to a product, notice or FAQ entry: its lists show the change, and the console's audit log
 * gains the row the write left. The buyer app's own queries are
 * another app's and refresh from the API, which dropped its kept answers at the write.
 */
export function refreshAfterCatalogueChange(
  queryClient: QueryClient,
  what: 'products' | 'notices' | 'faqs',
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.operatorCatalogue[what].all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.operator.auditLog.all() }),
  ]);
}
