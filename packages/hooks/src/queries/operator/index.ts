// The operator side: the operator console's two-step sign-in, enrolment, audit log and accounts.
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
export { useOperators, type OperatorsOptions } from './useOperators';
export { useInviteOperator, type OperatorInvitation } from './useInviteOperator';
export { useUpdateOperator, type OperatorUpdate } from './useUpdateOperator';
export { useReissueOperatorEnrolment } from './useReissueOperatorEnrolment';
