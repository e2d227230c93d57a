import { useQuery } from '@tanstack/react-query';
import { checkBiddingInProgress } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** Whether the buyer has an unsent request with answers for this product (resume or restart). */
export function useBiddingInProgress(productId: number, { enabled = true } = {}) {
  const client = useApiClient();
  const query = { productId };
  return useQuery({
    queryKey: queryKeys.bidding.drafts.inProgress(query),
    queryFn: ({ signal }) => client.call(checkBiddingInProgress, { query, signal }),
    enabled,
  });
}
