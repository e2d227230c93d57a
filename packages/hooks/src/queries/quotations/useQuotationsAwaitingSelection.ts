import { listQuotationsAwaitingSelection } from '@quotemarket/contract';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';
import { pagedListQuery, usePagedList } from '../usePagedList';

const listOptions = {
  queryKey: queryKeys.quotations.awaitingSelection.list({}),
  paging: { page: 'pageNo', size: 'size' },
} as const;

/** The quote check's list query, for the hook and for the route that asks for it before rendering. */
export function quotationsAwaitingSelectionQuery(client: ApiClient) {
  return pagedListQuery(client, listQuotationsAwaitingSelection, listOptions);
}

/** Quote check: the buyer's requests still taking quotes, newest first, ten at a time. */
export function useQuotationsAwaitingSelection() {
  return usePagedList(listQuotationsAwaitingSelection, listOptions);
}
