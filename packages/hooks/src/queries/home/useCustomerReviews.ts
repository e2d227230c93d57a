import { useQuery } from '@tanstack/react-query';
import { listCustomerReviews } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { listPageSize } from '../infinitePages';
import { queryKeys } from '../queryKeys';

/**
 * The latest customer reviews of every store, for the home's review strip (page 1, size 10).
 * `enabled: false` holds the request back (a partner visitor's home has no such strip).
 */
export function useCustomerReviews({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    enabled,
    queryKey: queryKeys.home.customerReviews(),
    queryFn: ({ signal }) =>
      client.call(listCustomerReviews, { query: { pageNo: 1, pageSize: listPageSize }, signal }),
    select: (page) => page.list,
  });
}
