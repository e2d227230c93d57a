import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawSellerEstimation } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { refreshAfterEstimationChange } from './refreshAfterEstimationChange';

/** Takes back a quote the dealer sent; a withdrawn quote cannot be sent again. */
export function useWithdrawSellerEstimation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (estimationId: number) =>
      client.call(withdrawSellerEstimation, { params: { id: estimationId } }),
    onSuccess: (estimation) => refreshAfterEstimationChange(queryClient, estimation.quotationId),
  });
}
