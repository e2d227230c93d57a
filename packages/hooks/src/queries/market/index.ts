// The operator console's market pages: the dashboard, the request browser and the 1:1 문의 queue.
export { useMarketDashboard } from './useMarketDashboard';
export { useMarketRequests, type MarketRequestSearch } from './useMarketRequests';
export { useMarketRequest } from './useMarketRequest';
export { useRevealBuyerContact, type BuyerContactReveal } from './useRevealBuyerContact';
export { useCloseMarketRequest, type MarketRequestClosing } from './useCloseMarketRequest';
export { useOperatorInquiries } from './useOperatorInquiries';
export { useAnswerInquiry, type InquiryAnswer } from './useAnswerInquiry';
