import { listQuotationsAwaitingSelection } from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';

/** Quote check: the buyer's requests still taking quotes, newest first, ten at a time. */
export function useQuotationsAwaitingSelection() {
  return usePagedList(listQuotationsAwaitingSelection, {
    queryKey: queryKeys.quotations.awaitingSelection.list({}),
    paging: { page: 'pageNo', size: 'size' },
  });
}
