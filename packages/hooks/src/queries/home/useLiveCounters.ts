import { queryOptions, useQuery } from '@tanstack/react-query';
import { countConnectedBuyers, countQuotesReceivedToday } from '@quotemarket/contract';
import type { ApiClient } from '../../api/createApiClient';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * How often the home's two counters refresh. "Connected" means active in the last five minutes, so
 * the numbers drift slowly: every 30 s looks alive on screen while costing the API two small reads
 * per open home per half minute. React Query pauses the polling while the tab is hidden.
 */
export const liveCounterInterval = 30_000;

/**
 * A count is as fresh as the polling keeps it, so a page that arrives with one (rendered by the
 * server a moment ago) shows it and asks again at the next poll, not once more while it is being
 * taken over.
 */
const liveCountStaleTime = liveCounterInterval;

/** What both counters' hooks add: only the number matters, and it is polled. */
const liveCount = {
  select: (answer: { count: number }) => answer.count,
  refetchInterval: liveCounterInterval,
};

/** The number of buyers connected right now (active in the last five minutes). */
export function connectedBuyersQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.home.connectedBuyers(),
    queryFn: ({ signal }) => client.call(countConnectedBuyers, { signal }),
    staleTime: liveCountStaleTime,
  });
}

/** The number of quote requests received today (Korean time), of one category or all. */
export function quotesReceivedTodayQuery(client: ApiClient, categoryId?: number) {
  return queryOptions({
    queryKey: queryKeys.home.quotesReceivedToday(categoryId),
    queryFn: ({ signal }) =>
      client.call(countQuotesReceivedToday, { query: { categoryId: categoryId ?? 0 }, signal }),
    staleTime: liveCountStaleTime,
  });
}

/** The number of buyers connected right now, kept live. */
export function useConnectedBuyers() {
  const client = useApiClient();
  return useQuery({ ...connectedBuyersQuery(client), ...liveCount });
}

/** The number of quote requests received today, of one category or all, kept live. */
export function useQuotesReceivedToday(categoryId?: number) {
  const client = useApiClient();
  return useQuery({ ...quotesReceivedTodayQuery(client, categoryId), ...liveCount });
}
