import { useQuery } from '@tanstack/react-query';
import { getEstimationDetail } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** One dealer's quote in full, as the quote detail screen shows it. */
export function useEstimationDetail(estimationId: number, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.quotations.estimationDetail(estimationId),
    queryFn: ({ signal }) =>
      client.call(getEstimationDetail, { params: { id: estimationId }, signal }),
    enabled,
  });
}
