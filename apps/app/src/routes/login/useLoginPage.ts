import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { developerLogin, type LoginResult } from '@quotemarket/contract';
import {
  ApiError,
  platformFromQuery,
  socialLoginErrorMessages,
  useLogin,
  useSocialLogin,
  useStoredValue,
  type LoginButtonProvider,
  type SocialLoginOptions,
} from '@quotemarket/hooks';
import {
  developerLoginEmail,
  newDeveloperEmail,
  isDeveloperLoginHost,
  notConfiguredMessage,
  readSocialLoginConfig,
  type SocialLoginConfig,
} from './loginEnvironment';
import { usePostLogin } from './usePostLogin';

export interface LoginAlert {
  title: string;
  message?: string;
}

export type LoginMethod = LoginButtonProvider | 'developer' | 'newDeveloper';

/** The spec's login failure: a client error (400) says the server's reason, the rest the general one. */
function loginFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.isClientError
    ? error.message
    : socialLoginErrorMessages['login-failed'];
}

export interface LoginPageOptions {
  /** The host the page runs on (developer login only on localhost and the development hosts). */
  hostname: string;
  /** The providers' client ids; the Vite env by default. */
  socialConfig?: SocialLoginConfig | undefined;
  /** The window and script loader the social logins use (tests pass fakes). */
  socialWindow?: SocialLoginOptions['window'] | undefined;
  loadScript?: SocialLoginOptions['loadScript'] | undefined;
}

/**
 * The login page's behaviour: the platform the wrapper flags (kept for later pages and Apple),
 * the social and developer logins, what follows a login (the device registration), and the
 * alerts of a failure — each social failure alerted once.
 */
export function useLoginPage({
  hostname,
  socialConfig,
  socialWindow,
  loadScript,
}: LoginPageOptions) {
  const { search } = useLocation();
  const config = useMemo(() => socialConfig ?? readSocialLoginConfig(), [socialConfig]);
  const [storedPlatform, setPlatform] = useStoredValue('platform');
  const flaggedPlatform = platformFromQuery(search);

  // The wrapper flags its platform on the URL; it is kept so later pages (and Apple) know it.
  useEffect(() => {
    if (flaggedPlatform && flaggedPlatform !== storedPlatform) setPlatform(flaggedPlatform);
  }, [flaggedPlatform, storedPlatform, setPlatform]);

  const social = useSocialLogin({
    ...(config.naver && { naver: config.naver }),
    ...(config.kakao && { kakao: config.kakao }),
    ...(config.apple && { apple: config.apple }),
    ...(socialWindow && { window: socialWindow }),
    ...(loadScript && { loadScript }),
  });
  const developer = useLogin(developerLogin);
  const { finishLogin, isRegistering, failure, acknowledgeFailure } = usePostLogin();
  const [alert, setAlert] = useState<LoginAlert | null>(null);
  const [activeMethod, setActiveMethod] = useState<LoginMethod | null>(null);

  const isBusy = social.isPending || developer.isPending || isRegistering;

  async function afterLogin(result: LoginResult | null) {
    if (result) await finishLogin(result);
    setActiveMethod(null);
  }

  async function loginWith(provider: LoginButtonProvider) {
    if (!config[provider]) {
      setAlert({ title: notConfiguredMessage(provider) });
      return;
    }
    setActiveMethod(provider);
    const result = await social.loginWith(provider);
    // Naver and Kakao answer nothing here: the page is on its way to the provider (the button
    // stays busy), or the failure is alerted below.
    if (result) await afterLogin(result);
  }

  async function loginAsDeveloper(method: 'developer' | 'newDeveloper') {
    if (isBusy) return;
    setActiveMethod(method);
    try {
      const email = method === 'developer' ? developerLoginEmail : newDeveloperEmail();
      const result = await developer.mutateAsync({ email });
      await afterLogin(result);
    } catch (error) {
      setActiveMethod(null);
      setAlert({ title: '로그인에 실패했어요', message: loginFailureMessage(error) });
    }
  }

  // The social hook keeps its failure until the next try; each new failure is alerted once.
  const socialError = social.errorMessage;
  const [shownError, setShownError] = useState<string | null>(null);
  if (socialError !== shownError) {
    setShownError(socialError);
    if (socialError) setAlert({ title: '로그인에 실패했어요', message: socialError });
  }

  return {
    isIosApp: (flaggedPlatform ?? storedPlatform) === 'ios',
    showDeveloperLogin: isDeveloperLoginHost(hostname),
    isBusy,
    isRegistering,
    isLoadingFor: (method: LoginMethod) => activeMethod === method && isBusy,
    loginWith: (provider: LoginButtonProvider) => void loginWith(provider),
    loginAsDeveloper: () => void loginAsDeveloper('developer'),
    loginAsNewDeveloper: () => void loginAsDeveloper('newDeveloper'),
    alert,
    dismissAlert: () => setAlert(null),
    registrationFailure: failure,
    acknowledgeFailure,
  };
}

export type LoginPageModel = ReturnType<typeof useLoginPage>;
