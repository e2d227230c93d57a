/**
 * Starting each social provider's login in the browser, as each provider asks today: Naver and
 * Kakao (its JavaScript SDK v2) send the buyer to their consent page and back to our
 * `/{provider}-callback` page with an authorization code, which our server exchanges itself; Apple
 * answers an identity token in its popup. Everything that touches the page (the window, its
 * storage, the SDK scripts) comes in as a parameter, so tests never leave the page or reach the
 * network.
 */

import { socialLoginRequestInvalidMessage } from '@quotemarket/contract';

export const socialLoginErrorCodes = [
  'popup-error',
  'invalid-client-id',
  'invalid-callback-url',
  'popup-closed',
  'invalid-token',
  'invalid-state',
  'cancelled',
  'sdk-failed',
  'login-failed',
] as const;
export type SocialLoginErrorCode = (typeof socialLoginErrorCodes)[number];

/** A setup problem is ours to fix: the buyer is only told to use another way in. */
const notAvailableMessage = '지금은 이 방법으로 로그인할 수 없어요. 다른 방법으로 로그인해 주세요.';

export const socialLoginErrorMessages: Record<SocialLoginErrorCode, string> = {
  'popup-error': '로그인 창을 열지 못했어요. 팝업 차단을 해제한 뒤 다시 시도해 주세요.',
  'invalid-client-id': notAvailableMessage,
  'invalid-callback-url': notAvailableMessage,
  'popup-closed': '로그인 창이 닫혀 로그인하지 못했어요.',
  'invalid-token': '로그인 정보를 받지 못했어요. 다시 로그인해 주세요.',
  // The server says the same when a login reaches it without its code, state or token.
  'invalid-state': socialLoginRequestInvalidMessage,
  cancelled: '로그인을 취소했어요.',
  'sdk-failed': '로그인 화면을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  'login-failed': '로그인에 실패했어요. 다시 시도해 주세요.',
};

export class SocialLoginError extends Error {
  override name = 'SocialLoginError';
  constructor(
    readonly code: SocialLoginErrorCode,
    options?: { cause?: unknown },
  ) {
    super(socialLoginErrorMessages[code], options);
  }
}

/** The part of Kakao's JavaScript SDK v2 the login uses (v2 has no popup login). */
interface KakaoSdk {
  isInitialized(): boolean;
  init(appKey: string): void;
  Auth: {
    /** Leaves the page for Kakao's consent; Kakao comes back to `redirectUri?code=…&state=…`. */
    authorize(settings: { redirectUri: string; state: string }): void;
  };
}

interface AppleIdSdk {
  auth: {
    init(options: {
      clientId: string;
      scope: string;
      redirectURI: string;
      usePopup: boolean;
    }): void;
    signIn(): Promise<{ authorization: { id_token: string } }>;
  };
}

/** The part of `sessionStorage` that keeps a login's state across the provider's pages. */
export interface StateStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The parts of `window` the logins use. */
export interface SocialLoginWindow {
  location: {
    origin: string;
    pathname: string;
    hash: string;
    search: string;
    assign(url: string): void;
  };
  sessionStorage: StateStorage;
  /** The window that opened this one: Apple's and Google's popups hand their answer to it. */
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  close(): void;
  Kakao?: KakaoSdk;
  AppleID?: AppleIdSdk;
}

/** Subresource integrity of a script from another origin: the browser refuses a changed file. */
export interface ScriptIntegrity {
  integrity: string;
  crossOrigin: 'anonymous';
}

/** Loads a script once; resolves when it has run. */
export type ScriptLoader = (src: string, integrity?: ScriptIntegrity) => Promise<void>;

const loadedScripts = new Map<string, Promise<void>>();

/** The page's loader: one `<script>` per address, shared by every caller. */
export const loadScriptOnce: ScriptLoader = (src, integrity) => {
  let loading = loadedScripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      if (integrity) {
        script.integrity = integrity.integrity;
        script.crossOrigin = integrity.crossOrigin;
      }
      script.onload = () => resolve();
      script.onerror = () => {
        loadedScripts.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loadedScripts.set(src, loading);
  }
  return loading;
};

/**
 * Kakao's JavaScript SDK v2, pinned: the version and the sha384 Kakao publishes for it (its download
 * page, "Copy Integrity Value"). To move to a newer version, take both from that page, or compute
 * the hash as Kakao documents:
 * `curl -s URL | openssl dgst -sha384 -binary | openssl base64 -A | sed "s/^/sha384-/"`.
 */
export const kakaoSdk = {
  version: '2.8.1',
  url: 'https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js',
  integrity: {
    integrity: 'sha384-OL+ylM/iuPLtW5U3XcvLSGhE8JzReKDank5InqlHGWPhb4140/yrBw0bg0y7+C9J',
    crossOrigin: 'anonymous',
  },
} as const satisfies { version: string; url: string; integrity: ScriptIntegrity };
/**
 * Apple publishes its sign-in script only at this unversioned address and changes the file in
 * place, so an integrity hash would turn every update of Apple's into a broken login. What guards
 * it instead: the CSP admits this exact address and nothing else of Apple's, and the script loads
 * only when the buyer presses the Apple button.
 */
export const appleSdkUrl =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/ko_KR/appleid.auth.js';

/** What the callback page posts back to the opener. */
export const socialCallbackMessageType = 'quotemarket:social-login-callback';

interface CallbackMessage {
  type: typeof socialCallbackMessageType;
  accessToken: string | null;
  state: string | null;
  error: string | null;
}

/**
 * Run by the `/{portal}-callback` page inside the popup: hands the token from the URL hash back to
 * the opener (same origin only) and closes the popup. Answers false when there is no opener, e.g.
 * the page was opened directly.
 */
