export { useIsLoggedIn } from './useIsLoggedIn';
export { useLogin, type LoginEndpoint } from './useLogin';
export { useLogout } from './useLogout';
export { useRegisterDevice } from './useRegisterDevice';
export { phoneVerificationQuery, usePhoneVerificationStatus } from './usePhoneVerificationStatus';
export { useRequestPhoneVerification } from './useRequestPhoneVerification';
export { useVerifyPhone, type VerifyPhoneInput } from './useVerifyPhone';
export { useDevelopmentSmsOutbox } from './useDevelopmentSmsOutbox';
export {
  isCodeMessage,
  phoneVerificationMessages,
  type PhoneVerificationState,
  type PhoneVerificationStatus,
} from './phoneVerificationMachine';
export { usePhoneVerification, type PhoneVerificationOptions } from './usePhoneVerification';
export { useTermsConsent, type ConsentAgreement } from './useTermsConsent';
export {
  completeSocialLoginCallback,
  kakaoSdk,
  readSocialLoginCallback,
  socialLoginStateKey,
  SocialLoginError,
  socialLoginErrorMessages,
  type AppleLoginConfig,
  type CodeLoginProvider,
  type KakaoLoginConfig,
  type NaverLoginConfig,
  type ScriptIntegrity,
  type ScriptLoader,
  type SocialLoginErrorCode,
  type SocialLoginWindow,
} from './socialLoginProviders';
export {
  useSocialLogin,
  useSocialLoginCallback,
  type LoginButtonProvider,
  type SocialLoginCallbackOptions,
  type SocialLoginOptions,
} from './useSocialLogin';
export { mediaLoginFailedMessage, useMediaLogin, type MediaLoginOptions } from './useMediaLogin';
export { logoutDeviceId, type LogoutOptions } from './useLogout';
export { useRequireLogin, type RequireLogin } from './useRequireLogin';
