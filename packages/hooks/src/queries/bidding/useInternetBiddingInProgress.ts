import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInternetBiddingInProgress } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** Whether the buyer has an unsent internet request with answers (resume or restart). */
export function useInternetBiddingInProgress({ enabled = true } = {}) {
  return useQuery({ ...internetBiddingInProgressQuery(useApiClient()), enabled });
}

/** The check's query, for the hook and for the wizard's route (`biddingWizardEntryQueries`). */
export function internetBiddingInProgressQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.bidding.drafts.internetInProgress(),
    queryFn: ({ signal }) => client.call(checkInternetBiddingInProgress, { signal }),
  });
}
