import {
  listReviewHistory,
  reviewHistoryPageSize,
  type reviewHistorySorts,
} from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';

export type ReviewHistorySort = (typeof reviewHistorySorts)[number];

/** The buyer's own reviews, newest or best rated first, five at a time. */
export function useReviewHistory(sortBy: ReviewHistorySort = 'createdAt') {
  const query = { sortBy };
  return usePagedList(listReviewHistory, {
    queryKey: queryKeys.quotations.reviewHistory.list(query),
    paging: { page: 'pageNo', size: 'pageSize' },
    query,
    pageSize: reviewHistoryPageSize,
  });
}
