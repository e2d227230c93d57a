import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkBiddingInProgress } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** Whether the buyer has an unsent request with answers for this product (resume or restart). */
export function useBiddingInProgress(productId: number, { enabled = true } = {}) {
  return useQuery({ ...biddingInProgressQuery(useApiClient(), productId), enabled });
}

/** The check's query, for the hook and for the wizard's route (`biddingWizardEntryQueries`). */
export function biddingInProgressQuery(client: ApiClient, productId: number) {
  const query = { productId };
  return queryOptions({
    queryKey: queryKeys.bidding.drafts.inProgress(query),
    queryFn: ({ signal }) => client.call(checkBiddingInProgress, { query, signal }),
  });
}