export function completeSocialLoginCallback(
  win: Pick<SocialLoginWindow, 'opener' | 'location' | 'close'> = window,
): boolean {
  if (!win.opener) return false;
  const hash = new URLSearchParams(win.location.hash.replace(/^#/, ''));
  const message: CallbackMessage = {
    type: socialCallbackMessageType,
    accessToken: hash.get('access_token'),
    state: hash.get('state'),
    error: hash.get('error'),
  };
  win.opener.postMessage(message, win.location.origin);
  win.close();
  return true;
}

function isAbsoluteUrl(value: string): boolean {
  try {
    return Boolean(new URL(value).origin);
  } catch {
    return false;
  }
}

/** The providers whose login comes back to our callback page with an authorization code. */
export type CodeLoginProvider = 'naver' | 'kakao';

/** Where a login's state waits (the tab's session storage) while the buyer is at the provider. */
export function socialLoginStateKey(provider: CodeLoginProvider): string {
  return `quotemarket:social-login-state:${provider}`;
}

/** A fresh, unguessable state for one login. */
function newState(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export interface NaverLoginConfig {
  clientId: string;
  /** The app's `/naver-callback` page, registered with Naver. */
  callbackUrl: string;
}

/** Naver's authorize address for one login: the authorization-code flow. */
export function naverAuthorizeUrl({ clientId, callbackUrl }: NaverLoginConfig, state: string) {
  const url = new URL('https://nid.naver.com/oauth2.0/authorize');
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: callbackUrl,
    state,
  }).toString();
  return url.toString();
}

/**
 * Sends the buyer to Naver's consent page. The random state is kept in this tab and must come
 * back with the code, so a code meant for another login attempt (or planted by another site)
 * is refused on the callback page.
 */
export function startNaverLogin(config: NaverLoginConfig, win: SocialLoginWindow): void {
  if (!config.clientId) throw new SocialLoginError('invalid-client-id');
  if (!isAbsoluteUrl(config.callbackUrl)) throw new SocialLoginError('invalid-callback-url');
  const state = newState();
  win.sessionStorage.setItem(socialLoginStateKey('naver'), state);
  win.location.assign(naverAuthorizeUrl(config, state));
}

export interface KakaoLoginConfig {
  /** The JavaScript key of the Kakao app. */
  appKey: string;
  /** The app's `/kakao-callback` page, registered with Kakao as a Redirect URI. */
  redirectUri: string;
}

/**
 * Kakao's login with its JavaScript SDK v2, loaded on first use with its integrity: the SDK sends
 * the buyer to Kakao (or the KakaoTalk app) and back to `redirectUri` with a code.
 */
export async function startKakaoLogin(
  { appKey, redirectUri }: KakaoLoginConfig,
  win: SocialLoginWindow,
  loadScript: ScriptLoader,
): Promise<void> {
  if (!appKey) throw new SocialLoginError('invalid-client-id');
  if (!isAbsoluteUrl(redirectUri)) throw new SocialLoginError('invalid-callback-url');
  try {
    await loadScript(kakaoSdk.url, kakaoSdk.integrity);
  } catch (error) {
    throw new SocialLoginError('sdk-failed', { cause: error });
  }
  const kakao = win.Kakao;
  if (!kakao) throw new SocialLoginError('sdk-failed');
  if (!kakao.isInitialized()) kakao.init(appKey);
  const state = newState();
  win.sessionStorage.setItem(socialLoginStateKey('kakao'), state);
  kakao.Auth.authorize({ redirectUri, state });
}

/** What the callback page sends to our server. */
export interface SocialLoginCode {
  code: string;
  state: string;
}

/**
 * Run by `/{provider}-callback`: the code and state the provider put on the address, once the
 * state is the one this tab sent out (it is forgotten either way: a state is good once). A buyer
 * who said no, a missing code or a foreign state are refused before anything reaches the server.
 */
export function readSocialLoginCallback(
  provider: CodeLoginProvider,
  win: Pick<SocialLoginWindow, 'location' | 'sessionStorage'>,
): SocialLoginCode {
  const query = new URLSearchParams(win.location.search);
  const key = socialLoginStateKey(provider);
  const expected = win.sessionStorage.getItem(key);
  win.sessionStorage.removeItem(key);
  const error = query.get('error');
  if (error) {
    // Naver and Kakao both say `access_denied` when the buyer declined.
    throw new SocialLoginError(error === 'access_denied' ? 'cancelled' : 'login-failed');
  }
  const code = query.get('code');
  const state = query.get('state');
  if (!code) throw new SocialLoginError('invalid-token');
  if (!expected || state !== expected) throw new SocialLoginError('invalid-state');
  return { code, state };
}

export interface AppleLoginConfig {
  /** The Services ID registered with Apple. */
  clientId: string;
  redirectUri: string;
}

/** Sign in with Apple in its popup (loaded on first use); answers the identity token. */
export async function loginWithApple(
  { clientId, redirectUri }: AppleLoginConfig,
  win: SocialLoginWindow,
  loadScript: ScriptLoader,
): Promise<string> {
  if (!clientId) throw new SocialLoginError('invalid-client-id');
  if (!isAbsoluteUrl(redirectUri)) throw new SocialLoginError('invalid-callback-url');
  await loadScript(appleSdkUrl);
  const apple = win.AppleID;
  if (!apple) throw new SocialLoginError('login-failed');
  apple.auth.init({ clientId, scope: 'name email', redirectURI: redirectUri, usePopup: true });
  try {
    const answer = await apple.auth.signIn();
    return answer.authorization.id_token;
  } catch (error) {
    const closed = (error as { error?: unknown } | null)?.error === 'popup_closed_by_user';
    throw new SocialLoginError(closed ? 'popup-closed' : 'login-failed', { cause: error });
  }
}
