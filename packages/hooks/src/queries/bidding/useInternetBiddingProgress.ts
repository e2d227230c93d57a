import { useQuery } from '@tanstack/react-query';
import { getInternetBiddingProgress } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The buyer's unsent internet request: its answers so far and the progress percent. */
export function useInternetBiddingProgress({ enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.bidding.drafts.internetProgress(),
    queryFn: ({ signal }) => client.call(getInternetBiddingProgress, { signal }),
    enabled,
  });
}
