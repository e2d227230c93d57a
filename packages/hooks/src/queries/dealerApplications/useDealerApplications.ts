import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  dealerApplicationSorting,
  defaultPageSize,
  listDealerApplications,
  type DealerApplicationStatus,
  type EndpointQuery,
  type ListOrder,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * One page of the applications (operators), filtered, ordered (newest first unless asked
 * otherwise) and paged by the server. The previous rows stay while the next page or order loads
 * (`isPlaceholderData`), so the table does not jump.
 */
export function useDealerApplications({
  status,
  page,
  size = defaultPageSize,
  order = dealerApplicationSorting.fallback,
}: {
  status?: DealerApplicationStatus | undefined;
  page: number;
  size?: number;
  order?: ListOrder<EndpointQuery<typeof listDealerApplications>['sort']>;
}) {
  const client = useApiClient();
  const query = { status, ...order, page, size };
  return useQuery({
    queryKey: queryKeys.operator.dealerApplications.page(query),
    queryFn: ({ signal }) => client.call(listDealerApplications, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
