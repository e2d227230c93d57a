import { ApiError, useEstimationDetail } from '@quotemarket/hooks';
import { useSelectionFlow } from './useSelectionFlow';

/** A dealer's quote in full, and the purchase request it can start. */
export function useQuoteDetailPage(estimationId: number) {
  const detail = useEstimationDetail(estimationId);
  const selection = useSelectionFlow();
  const quote = detail.data;
  return {
    detail,
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
