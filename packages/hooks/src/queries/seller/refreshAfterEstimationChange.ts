import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queryKeys';

/**
 * What a sent, edited or withdrawn quote changes on the dealer's screens: the inbox (its "my quote"
 * marks and counts), the quote request itself, and the dealer's list of sent quotes.
 */
export function refreshAfterEstimationChange(queryClient: QueryClient, quotationId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.seller.inbox.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.seller.quotation(quotationId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.seller.estimations.all() }),
  ]);
}
