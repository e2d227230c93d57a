// The operator side: the console's two-step sign-in, enrolment, audit log, accounts and the market.
export { operatorSessionEndedKey, operatorTokenKey } from './operatorSession';
export { useIsOperatorLoggedIn } from './useIsOperatorLoggedIn';
export { useOperatorLogin, type OperatorCredentials } from './useOperatorLogin';
export { useOperatorSecondFactor, type OperatorSecondFactor } from './useOperatorSecondFactor';
export { useOperatorMe } from './useOperatorMe';
export { useOperatorLogout } from './useOperatorLogout';
export { useOperatorDemoAccounts } from './useOperatorDemoAccounts';
export { useOperatorEnrolment } from './useOperatorEnrolment';
export {
  useCompleteOperatorEnrolment,
  type OperatorEnrolmentInput,
} from './useCompleteOperatorEnrolment';
export { useAuditLog, type AuditLogFilter, type AuditLogPage } from './useAuditLog';
export { useAuditOperators } from './useAuditOperators';
export { useOperators, type OperatorsOptions } from './useOperators';
export { useInviteOperator, type OperatorInvitation } from './useInviteOperator';
export { useUpdateOperator, type OperatorUpdate } from './useUpdateOperator';
export { useReissueOperatorEnrolment } from './useReissueOperatorEnrolment';
export { useMarketDashboard } from './useMarketDashboard';
export { useMarketRequests, type MarketRequestSearch } from './useMarketRequests';
export { useMarketRequest } from './useMarketRequest';
export { useRevealBuyerContact, type BuyerContactReveal } from './useRevealBuyerContact';
export { useCloseMarketRequest, type MarketRequestClosing } from './useCloseMarketRequest';
export { useOperatorInquiries } from './useOperatorInquiries';
export { useAnswerInquiry, type InquiryAnswer } from './useAnswerInquiry';
