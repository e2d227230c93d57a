import { useQuery } from '@tanstack/react-query';
import { getDealerApplicationProgress } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** Where the application stands (접수 → 승인 / 반려 with the reason), by its private link's token. */
export function useDealerApplicationProgress(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.dealerApplications.progress(token),
    queryFn: ({ signal }) =>
      client.call(getDealerApplicationProgress, { query: { token }, signal }),
    enabled: token !== '',
  });
}
