import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitProductReview, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

export type SubmitProductReviewInput = EndpointBody<typeof submitProductReview> & {
  /** The selected request reviewed: its detail then says it has a review. */
  quotationId: number;
};

/** Reviews the dealer of a selected request; check the form with `reviewProblem` first. */
export function useSubmitProductReview() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationId: _reviewed, ...body }: SubmitProductReviewInput) =>
      client.call(submitProductReview, { body }),
    onSuccess: (_result, { quotationId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.quotations.reviewHistory.all() }),
        queryClient.invalidateQueries({
          queryKey: queryKeys.quotations.purchaseDetail(quotationId),
        }),
      ]),
  });
}
