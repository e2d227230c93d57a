import type { QuotationCheckItem } from '@quotemarket/contract';
import { useQuotationsAwaitingSelection, useUnreadMessages } from '@quotemarket/hooks';
import { useQuoteEventToasts } from './useQuoteEventToasts';
import { requestProductName } from './quotationRules';

/**
 * The quote check: the buyer's open requests ten at a time, their count, and dealers' quotes as
 * they arrive (every open request of the buyer's is on this list, so every new quote is news here).
 */
export function useQuotationCheckPage() {
  const list = useQuotationsAwaitingSelection();
  const unread = useUnreadMessages();
  const total = list.data?.pages[0]?.totalElements;

  const productOf = (quotationId: number) => {
    const item = list.items.find((request) => request.quotationId === quotationId);
    return item ? requestProductName(item.productDetails) : undefined;
  };
  useQuoteEventToasts({
    isRelevant: () => true,
    describe: (event) => productOf(event.quotationId),
  });

  const firstPageFailed = list.isError && !list.isFetchNextPageError;
  return {
    total,
    items: list.items as QuotationCheckItem[],
    /** The stores' messages on a request the buyer has not read. */
    unreadOf: unread.ofRequest,
    loading: list.isPending,
    failed: firstPageFailed,
    nextPageFailed: list.isFetchNextPageError,
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    retry: () => void (firstPageFailed ? list.refetch() : list.fetchNextPage()),
    /** A request's window closed while shown: the list drops it on the next answer. */
    refresh: () => void list.refetch(),
  };
}
