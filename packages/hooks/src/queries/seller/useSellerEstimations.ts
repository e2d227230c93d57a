import { listSellerEstimations, type EstimationOutcome } from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';
import { sellerPaging } from './sellerSession';

export interface SellerEstimationsFilter {
  /** Only quotes that ended this way; every quote when left out. */
  outcome?: EstimationOutcome;
}

/** The quotes the dealer sent, newest first, ten at a time. */
export function useSellerEstimations(filter: SellerEstimationsFilter = {}) {
  return usePagedList(listSellerEstimations, {
    queryKey: queryKeys.seller.estimations.list(filter),
    paging: sellerPaging,
    query: filter,
  });
}
