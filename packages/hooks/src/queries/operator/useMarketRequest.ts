import { useQuery } from '@tanstack/react-query';
import { getMarketRequest } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** One request with its bids, selection, consents and timeline; the buyer's number masked. */
export function useMarketRequest(quotationId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operator.market.request(quotationId),
    queryFn: ({ signal }) => client.call(getMarketRequest, { params: { id: quotationId }, signal }),
  });
}
