/**
 * Getting an access token from each social provider, in the browser. Everything that touches the
 * page (the window, the SDK scripts) comes in as a parameter, so tests never open a popup or reach
 * the network. The token then goes to our server, which checks it with the provider itself.
 */

export const socialLoginErrorCodes = [
  'popup-error',
  'invalid-client-id',
  'invalid-callback-url',
  'popup-closed',
  'invalid-token',
  'login-failed',
] as const;
export type SocialLoginErrorCode = (typeof socialLoginErrorCodes)[number];

export const socialLoginErrorMessages: Record<SocialLoginErrorCode, string> = {
  'popup-error': '로그인 창을 열지 못했어요. 팝업 차단을 해제한 뒤 다시 시도해 주세요.',
  'invalid-client-id': '로그인 설정이 올바르지 않아요(클라이언트 ID). 관리자에게 문의해 주세요.',
  'invalid-callback-url': '로그인 설정이 올바르지 않아요(콜백 주소). 관리자에게 문의해 주세요.',
  'popup-closed': '로그인 창이 닫혀 로그인하지 못했어요.',
  'invalid-token': '로그인 정보를 받지 못했어요. 다시 로그인해 주세요.',
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

interface KakaoSdk {
  isInitialized(): boolean;
  init(appKey: string): void;
  Auth: {
    login(options: {
      success: (auth: { access_token: string }) => void;
      fail: (error: unknown) => void;
    }): void;
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

/** The parts of `window` the logins use. */
export interface SocialLoginWindow {
  location: { origin: string; hash: string };
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  open(url: string, target: string, features: string): { closed: boolean; close(): void } | null;
  close(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  Kakao?: KakaoSdk;
  AppleID?: AppleIdSdk;
}

/** Loads a script once; resolves when it has run. */
export type ScriptLoader = (src: string) => Promise<void>;

const loadedScripts = new Map<string, Promise<void>>();

/** The page's loader: one `<script>` per address, shared by every caller. */
export const loadScriptOnce: ScriptLoader = (src) => {
  let loading = loadedScripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
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

export const kakaoSdkUrl = 'https://developers.kakao.com/sdk/js/kakao.min.js';
export const appleSdkUrl =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/ko_KR/appleid.auth.js';

/** The spec's portal popup size. */
export const naverPopupSize = { width: 460, height: 629 } as const;

/** Window features that centre a popup over the current window. */
export function centredPopupFeatures(
  win: Pick<SocialLoginWindow, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>,
  { width, height }: { width: number; height: number },
): string {
  const left = Math.round(win.screenX + (win.outerWidth - width) / 2);
  const top = Math.round(win.screenY + (win.outerHeight - height) / 2);
  return `width=${width},height=${height},left=${left},top=${top}`;
}

/** What the callback page posts back to the opener. */
export const socialCallbackMessageType = 'quotemarket:social-login-callback';

interface CallbackMessage {
  type: typeof socialCallbackMessageType;
  accessToken: string | null;
  state: string | null;
  error: string | null;
}

function isCallbackMessage(data: unknown): data is CallbackMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === socialCallbackMessageType
  );
}

/**
 * Run by the `/{portal}-callback` page inside the popup: hands the token from the URL hash back to
 * the opener (same origin only) and closes the popup. Answers false when there is no opener, e.g.
 * the page was opened directly.
 */
export function completeSocialLoginCallback(win: SocialLoginWindow = window): boolean {
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

export interface NaverLoginConfig {
  clientId: string;
  /** The app's `/naver-callback` page, registered with Naver. */
  callbackUrl: string;
}

const popupClosedPollMs = 500;

/**
 * Naver's implicit-grant login in a 460×629 popup centred on the page. The `state` sent out must
 * come back with the token, so a message from another login attempt cannot be taken for this one.
 */
export function loginWithNaverPopup(
  { clientId, callbackUrl }: NaverLoginConfig,
  win: SocialLoginWindow,
  state: string = crypto.randomUUID(),
): Promise<string> {
  if (!clientId) return Promise.reject(new SocialLoginError('invalid-client-id'));
  if (!isAbsoluteUrl(callbackUrl)) {
    return Promise.reject(new SocialLoginError('invalid-callback-url'));
  }
  const url = new URL('https://nid.naver.com/oauth2.0/authorize');
  url.search = new URLSearchParams({
    response_type: 'token',
    client_id: clientId,
    redirect_uri: callbackUrl,
    state,
  }).toString();
  const popup = win.open(url.toString(), 'naverLogin', centredPopupFeatures(win, naverPopupSize));
  if (!popup) return Promise.reject(new SocialLoginError('popup-error'));

  return new Promise<string>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      win.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      outcome();
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== win.location.origin || !isCallbackMessage(event.data)) return;
      const { accessToken, state: returned } = event.data;
      finish(() =>
        accessToken && returned === state
          ? resolve(accessToken)
          : reject(new SocialLoginError('invalid-token')),
      );
    }
    // A popup closed by hand sends no message; without this the login would wait forever.
    const closedPoll = setInterval(() => {
      if (popup.closed) finish(() => reject(new SocialLoginError('popup-closed')));
    }, popupClosedPollMs);
    win.addEventListener('message', onMessage);
  });
}

export interface KakaoLoginConfig {
  /** The JavaScript key of the Kakao app. */
  appKey: string;
}

/** Kakao's SDK login (loaded on first use). */
export async function loginWithKakao(
  { appKey }: KakaoLoginConfig,
  win: SocialLoginWindow,
  loadScript: ScriptLoader,
): Promise<string> {
  if (!appKey) throw new SocialLoginError('invalid-client-id');
  await loadScript(kakaoSdkUrl);
  const kakao = win.Kakao;
  if (!kakao) throw new SocialLoginError('login-failed');
  if (!kakao.isInitialized()) kakao.init(appKey);
  return new Promise<string>((resolve, reject) =>
    kakao.Auth.login({
      success: (auth) => resolve(auth.access_token),
      fail: (error) => reject(new SocialLoginError('login-failed', { cause: error })),
    }),
  );
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
