import { listSellerInbox } from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';
import { sellerPaging } from './sellerSession';

export interface SellerInboxFilter {
  /** Only requests of this main category; all of the dealer's categories when left out. */
  categoryId?: number;
}

/** Quote requests waiting for the dealer's quote, newest first, ten at a time. */
export function useSellerInbox(filter: SellerInboxFilter = {}) {
  return usePagedList(listSellerInbox, {
    queryKey: queryKeys.seller.inbox.list(filter),
    paging: sellerPaging,
    query: filter,
  });
}
