import { useQuery } from '@tanstack/react-query';
import { listCustomerReviews } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { listPageSize } from '../infinitePages';
import { queryKeys } from '../queryKeys';

/** The latest customer reviews of every store, for the home's review strip (page 1, size 10). */
export function useCustomerReviews() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.home.customerReviews(),
    queryFn: ({ signal }) =>
      client.call(listCustomerReviews, { query: { pageNo: 1, pageSize: listPageSize }, signal }),
    select: (page) => page.list,
  });
}
