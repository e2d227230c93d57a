import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCustomerReviews } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { listPageSize } from '../infinitePages';
import { queryKeys } from '../queryKeys';

/**
 * The latest customer reviews of every store, for the home's review strip (page 1, size 10).
 * `enabled: false` holds the request back (a partner visitor's home has no such strip).
 */
export function useCustomerReviews({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...customerReviewsQuery(useApiClient()),
    enabled,
    select: (page) => page.list,
  });
}

/** The strip's query (its whole first page), for the hook and for a route's early request. */
export function customerReviewsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.home.customerReviews(),
    queryFn: ({ signal }) =>
      client.call(listCustomerReviews, { query: { pageNo: 1, pageSize: listPageSize }, signal }),
  });
}
