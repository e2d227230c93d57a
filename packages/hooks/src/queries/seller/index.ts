// The dealer side: sign-in, the quote-request inbox, sending quotes, won deals and reviews.
export { sellerIdOfToken, sellerTokenKey } from './sellerSession';
export { useSellerLogin, type SellerCredentials } from './useSellerLogin';
export { useSellerLogout } from './useSellerLogout';
export { sellerProfileQuery, useSellerProfile } from './useSellerProfile';
export { sellerInboxQuery, useSellerInbox, type SellerInboxFilter } from './useSellerInbox';
export { useSellerQuotation } from './useSellerQuotation';
export { useSubmitSellerEstimation } from './useSubmitSellerEstimation';
export { useUpdateSellerEstimation } from './useUpdateSellerEstimation';
export { useWithdrawSellerEstimation } from './useWithdrawSellerEstimation';
export { useSellerEstimations, type SellerEstimationsFilter } from './useSellerEstimations';
export { useSellerDeals } from './useSellerDeals';
export { useSellerDealDocument } from './useSellerDealDocument';
export { useSellerReviews } from './useSellerReviews';
export { useIsSellerLoggedIn } from './useIsSellerLoggedIn';
export {
  useSellerInboxEvents,
  type SellerInboxEventsOptions,
  type SellerInboxEventsState,
} from './useSellerInboxEvents';
export { useReplyToSellerReview, type SellerReviewReplyInput } from './useReplyToSellerReview';
export { useSellerDemoAccounts } from './useSellerDemoAccounts';
export { sellerWarningsQuery, useSellerWarnings } from './useSellerWarnings';
export { useAcknowledgeSellerWarning } from './useAcknowledgeSellerWarning';
export { useRequestReviewCheck, type ReviewCheckRequest } from './useRequestReviewCheck';
export { sellerConversationQuery, useSellerConversation } from './useSellerConversation';
export { useMarkSellerConversationRead } from './useMarkSellerConversationRead';
export { sellerUnreadMessagesQuery, useSellerUnreadMessages } from './useSellerUnreadMessages';
