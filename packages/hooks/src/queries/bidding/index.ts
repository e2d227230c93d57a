// Data hooks of the quote-request wizard: questions, drafts (progress), saving and sending.
export { biddingQuestionsQuery, useBiddingQuestions } from './useBiddingQuestions';
export { useBiddingQuestionsByCategory } from './useBiddingQuestionsByCategory';
export { biddingProgressQuery, useBiddingProgress } from './useBiddingProgress';
export { biddingInProgressQuery, useBiddingInProgress } from './useBiddingInProgress';
export { useSaveBiddingResponse, type SaveBiddingResponseInput } from './useSaveBiddingResponse';
export { useEndBiddingRequest } from './useEndBiddingRequest';
export { useSubmitBiddingRequest } from './useSubmitBiddingRequest';
export { useUpdateBiddingNotificationPreference } from './useUpdateBiddingNotificationPreference';
export {
  internetBiddingProgressQuery,
  useInternetBiddingProgress,
} from './useInternetBiddingProgress';
export {
  internetBiddingInProgressQuery,
  useInternetBiddingInProgress,
} from './useInternetBiddingInProgress';
export {
  useSaveInternetBiddingResponse,
  type SaveInternetBiddingResponseInput,
} from './useSaveInternetBiddingResponse';
export { useFindInternetProduct } from './useFindInternetProduct';
export {
  useSubmitInternetBiddingRequest,
  type SubmitInternetBiddingRequestInput,
} from './useSubmitInternetBiddingRequest';
