import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  defaultPageSize,
  listMarketRequests,
  marketRequestSorting,
  type EndpointQuery,
  type ListOrder,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

type RequestsQuery = EndpointQuery<typeof listMarketRequests>;

/** What the request browser looks for: a request number, or a buyer's number (whole or last 4). */
export type MarketRequestSearch = Omit<RequestsQuery, 'page' | 'size' | 'sort' | 'order'>;

/**
 * One page of requests found and ordered by the server (latest first unless asked otherwise).
 * While another page, search or order loads, the rows on screen stay (`isPlaceholderData`), so the
 * table does not jump.
 */
export function useMarketRequests(
  search: MarketRequestSearch,
  {
    page,
    size = defaultPageSize,
    order = marketRequestSorting.fallback,
  }: { page: number; size?: number; order?: ListOrder<RequestsQuery['sort']> },
) {
  const client = useApiClient();
  const query = { ...search, ...order, page, size };
  return useQuery({
    queryKey: queryKeys.operator.market.requests.page(query),
    queryFn: ({ signal }) => client.call(listMarketRequests, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
