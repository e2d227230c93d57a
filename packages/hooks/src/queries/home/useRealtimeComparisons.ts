import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRealtimeComparisons } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** The home's real-time strip shows the first five, as the spec's home does (page 1, size 5). */
export const realtimeComparisonCount = 5;

/**
 * The latest quote requests with their quotes, for the home's real-time comparison strip.
 * `enabled: false` holds the request back (a partner visitor's home has no such strip).
 */
export function useRealtimeComparisons({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...realtimeComparisonsQuery(useApiClient()),
    enabled,
    select: (page) => page.list,
  });
}

/** The strip's query (its whole first page), for the hook and for a route's early request. */
export function realtimeComparisonsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.home.realtimeComparisons(),
    queryFn: ({ signal }) =>
      client.call(listRealtimeComparisons, {
        query: { pageNo: 1, pageSize: realtimeComparisonCount },
        signal,
      }),
  });
}
