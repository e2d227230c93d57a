import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revealBuyerContact } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

export interface BuyerContactReveal {
  quotationId: number;
  /** 열람 사유: kept with the audit row. */
  reason: string;
}

/**
 * Opens a buyer's full number with a reason. The number lives only in this mutation's answer,
 * never in the query cache, so it is gone when the page that asked for it is.
 */
export function useRevealBuyerContact() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationId, reason }: BuyerContactReveal) =>
      client.call(revealBuyerContact, { params: { id: quotationId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.auditLog.all() }),
  });
}
