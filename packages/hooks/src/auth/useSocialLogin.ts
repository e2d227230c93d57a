import { useCallback, useState } from 'react';
import { socialLogin, type LoginResult, type SocialProvider } from '@quotemarket/contract';
import { ApiError } from '../api/ApiError';
import { useStoredValue } from '../storage/useStoredValue';
import {
  loadScriptOnce,
  loginWithApple,
  loginWithKakao,
  loginWithNaverPopup,
  SocialLoginError,
  socialLoginErrorMessages,
  type AppleLoginConfig,
  type KakaoLoginConfig,
  type NaverLoginConfig,
  type ScriptLoader,
  type SocialLoginErrorCode,
  type SocialLoginWindow,
} from './socialLoginProviders';
import { useLogin } from './useLogin';

export type LoginButtonProvider = Extract<SocialProvider, 'naver' | 'kakao' | 'apple'>;

export interface SocialLoginOptions {
  /** Client ids come from the app's configuration; a provider without one cannot be used. */
  naver?: NaverLoginConfig;
  kakao?: KakaoLoginConfig;
  apple?: AppleLoginConfig;
  loadScript?: ScriptLoader;
  window?: SocialLoginWindow;
}

/**
 * The spec's login failure: a 400-class answer carries the server's own reason (for example the
 * provider's token was refused), anything else the general message.
 */
function loginFailureMessage(error: unknown): {
  code: SocialLoginErrorCode | null;
  message: string;
} {
  if (error instanceof SocialLoginError) return { code: error.code, message: error.message };
  if (error instanceof ApiError && error.isClientError)
    return { code: null, message: error.message };
  return { code: 'login-failed', message: socialLoginErrorMessages['login-failed'] };
}

/**
 * The login screen's social buttons: gets a token from Naver (popup), Kakao (SDK) or Apple (SDK,
 * iOS app only), then signs in with it and stores the session.
 */
export function useSocialLogin({
  naver,
  kakao,
  apple,
  loadScript = loadScriptOnce,
  window: win = globalThis.window as SocialLoginWindow,
}: SocialLoginOptions = {}) {
  const [platform] = useStoredValue('platform');
  const login = useLogin(socialLogin);
  const { mutateAsync } = login;
  const [isAwaitingProvider, setAwaitingProvider] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof loginFailureMessage> | null>(null);
  const isAppleAvailable = platform === 'ios' && apple !== undefined;

  const tokenFrom = useCallback(
    (provider: LoginButtonProvider): Promise<string> => {
      switch (provider) {
        case 'naver':
          return loginWithNaverPopup(naver ?? { clientId: '', callbackUrl: '' }, win);
        case 'kakao':
          return loginWithKakao(kakao ?? { appKey: '' }, win, loadScript);
        case 'apple':
          return isAppleAvailable && apple
            ? loginWithApple(apple, win, loadScript)
            : Promise.reject(new SocialLoginError('login-failed'));
      }
    },
    [naver, kakao, apple, isAppleAvailable, win, loadScript],
  );

  /** Answers the login result, or null after a failure (then `errorMessage` says why). */
  const loginWith = useCallback(
    async (provider: LoginButtonProvider): Promise<LoginResult | null> => {
      setFailure(null);
      setAwaitingProvider(true);
      try {
        const accessToken = await tokenFrom(provider).finally(() => setAwaitingProvider(false));
        return await mutateAsync({ provider, accessToken });
      } catch (error) {
        setFailure(loginFailureMessage(error));
        return null;
      }
    },
    [tokenFrom, mutateAsync],
  );

  return {
    loginWith,
    isPending: isAwaitingProvider || login.isPending,
    isAppleAvailable,
    errorCode: failure?.code ?? null,
    errorMessage: failure?.message ?? null,
  };
}
