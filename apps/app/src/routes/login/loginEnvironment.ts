import type { AppleLoginConfig, KakaoLoginConfig, NaverLoginConfig } from '@quotemarket/hooks';

/** The buyer the developer login signs in as: the seeded demo buyer (apps/api demo accounts). */
export const developerLoginEmail = 'demo@quotemarket.kr';

/**
 * A never-seen buyer for the developer login, so a first login (the tutorial, the first request,
 * the phone verification) can be tried again at any time.
 */
export function newDeveloperEmail(random: () => number = Math.random): string {
  return `dev-${Date.now().toString(36)}${Math.floor(random() * 1e6).toString(36)}@quotemarket.kr`;
}

/**
 * The social providers whose login comes back to our own `/{provider}-callback` page: Naver and
 * Kakao with an authorization code (the page finishes the login), Google and Apple in a popup
 * (the page hands the answer to the window that opened it).
 */
export const callbackProviders = ['naver', 'kakao', 'google', 'apple'] as const;

/** Hosts where developer login is offered: this machine, and the development host(s) of the env. */
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether `hostname` may show the developer login: localhost, or one of the development hosts
 * listed (comma-separated) in `VITE_DEVELOPMENT_HOSTS`. The API refuses the login elsewhere anyway
 * (404 outside development); this only keeps the button away from buyers.
 */
export function isDeveloperLoginHost(
  hostname: string,
  developmentHosts: string | undefined = import.meta.env.VITE_DEVELOPMENT_HOSTS as
    string | undefined,
): boolean {
  if (localHosts.has(hostname) || hostname.endsWith('.localhost')) return true;
  return (developmentHosts ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
    .includes(hostname.toLowerCase());
}

/** The client ids of the social providers; a provider whose id is missing is `undefined`. */
export interface SocialLoginConfig {
  naver: NaverLoginConfig | undefined;
  kakao: KakaoLoginConfig | undefined;
  apple: AppleLoginConfig | undefined;
}

type Env = Partial<Record<string, string | boolean | undefined>>;

function text(env: Env, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads the providers' public client ids from the Vite env (`VITE_NAVER_CLIENT_ID`,
 * `VITE_KAKAO_JS_KEY`, `VITE_APPLE_CLIENT_ID`). The callback addresses default to this app's own
 * pages. The secrets that exchange the codes live on the server only.
 */
export function readSocialLoginConfig(
  env: Env = import.meta.env as Env,
  origin: string = globalThis.location?.origin ?? '',
): SocialLoginConfig {
  const naverClientId = text(env, 'VITE_NAVER_CLIENT_ID');
  const kakaoKey = text(env, 'VITE_KAKAO_JS_KEY');
  const appleClientId = text(env, 'VITE_APPLE_CLIENT_ID');
  return {
    naver: naverClientId
      ? {
          clientId: naverClientId,
          callbackUrl: text(env, 'VITE_NAVER_CALLBACK_URL') || `${origin}/naver-callback`,
        }
      : undefined,
    kakao: kakaoKey
      ? {
          appKey: kakaoKey,
          redirectUri: text(env, 'VITE_KAKAO_REDIRECT_URI') || `${origin}/kakao-callback`,
        }
      : undefined,
    apple: appleClientId
      ? {
          clientId: appleClientId,
          redirectUri: text(env, 'VITE_APPLE_REDIRECT_URI') || `${origin}/apple-callback`,
        }
      : undefined,
  };
}

export const providerNames = { naver: '네이버', kakao: '카카오', apple: 'Apple' } as const;

/** What each login button says, in the words Korean services use for them. */
export const loginButtonLabels = {
  naver: '네이버로 시작하기',
  kakao: '카카오로 시작하기',
  apple: 'Apple로 계속하기',
} as const;

/** What a button says when its provider has no client id in this build. */
export function notConfiguredMessage(provider: keyof typeof providerNames): string {
  return `지금은 ${providerNames[provider]} 로그인을 사용할 수 없어요. 다른 방법으로 로그인해 주세요.`;
}
