import { useMutation } from '@tanstack/react-query';
import { requestReviewCheck } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';

export interface ReviewCheckRequest {
  ratingId: number;
  reason: string;
}

/**
 * Asks the operators to check one of the store's reviews. Nothing on screen changes: the review
 * stays public until an operator decides, so no cached list is touched.
 */
export function useRequestReviewCheck() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ ratingId, reason }: ReviewCheckRequest) =>
      client.call(requestReviewCheck, { params: { id: ratingId }, body: { reason } }),
  });
}
