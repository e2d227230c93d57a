import { useState } from 'react';
import { marketPriceComparison, type EstimationCard } from '@quotemarket/contract';
import {
  ApiError,
  useEstimationsByQuotation,
  useQuotationMarketPrice,
  useUnreadMessages,
} from '@quotemarket/hooks';
import { useQuoteEventToasts } from './useQuoteEventToasts';
import { isCheapest, savingText } from './quotationRules';
import { useSelectionFlow } from './useSelectionFlow';

/**
 * One open request with its dealers' quotes, cheapest over the contract first (the API's default
 * order). The countdown runs from the server's deadline; the request counts as closed when the
 * server says so or the countdown reaches zero. New quotes for this request arrive live.
 */
export function useQuotationInProgressPage(quotationId: number) {
  const list = useEstimationsByQuotation(quotationId);
  const { quotation } = list;
  // Asked once the request is known to be the buyer's: a gone one has no market to compare with.
  const marketPrice = useQuotationMarketPrice(quotationId, { enabled: quotation !== undefined })
    .data?.marketPrice;
  const selection = useSelectionFlow();
  const unread = useUnreadMessages();
  // The deadline the countdown reached zero for: a later answer with a new deadline reopens it.
  const [expiredDeadline, setExpiredDeadline] = useState<string | null>(null);

  useQuoteEventToasts({ isRelevant: (event) => event.quotationId === quotationId });

  const expired = quotation !== undefined && expiredDeadline === quotation.deadlineAt;
  const closed = quotation !== undefined && (!quotation.isOpen || expired);
  const items = list.items as EstimationCard[];
  const cheapestTotal = items[0]?.allInCost;
  const firstPageFailed = list.isError && !list.isFetchNextPageError;

  return {
    quotation,
    /** The request is not the buyer's, or no longer exists: back to the quote check. */
    notFound: firstPageFailed && list.error instanceof ApiError && list.error.status === 404,
    notFoundMessage: list.error instanceof ApiError ? list.error.message : undefined,
    loading: list.isPending,
    failed: firstPageFailed,
    items,
    /** The messages from a quote's store the buyer has not read. */
    unreadOf: unread.ofQuote,
    closed,
    saving: savingText(quotation?.cheapestSaving),
    // A quote withdrawn for its store can no longer be chosen, so it is never the one to take.
    isCheapest: (card: EstimationCard) =>
      !card.withdrawnForStore && isCheapest(card, cheapestTotal, quotation?.cheapestSaving),
    /** How a card's all-in cost stands against the market price; nothing while too few deals. */
    marketComparison: (card: EstimationCard) =>
      marketPrice && !card.withdrawnForStore
        ? marketPriceComparison(card.allInCost, marketPrice.medianAllInCost)
        : undefined,
    onExpire: () => {
      if (!quotation) return;
      setExpiredDeadline(quotation.deadlineAt);
      // The server decides: once it agrees, `isOpen` turns false for good.
      if (quotation.isOpen) void list.refetch();
    },
    nextPageFailed: list.isFetchNextPageError,
    hasNextPage: list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    retry: () => void (firstPageFailed ? list.refetch() : list.fetchNextPage()),
    selection,
  };
}

export type QuotationInProgressPageModel = ReturnType<typeof useQuotationInProgressPage>;
