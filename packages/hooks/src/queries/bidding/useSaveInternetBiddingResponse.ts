import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveInternetBiddingResponses, type BiddingResponseInput } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { invalidateDrafts } from './draftInvalidation';

export interface SaveInternetBiddingResponseInput {
  /** Null for the first answer: the server then opens the request. */
  quotationId: number | null;
  response: BiddingResponseInput;
}

/** Saves one internet wizard answer as soon as it is given; answers with the new progress. */
export function useSaveInternetBiddingResponse() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationId, response }: SaveInternetBiddingResponseInput) =>
      client.call(saveInternetBiddingResponses, {
        body: { quotationId, responses: [response] },
      }),
    onSuccess: () => invalidateDrafts(queryClient),
  });
}
