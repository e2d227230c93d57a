import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSellerEstimation, type EstimationTerms } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { refreshAfterEstimationChange } from './refreshAfterEstimationChange';

/** Replaces the terms of a quote the dealer already sent. */
export function useUpdateSellerEstimation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ estimationId, terms }: { estimationId: number; terms: EstimationTerms }) =>
      client.call(updateSellerEstimation, { params: { id: estimationId }, body: terms }),
    onSuccess: (estimation) => refreshAfterEstimationChange(queryClient, estimation.quotationId),
  });
}
