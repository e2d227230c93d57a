import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize, listMarketRequests, type EndpointQuery } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** What the request browser looks for: a request number, or a buyer's number (whole or last 4). */
export type MarketRequestSearch = Omit<EndpointQuery<typeof listMarketRequests>, 'page' | 'size'>;

/**
 * One page of requests found by the server, latest first. While another page or search loads, the
 * rows on screen stay (`isPlaceholderData`), so the table does not jump.
 */
export function useMarketRequests(
  search: MarketRequestSearch,
  { page, size = defaultPageSize }: { page: number; size?: number },
) {
  const client = useApiClient();
  const query = { ...search, page, size };
  return useQuery({
    queryKey: queryKeys.operator.market.requests.page(query),
    queryFn: ({ signal }) => client.call(listMarketRequests, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
