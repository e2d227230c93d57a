import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInternetBiddingProgress } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** The buyer's unsent internet request: its answers so far and the progress percent. */
export function useInternetBiddingProgress({ enabled = true } = {}) {
  return useQuery({ ...internetBiddingProgressQuery(useApiClient()), enabled });
}

/** The draft's query, for the hook and for the wizard's route (`biddingWizardEntryQueries`). */
export function internetBiddingProgressQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.bidding.drafts.internetProgress(),
    queryFn: ({ signal }) => client.call(getInternetBiddingProgress, { signal }),
  });
}
