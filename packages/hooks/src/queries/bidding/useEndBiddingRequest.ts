import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endBiddingRequest } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { invalidateDrafts } from './draftInvalidation';

/** Deletes an unsent request and all its answers ("start over"); takes the quotation id. */
export function useEndBiddingRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quotationId: number) => client.call(endBiddingRequest, { body: { quotationId } }),
    onSuccess: () => invalidateDrafts(queryClient),
  });
}
