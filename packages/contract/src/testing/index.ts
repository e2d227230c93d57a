// `@quotemarket/contract/testing`: answers typed by the contract, for tests and stories of any
// package or app. Plain data (no test runner, no mock server), so a fixture that drifts from a
// schema is a type error here first. Each builder takes what a test changes as `overrides`.
export { listPage, numbered } from './lists';
export { biddingProgress, phoneBiddingQuestions } from './bidding';
export {
  bestSeller,
  customerReview,
  inputAttribute,
  mainCategories,
  mainCategory,
  optionAttribute,
  productDetail,
  productListItem,
  realtimeComparison,
} from './catalog';
export { marketPrice, productMarketPrices } from './market-price';
export {
  estimationCard,
  estimationDetail,
  historyDetail,
  historyItem,
  pendingItem,
  quotationCheckItem,
  requestCreatedAt,
  requestDeadline,
  myReport,
  reviewHistoryItem,
  whileBidding,
} from './quotes';
export {
  phoneEstimationTerms,
  sellerAccount,
  sellerDeal,
  sellerEstimation,
  sellerEstimationListItem,
  sellerProfile,
  sellerQuotation,
  sellerQuotationDetail,
  sellerReview,
  sellerWarning,
} from './dealer';
export { laterMoneyPhrasings } from './later-money';
export { buyerProfile } from './users';
export { companyInfo } from './company';
export {
  adminCategoryTree,
  adminNotice,
  adminProduct,
  adminProductListItem,
} from './operator-catalogue';
export {
  dealerApplicationDetail,
  dealerApplicationListItem,
  dealerApplicationProgress,
} from './dealer-applications';
export {
  marketDashboard,
  marketRequestDetail,
  marketRequestListItem,
  operatorInquiry,
} from './market';
export {
  auditEntry,
  operatorAccount,
  operatorDemoAccounts,
  operatorEnrolment,
  operatorEnrolmentLink,
  operatorListItem,
  operatorRecoveryCodes,
  operatorSession,
} from './operator';
export {
  adminDealerDetail,
  adminDealerSummary,
  adminReportDetail,
  adminReportSummary,
  adminReview,
  reviewCheck,
} from './enforcement';
export { buyerDealDocument, dealDocument, dealDocumentContent } from './deal-documents';
export {
  buyerConversation,
  buyerConversationMessage,
  buyerUnreadMessages,
  conversation,
  conversationMessage,
  dealerUnreadMessages,
  messageReadReceipt,
} from './messages';
