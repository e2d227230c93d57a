import {
  defaultEstimationSort,
  listEstimationsByQuotation,
  type EstimationSort,
} from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';

/**
 * The dealers' quote cards of one open request, ten at a time, the cheapest over its contract first
 * unless another sort is asked for; `quotation` (name, deadline, count, the cheapest's saving) comes
 * with every page, so it is taken from the first.
 */
export function useEstimationsByQuotation(
  quotationId: number,
  sortOrder: EstimationSort = defaultEstimationSort,
) {
  const query = { quotationId, sortOrder };
  const list = usePagedList(listEstimationsByQuotation, {
    queryKey: queryKeys.quotations.estimations.list(query),
    paging: { page: 'page', size: 'size' },
    query,
  });
  return { ...list, quotation: list.data?.pages[0]?.quotation };
}
