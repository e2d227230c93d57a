import { useQuery } from '@tanstack/react-query';
import { getAdminDealer } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** A dealer as the operators see it: profile, categories, bids and win rate, reviews, reports. */
export function useAdminDealer(dealerId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operator.enforcement.dealers.detail(dealerId),
    queryFn: ({ signal }) => client.call(getAdminDealer, { params: { id: dealerId }, signal }),
  });
}
