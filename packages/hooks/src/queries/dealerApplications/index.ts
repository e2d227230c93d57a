// 입점 신청: a store applies and follows its application; operators review and decide.
export { useRequestApplicantPhoneCode } from './useRequestApplicantPhoneCode';
export { useVerifyApplicantPhoneCode } from './useVerifyApplicantPhoneCode';
export {
  useSubmitDealerApplication,
  type DealerApplicationInput,
} from './useSubmitDealerApplication';
export { useDealerApplicationProgress } from './useDealerApplicationProgress';
export { useDealerPasswordLink } from './useDealerPasswordLink';
export { useSetDealerPassword } from './useSetDealerPassword';
export { useDealerApplications } from './useDealerApplications';
export { useDealerApplication } from './useDealerApplication';
export {
  useDecideDealerApplication,
  type DealerApplicationDecision,
} from './useDecideDealerApplication';
