import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultPageSize, listReviewChecks, type ReviewCheckStatus } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** One page of the reviews dealers asked to have checked, by status, paged by the server. */
export function useReviewChecks(
  status: ReviewCheckStatus | undefined,
  { page, size = defaultPageSize }: { page: number; size?: number },
) {
  const client = useApiClient();
  const query = { ...(status ? { status } : {}), page, size };
  return useQuery({
    queryKey: queryKeys.operator.enforcement.reviewChecks.page(query),
    queryFn: ({ signal }) => client.call(listReviewChecks, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
