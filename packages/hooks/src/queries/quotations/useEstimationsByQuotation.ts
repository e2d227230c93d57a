import {
  defaultEstimationSort,
  listEstimationsByQuotation,
  type EstimationSort,
} from '@quotemarket/contract';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';
import { pagedListQuery, usePagedList } from '../usePagedList';

function listOptions(quotationId: number, sortOrder: EstimationSort) {
  const query = { quotationId, sortOrder };
  return {
    queryKey: queryKeys.quotations.estimations.list(query),
    paging: { page: 'page', size: 'size' } as const,
    query,
  };
}

/** One request's quote cards, for the hook and for the route that asks for them before rendering. */
export function estimationsByQuotationQuery(
  client: ApiClient,
  quotationId: number,
  sortOrder: EstimationSort = defaultEstimationSort,
) {
  return pagedListQuery(client, listEstimationsByQuotation, listOptions(quotationId, sortOrder));
}

/**
 * The dealers' quote cards of one open request, ten at a time, the cheapest over its contract first
 * unless another sort is asked for; `quotation` (name, deadline, count, the cheapest's saving) comes
 * with every page, so it is taken from the first.
 */
export function useEstimationsByQuotation(
  quotationId: number,
  sortOrder: EstimationSort = defaultEstimationSort,
) {
  const list = usePagedList(listEstimationsByQuotation, listOptions(quotationId, sortOrder));
  return { ...list, quotation: list.data?.pages[0]?.quotation };
}
