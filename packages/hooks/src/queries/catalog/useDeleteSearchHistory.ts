import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteSearchHistory,
  type EndpointResponse,
  type listSearchHistory,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

type SearchHistoryPage = EndpointResponse<typeof listSearchHistory>;

/**
 * Deletes one search term. Its tag disappears as soon as the API confirms, then the history is
 * reloaded so an older term can take the freed place.
 */
export function useDeleteSearchHistory() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = queryKeys.catalog.searchHistory();
  return useMutation({
    mutationFn: (entryId: number) => client.call(deleteSearchHistory, { params: { id: entryId } }),
    onSuccess: ({ id }) => {
      queryClient.setQueryData<SearchHistoryPage>(
        queryKey,
        (page) =>
          page && {
            ...page,
            list: page.list.filter((entry) => entry.id !== id),
            totalElements: Math.max(0, page.totalElements - 1),
          },
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
