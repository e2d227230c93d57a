import { useCallback, useEffect, useRef, useState } from 'react';
import { socialLogin, type LoginResult, type SocialProvider } from '@quotemarket/contract';
import { ApiError } from '../api/ApiError';
import { useStoredValue } from '../storage/useStoredValue';
import {
  loadScriptOnce,
  loginWithApple,
  readSocialLoginCallback,
  SocialLoginError,
  socialLoginErrorMessages,
  startKakaoLogin,
  startNaverLogin,
  type AppleLoginConfig,
  type CodeLoginProvider,
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

interface Failure {
  code: SocialLoginErrorCode | null;
  message: string;
}

/**
 * The spec's login failure: a 400-class answer carries the server's own reason (for example the
 * provider refused the code), and so does a 503 (the provider is not set up, or cannot be reached
 * just now: the server says which); anything else the general message.
 */
function loginFailure(error: unknown): Failure {
  if (error instanceof SocialLoginError) return { code: error.code, message: error.message };
  if (error instanceof ApiError && (error.isClientError || error.status === 503))
    return { code: null, message: error.message };
  return { code: 'login-failed', message: socialLoginErrorMessages['login-failed'] };
}

/**
 * The login screen's social buttons. Naver and Kakao leave the page for the provider's consent and
 * come back to `/{provider}-callback` (see `useSocialLoginCallback`); Apple (iOS app only) answers
 * in its popup, and the login finishes here.
 */
export function useSocialLogin({
  naver,
  kakao,
  apple,
  loadScript = loadScriptOnce,
  window: win = globalThis.window as unknown as SocialLoginWindow,
}: SocialLoginOptions = {}) {
  const [platform] = useStoredValue('platform');
  const login = useLogin(socialLogin);
  const { mutateAsync } = login;
  const [isAwaitingProvider, setAwaitingProvider] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const isAppleAvailable = platform === 'ios' && apple !== undefined;

  /**
   * Answers the login result (Apple), or null: the page is on its way to the provider (Naver,
   * Kakao), or it failed (then `errorMessage` says why).
   */
  const loginWith = useCallback(
    async (provider: LoginButtonProvider): Promise<LoginResult | null> => {
      setFailure(null);
      setAwaitingProvider(true);
      try {
        switch (provider) {
          case 'naver':
            startNaverLogin(naver ?? { clientId: '', callbackUrl: '' }, win);
            return null;
          case 'kakao':
            await startKakaoLogin(kakao ?? { appKey: '', redirectUri: '' }, win, loadScript);
            return null;
          case 'apple': {
            if (!isAppleAvailable || !apple) throw new SocialLoginError('login-failed');
            const identityToken = await loginWithApple(apple, win, loadScript).finally(() =>
              setAwaitingProvider(false),
            );
            return await mutateAsync({ provider: 'apple', accessToken: identityToken });
          }
        }
      } catch (error) {
        setAwaitingProvider(false);
        setFailure(loginFailure(error));
        return null;
      }
    },
    [naver, kakao, apple, isAppleAvailable, win, loadScript, mutateAsync],
  );

  return {
    loginWith,
    isPending: isAwaitingProvider || login.isPending,
    isAppleAvailable,
    errorCode: failure?.code ?? null,
    errorMessage: failure?.message ?? null,
  };
}

export interface SocialLoginCallbackOptions {
  /** The page's window: its address carries the code, its session storage the state sent out. */
  window?: Pick<SocialLoginWindow, 'location' | 'sessionStorage'>;
}

/**
 * `/{provider}-callback` after Naver or Kakao: checks the state this tab sent out, then hands the
 * code (and, for Kakao, this page's address, which Kakao checks again) to our server, which
 * exchanges it with the provider. Once per page; answers the login result or the Korean reason.
 */
export function useSocialLoginCallback(
  provider: CodeLoginProvider,
  { window: win = globalThis.window }: SocialLoginCallbackOptions = {},
) {
  const login = useLogin(socialLogin);
  const { mutateAsync } = login;
  const started = useRef(false);
  const [result, setResult] = useState<LoginResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    // Once per page: a second mount (StrictMode) must not spend the code twice.
    if (started.current) return;
    started.current = true;
    const redirectUri = `${win.location.origin}${win.location.pathname}`;
    void Promise.resolve()
      .then(() => {
        const received = readSocialLoginCallback(provider, win);
        return mutateAsync({ provider, ...received, ...(provider === 'kakao' && { redirectUri }) });
      })
      .then(setResult, (error: unknown) => setFailure(loginFailure(error)));
  }, [provider, win, mutateAsync]);

  return {
    result,
    isPending: !result && !failure,
    errorCode: failure?.code ?? null,
    errorMessage: failure?.message ?? null,
  };
}
