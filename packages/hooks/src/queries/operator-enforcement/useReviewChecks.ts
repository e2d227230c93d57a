import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  defaultPageSize,
  listReviewChecks,
  reviewCheckSorting,
  type EndpointQuery,
  type ListOrder,
  type ReviewCheckStatus,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * One page of the reviews dealers asked to have checked, by status, ordered (oldest request first
 * unless asked otherwise) and paged by the server.
 */
export function useReviewChecks(
  status: ReviewCheckStatus | undefined,
  {
    page,
    size = defaultPageSize,
    order = reviewCheckSorting.fallback,
  }: {
    page: number;
    size?: number;
    order?: ListOrder<EndpointQuery<typeof listReviewChecks>['sort']>;
  },
) {
  const client = useApiClient();
  const query = { ...(status ? { status } : {}), ...order, page, size };
  return useQuery({
    queryKey: queryKeys.operator.enforcement.reviewChecks.page(query),
    queryFn: ({ signal }) => client.call(listReviewChecks, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
