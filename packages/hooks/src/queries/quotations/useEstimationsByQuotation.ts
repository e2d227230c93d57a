import { listEstimationsByQuotation, type HistorySort } from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';

/**
 * The dealers' quote cards of one open request, ten at a time; `quotation` (name, deadline, count)
 * comes with every page, so it is taken from the first.
 */
export function useEstimationsByQuotation(quotationId: number, sortOrder: HistorySort = 'latest') {
  const query = { quotationId, sortOrder };
  const list = usePagedList(listEstimationsByQuotation, {
    queryKey: queryKeys.quotations.estimations.list(query),
    paging: { page: 'page', size: 'size' },
    query,
  });
  return { ...list, quotation: list.data?.pages[0]?.quotation };
}
