import { useQuery } from '@tanstack/react-query';
import { countConnectedBuyers, countQuotesReceivedToday } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * How often the home's two counters refresh. "Connected" means active in the last five minutes, so
 * the numbers drift slowly: every 30 s looks alive on screen while costing the API two small reads
 * per open home per half minute. React Query pauses the polling while the tab is hidden.
 */
export const liveCounterInterval = 30_000;

/** What both counters share: only the number matters, and it is polled. */
const liveCount = {
  select: (answer: { count: number }) => answer.count,
  refetchInterval: liveCounterInterval,
  staleTime: 0,
};

/** The number of buyers connected right now (active in the last five minutes), kept live. */
export function useConnectedBuyers() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.home.connectedBuyers(),
    queryFn: ({ signal }) => client.call(countConnectedBuyers, { signal }),
    ...liveCount,
  });
}

/** The number of quote requests received today (Korean time), of one category or all, kept live. */
export function useQuotesReceivedToday(categoryId?: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.home.quotesReceivedToday(categoryId),
    queryFn: ({ signal }) =>
      client.call(countQuotesReceivedToday, { query: { categoryId: categoryId ?? 0 }, signal }),
    ...liveCount,
  });
}
