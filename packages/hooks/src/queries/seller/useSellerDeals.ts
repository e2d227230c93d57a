import { listSellerDeals } from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';
import { sellerPaging } from './sellerSession';

/** Deals the dealer won (the buyer chose their quote), with the buyer's contact, ten at a time. */
export function useSellerDeals() {
  return usePagedList(listSellerDeals, {
    queryKey: queryKeys.seller.deals({}),
    paging: sellerPaging,
  });
}
