import { useQuery } from '@tanstack/react-query';
import { listSearchHistory, maxSearchHistory } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { useIsLoggedIn } from '../../auth/useIsLoggedIn';
import { queryKeys } from '../queryKeys';

/** The buyer's recent search terms (at most ten) for the sort sheet's tags; only when logged in. */
export function useSearchHistory() {
  const client = useApiClient();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryKeys.catalog.searchHistory(),
    queryFn: ({ signal }) =>
      client.call(listSearchHistory, {
        query: { pageNo: 1, pageSize: maxSearchHistory },
        signal,
      }),
    enabled: isLoggedIn,
    select: (page) => page.list,
  });
}
