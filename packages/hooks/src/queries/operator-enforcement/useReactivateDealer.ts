import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reactivateDealer } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { refreshAfterEnforcement } from './refreshAfterEnforcement';

/**
 * Lifts a dealer's suspension with the reason the audit log keeps (withdrawn bids stay withdrawn).
 */
export function useReactivateDealer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealerId, reason }: { dealerId: number; reason: string }) =>
      client.call(reactivateDealer, { params: { id: dealerId }, body: { reason } }),
    onSuccess: (dealer) => {
      queryClient.setQueryData(queryKeys.operator.enforcement.dealers.detail(dealer.id), dealer);
      return refreshAfterEnforcement(queryClient);
    },
  });
}
