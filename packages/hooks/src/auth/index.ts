export { useIsLoggedIn } from './useIsLoggedIn';
export { useLogin, type LoginEndpoint } from './useLogin';
export { useLogout } from './useLogout';
export { useRegisterDevice } from './useRegisterDevice';
export { usePhoneVerificationStatus } from './usePhoneVerificationStatus';
export { useRequestPhoneVerification } from './useRequestPhoneVerification';
export { useVerifyPhone, type VerifyPhoneInput } from './useVerifyPhone';
export { useDevelopmentSmsOutbox } from './useDevelopmentSmsOutbox';
export {
  phoneVerificationMessages,
  type PhoneVerificationState,
  type PhoneVerificationStatus,
} from './phoneVerificationMachine';
export { usePhoneVerification, type PhoneVerificationOptions } from './usePhoneVerification';
export { useTermsConsent, type ConsentAgreement } from './useTermsConsent';
export {
  completeSocialLoginCallback,
  SocialLoginError,
  socialLoginErrorMessages,
  type AppleLoginConfig,
  type KakaoLoginConfig,
  type NaverLoginConfig,
  type ScriptLoader,
  type SocialLoginErrorCode,
} from './socialLoginProviders';
export {
  useSocialLogin,
  type LoginButtonProvider,
  type SocialLoginOptions,
} from './useSocialLogin';
export { mediaLoginFailedMessage, useMediaLogin, type MediaLoginOptions } from './useMediaLogin';
