import { useQuery } from '@tanstack/react-query';
import { getBiddingProgress } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The buyer's unsent request for a product: its answers so far and the progress percent. */
export function useBiddingProgress(productId: number, { enabled = true } = {}) {
  const client = useApiClient();
  const query = { productId };
  return useQuery({
    queryKey: queryKeys.bidding.drafts.progress(query),
    queryFn: ({ signal }) => client.call(getBiddingProgress, { query, signal }),
    enabled,
  });
}
