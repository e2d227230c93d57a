import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideReviewCheck, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { refreshAfterEnforcement } from './refreshAfterEnforcement';

/** 유지 or 가림, with the operator's note. */
export type ReviewCheckDecision = EndpointBody<typeof decideReviewCheck>;

/** Decides a review check: a kept review stays public, a hidden one leaves the store page. */
export function useDecideReviewCheck() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkId, decision }: { checkId: number; decision: ReviewCheckDecision }) =>
      client.call(decideReviewCheck, { params: { id: checkId }, body: decision }),
    onSuccess: () => refreshAfterEnforcement(queryClient),
  });
}
