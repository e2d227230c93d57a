import { defaultHistorySort, listSelectedHistory, type HistorySort } from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';

/** Selected history: the quotes the buyer asked to buy, ten at a time, in the chosen sort. */
export function useSelectedHistory(sortOrder: HistorySort = defaultHistorySort) {
  const query = { sortOrder };
  return usePagedList(listSelectedHistory, {
    queryKey: queryKeys.quotations.selectedHistory.list(query),
    paging: { page: 'page', size: 'size' },
    query,
  });
}
