import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  maxSearchHistory,
  recordSearchHistory,
  type EndpointResponse,
  type listSearchHistory,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

type SearchHistoryPage = EndpointResponse<typeof listSearchHistory>;

/**
 * Saves a search term to the buyer's history (its own POST: reading the product list writes
 * nothing). The saved term moves to the front of the tags at once, as the server keeps it, then
 * the history is reloaded.
 */
export function useRecordSearch() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.catalog.searchHistory();
  return useMutation({
    mutationFn: (searchValue: string) =>
      client.call(recordSearchHistory, { body: { searchValue } }),
    onSuccess: (entry) => {
      queryClient.setQueryData<SearchHistoryPage>(queryKey, (page) => {
        if (!page) return page;
        const others = page.list.filter((listed) => listed.searchValue !== entry.searchValue);
        const list = [entry, ...others].slice(0, maxSearchHistory);
        return { ...page, list, totalElements: list.length };
      });
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
