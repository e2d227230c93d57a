import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  defaultPageSize,
  listDealerApplications,
  type DealerApplicationStatus,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * One page of the applications (operators), newest first, filtered and paged by the server. The
 * previous rows stay while the next page loads (`isPlaceholderData`), so the table does not jump.
 */
export function useDealerApplications({
  status,
  page,
  size = defaultPageSize,
}: {
  status?: DealerApplicationStatus | undefined;
  page: number;
  size?: number;
}) {
  const client = useApiClient();
  const query = { status, page, size };
  return useQuery({
    queryKey: queryKeys.operator.dealerApplications.page(query),
    queryFn: ({ signal }) => client.call(listDealerApplications, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
