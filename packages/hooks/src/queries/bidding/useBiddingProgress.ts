import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBiddingProgress } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** The buyer's unsent request for a product: its answers so far and the progress percent. */
export function useBiddingProgress(productId: number, { enabled = true } = {}) {
  return useQuery({ ...biddingProgressQuery(useApiClient(), productId), enabled });
}

/** The draft's query, for the hook and for the wizard's route (`biddingWizardEntryQueries`). */
export function biddingProgressQuery(client: ApiClient, productId: number) {
  const query = { productId };
  return queryOptions({
    queryKey: queryKeys.bidding.drafts.progress(query),
    queryFn: ({ signal }) => client.call(getBiddingProgress, { query, signal }),
  });
}
