import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitBiddingRequest, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { invalidateAfterSubmission } from './draftInvalidation';

/** Sends a finished product request; it then takes quotes for 48 hours. */
export function useSubmitBiddingRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof submitBiddingRequest>) =>
      client.call(submitBiddingRequest, { body }),
    onSuccess: () => invalidateAfterSubmission(queryClient),
  });
}
