import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queryKeys';

/** Saving, ending or sending a request changes its progress and whether one is in progress. */
export function invalidateDrafts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.bidding.drafts.all() });
}

/** A sent request leaves the drafts and starts taking quotes: it joins both request lists. */
export function invalidateAfterSubmission(queryClient: QueryClient) {
  return Promise.all([
    invalidateDrafts(queryClient),
    queryClient.invalidateQueries({ queryKey: queryKeys.quotations.awaitingSelection.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.quotations.pendingHistory.all() }),
  ]);
}
