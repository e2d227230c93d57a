import { useQuery } from '@tanstack/react-query';
import { checkInternetBiddingInProgress } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** Whether the buyer has an unsent internet request with answers (resume or restart). */
export function useInternetBiddingInProgress({ enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.bidding.drafts.internetInProgress(),
    queryFn: ({ signal }) => client.call(checkInternetBiddingInProgress, { signal }),
    enabled,
  });
}
