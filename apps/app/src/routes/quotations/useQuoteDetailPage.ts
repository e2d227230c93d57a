import { marketPriceComparison } from '@quotemarket/contract';
import {
  ApiError,
  useEstimationDetail,
  useQuotationMarketPrice,
  useUnreadMessages,
} from '@quotemarket/hooks';
import { useSelectionFlow } from './useSelectionFlow';

/** A dealer's quote in full, and the purchase request it can start. */
export function useQuoteDetailPage(estimationId: number) {
  const detail = useEstimationDetail(estimationId);
  const selection = useSelectionFlow();
  const quote = detail.data;
  const market = useQuotationMarketPrice(quote?.quotationId ?? 0, { enabled: Boolean(quote) });
  const marketPrice = market.data?.marketPrice;
  const unread = useUnreadMessages();
  return {
    detail,
    /** The messages from the quote's store the buyer has not read. */
    unread: unread.ofQuote(estimationId),
    /** The market price of deals like this request: no rows while too few, undefined until known. */
    marketPrices: market.data && (marketPrice ? [{ label: null, price: marketPrice }] : []),
    marketComparison:
      quote && marketPrice
        ? marketPriceComparison(quote.allInCost.total, marketPrice.medianAllInCost)
        : undefined,
    /** Withdrawn, or not the buyer's: the API answers 404. */
    notFound: detail.error instanceof ApiError && detail.error.status === 404,
    selection,
    select: () => {
      if (!quote?.isSelectable) return;
      selection.request({
        estimationId: quote.estimationId,
        quotationId: quote.quotationId,
        storeName: quote.seller.storeName,
      });
    },
  };
}
