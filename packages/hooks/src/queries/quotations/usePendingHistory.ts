import { defaultHistorySort, listPendingHistory, type HistorySort } from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';

/** Not-selected history: requests still open or ended without a selection, ten at a time. */
export function usePendingHistory(sortOrder: HistorySort = defaultHistorySort) {
  const query = { sortOrder };
  return usePagedList(listPendingHistory, {
    queryKey: queryKeys.quotations.pendingHistory.list(query),
    paging: { page: 'page', size: 'size' },
    query,
  });
}
