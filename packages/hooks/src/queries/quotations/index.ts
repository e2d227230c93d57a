// Data hooks of quotes: the quote check, quote detail, selection, closing, history, reports and reviews.
export { useSelectedHistory } from './useSelectedHistory';
export { usePendingHistory } from './usePendingHistory';
export { usePurchaseHistoryDetail } from './usePurchaseHistoryDetail';
export { estimationDetailQuery, useEstimationDetail } from './useEstimationDetail';
export { useQuotationMarketPrice } from './useQuotationMarketPrice';
export {
  quotationsAwaitingSelectionQuery,
  useQuotationsAwaitingSelection,
} from './useQuotationsAwaitingSelection';
export {
  estimationsByQuotationQuery,
  useEstimationsByQuotation,
} from './useEstimationsByQuotation';
export {
  useSelectEstimation,
  isAlreadySelectedError,
  type SelectEstimationInput,
} from './useSelectEstimation';
export { useCloseQuotation } from './useCloseQuotation';
export { useReportSeller, type ReportSellerInput } from './useReportSeller';
export { useSubmitProductReview, type SubmitProductReviewInput } from './useSubmitProductReview';
export { useReviewHistory, type ReviewHistorySort } from './useReviewHistory';
export { useQuotationEvents } from './useQuotationEvents';
export { useDealDocument } from './useDealDocument';
export { useSharedDealDocument } from './useSharedDealDocument';
export { useDealDocumentShare } from './useDealDocumentShare';
