import { useQuery } from '@tanstack/react-query';
import { getMarketDashboard } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The market's last 30 days, every figure worked out by the server. */
export function useMarketDashboard() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operator.market.dashboard(),
    queryFn: ({ signal }) => client.call(getMarketDashboard, { signal }),
  });
}
