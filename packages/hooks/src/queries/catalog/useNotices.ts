import { listNotices } from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';

/** The notices, must-read ones first, as an infinite list ten at a time. */
export function useNotices() {
  return usePagedList(listNotices, {
    queryKey: queryKeys.catalog.notices.list({}),
    paging: { page: 'pageNo', size: 'pageSize' },
  });
}
