import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEstimationDetail } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** One dealer's quote in full, as the quote detail screen shows it. */
export function useEstimationDetail(estimationId: number, { enabled = true } = {}) {
  return useQuery({ ...estimationDetailQuery(useApiClient(), estimationId), enabled });
}

/** One quote's query, for the hook and for the route that asks for it before rendering. */
export function estimationDetailQuery(client: ApiClient, estimationId: number) {
  return queryOptions({
    queryKey: queryKeys.quotations.estimationDetail(estimationId),
    queryFn: ({ signal }) =>
      client.call(getEstimationDetail, { params: { id: estimationId }, signal }),
  });
}
