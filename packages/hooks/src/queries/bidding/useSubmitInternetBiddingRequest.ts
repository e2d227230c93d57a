import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  categoryRouteNames,
  mainCategoryIds,
  submitInternetBiddingRequest,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { invalidateAfterSubmission } from './draftInvalidation';

export interface SubmitInternetBiddingRequestInput {
  quotationId: number;
  /** The product the answers resolved to (`useFindInternetProduct`). */
  productId: number;
}

/** Sends a finished internet request; it then takes quotes for 48 hours. */
export function useSubmitInternetBiddingRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationId, productId }: SubmitInternetBiddingRequestInput) =>
      client.call(submitInternetBiddingRequest, {
        body: {
          quotationId,
          productId,
          productOptionValueIds: null,
          categoryName: categoryRouteNames[mainCategoryIds.internet],
        },
      }),
    onSuccess: () => invalidateAfterSubmission(queryClient),
  });
}
