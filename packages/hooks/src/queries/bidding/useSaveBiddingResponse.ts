import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveBiddingResponses, type BiddingResponseInput } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { invalidateDrafts } from './draftInvalidation';

export interface SaveBiddingResponseInput {
  /** Null for the first answer: the server then opens the request. */
  quotationId: number | null;
  productId: number;
  response: BiddingResponseInput;
}

/** Saves one wizard answer as soon as it is given; answers with the new progress. */
export function useSaveBiddingResponse() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationId, productId, response }: SaveBiddingResponseInput) =>
      client.call(saveBiddingResponses, {
        body: { quotationId, productId, responses: [response] },
      }),
    onSuccess: () => invalidateDrafts(queryClient),
  });
}
