import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suspendDealer } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { refreshAfterEnforcement } from './refreshAfterEnforcement';

/**
 * Suspends a dealer with the reason the audit log keeps: its login and bidding stop at once and
 * its open bids are withdrawn.
 */
export function useSuspendDealer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealerId, reason }: { dealerId: number; reason: string }) =>
      client.call(suspendDealer, { params: { id: dealerId }, body: { reason } }),
    onSuccess: (dealer) => {
      queryClient.setQueryData(queryKeys.operator.enforcement.dealers.detail(dealer.id), dealer);
      return refreshAfterEnforcement(queryClient);
    },
  });
}
