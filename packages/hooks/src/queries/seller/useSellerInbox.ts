import { listSellerInbox } from '@quotemarket/contract';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';
import { pagedListQuery, usePagedList } from '../usePagedList';
import { sellerPaging } from './sellerSession';

export interface SellerInboxFilter {
  /** Only requests of this main category; all of the dealer's categories when left out. */
  categoryId?: number;
}

const listOptions = (filter: SellerInboxFilter) => ({
  queryKey: queryKeys.seller.inbox.list(filter),
  paging: sellerPaging,
  query: filter,
});

/** The inbox's list query, for the hook and for the server's render of the inbox. */
export function sellerInboxQuery(client: ApiClient, filter: SellerInboxFilter = {}) {
  return pagedListQuery(client, listSellerInbox, listOptions(filter));
}

/** Quote requests waiting for the dealer's quote, newest first, ten at a time. */
export function useSellerInbox(filter: SellerInboxFilter = {}) {
  return usePagedList(listSellerInbox, listOptions(filter));
}
