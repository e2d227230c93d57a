import { listMyReports } from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';

/** 신고 내역: the buyer's reports with where each stands, newest first. */
export function useMyReports() {
  return usePagedList(listMyReports, {
    queryKey: queryKeys.users.reports(),
    paging: { page: 'page', size: 'size' },
  });
}
