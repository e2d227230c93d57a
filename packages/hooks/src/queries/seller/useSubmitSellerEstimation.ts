import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitSellerEstimation, type EstimationTerms } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { refreshAfterEstimationChange } from './refreshAfterEstimationChange';

/** Sends the dealer's quote for one quote request. */
export function useSubmitSellerEstimation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationId, terms }: { quotationId: number; terms: EstimationTerms }) =>
      client.call(submitSellerEstimation, { params: { id: quotationId }, body: terms }),
    onSuccess: (estimation) => refreshAfterEstimationChange(queryClient, estimation.quotationId),
  });
}
