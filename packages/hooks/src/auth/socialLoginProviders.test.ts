import { describe, expect, it, vi } from 'vitest';
import {
  createFakeSocialWindow as createFakeWindow,
  fakeOrigin as origin,
} from '@quotemarket/testing';
import {
  appleSdkUrl,
  completeSocialLoginCallback,
  kakaoSdk,
  loginWithApple,
  readSocialLoginCallback,
  socialCallbackMessageType,
  SocialLoginError,
  socialLoginErrorMessages,
  socialLoginStateKey,
  startKakaoLogin,
  startNaverLogin,
} from './socialLoginProviders';

const naver = { clientId: 'naver-client', callbackUrl: `${origin}/naver-callback` };
const kakao = { appKey: 'js-key', redirectUri: `${origin}/kakao-callback` };

function codeOf(run: () => unknown) {
  return Promise.resolve()
    .then(run)
    .then(
      () => 'resolved',
      (error: unknown) => (error instanceof SocialLoginError ? error.code : String(error)),
    );
}

/** A loader that puts a Kakao SDK v2 on the window, as the real script does. */
function kakaoSdkLoader(win: object) {
  const init = vi.fn();
  const authorize = vi.fn();
  const loadScript = vi.fn(async () => {
    Object.assign(win, {
      Kakao: { isInitialized: () => init.mock.calls.length > 0, init, Auth: { authorize } },
    });
  });
  return { loadScript, init, authorize };
}

describe('startNaverLogin', () => {
  it('sends the page to Naver for a code, with a random state kept in this tab', () => {
    const { win, sessionStorage, sentTo } = createFakeWindow();
    startNaverLogin(naver, win);
    const sent = sentTo()!;
    expect(sent.origin + sent.pathname).toBe('https://nid.naver.com/oauth2.0/authorize');
    const state = sessionStorage.get(socialLoginStateKey('naver'));
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'naver-client',
      redirect_uri: naver.callbackUrl,
      state,
    });

    startNaverLogin(naver, win);
    expect(sessionStorage.get(socialLoginStateKey('naver'))).not.toBe(state);
  });

  it('refuses to start without a client id or an absolute callback, telling the buyer to use another way', async () => {
    const { win } = createFakeWindow();
    expect(await codeOf(() => startNaverLogin({ ...naver, clientId: '' }, win))).toBe(
      'invalid-client-id',
    );
    expect(await codeOf(() => startNaverLogin({ ...naver, callbackUrl: 'nope' }, win))).toBe(
      'invalid-callback-url',
    );
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(socialLoginErrorMessages['invalid-client-id']).toBe(
      '지금은 이 방법으로 로그인할 수 없어요. 다른 방법으로 로그인해 주세요.',
    );
    expect(Object.values(socialLoginErrorMessages).join(' ')).not.toContain('관리자');
  });
});

describe('startKakaoLogin', () => {
  it('loads the pinned Kakao SDK v2 with its integrity on first use and asks it for a code', async () => {
    const { win, sessionStorage } = createFakeWindow();
    const { loadScript, init, authorize } = kakaoSdkLoader(win);
    await startKakaoLogin(kakao, win, loadScript);
    expect(loadScript).toHaveBeenCalledWith(kakaoSdk.url, {
      integrity: kakaoSdk.integrity.integrity,
      crossOrigin: 'anonymous',
    });
    expect(kakaoSdk.url).toMatch(
      /^https:\/\/t1\.kakaocdn\.net\/kakao_js_sdk\/2\.\d+\.\d+\/kakao\.min\.js$/,
    );
    expect(kakaoSdk.url).toContain(`/${kakaoSdk.version}/`);
    expect(kakaoSdk.integrity.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(init).toHaveBeenCalledWith('js-key');
    expect(authorize).toHaveBeenCalledWith({
      redirectUri: kakao.redirectUri,
      state: sessionStorage.get(socialLoginStateKey('kakao')),
    });

    await startKakaoLogin(kakao, win, loadScript);
    expect(init).toHaveBeenCalledOnce();
  });

  it('turns a missing key, a script that would not load and a missing SDK into error codes', async () => {
    const { win } = createFakeWindow();
    const { loadScript } = kakaoSdkLoader(win);
    expect(await codeOf(() => startKakaoLogin({ ...kakao, appKey: '' }, win, loadScript))).toBe(
      'invalid-client-id',
    );
    expect(loadScript).not.toHaveBeenCalled();
    const refused = vi.fn(async () => {
      throw new Error('integrity mismatch');
    });
    expect(await codeOf(() => startKakaoLogin(kakao, win, refused))).toBe('sdk-failed');
    expect(await codeOf(() => startKakaoLogin(kakao, win, async () => {}))).toBe('sdk-failed');
  });
});

describe('readSocialLoginCallback', () => {
  function callbackWindow(provider: 'naver' | 'kakao', query: string, stored: string | null) {
    const sessionStorage = new Map<string, string>();
    if (stored) sessionStorage.set(socialLoginStateKey(provider), stored);
    return createFakeWindow({ path: `/${provider}-callback${query}`, sessionStorage });
  }

  it('answers the code when the state is the one this tab sent out, and forgets the state', () => {
    const { win, sessionStorage } = callbackWindow('naver', '?code=abc&state=s1', 's1');
    expect(readSocialLoginCallback('naver', win)).toEqual({ code: 'abc', state: 's1' });
    expect(sessionStorage.size).toBe(0);
    // The same address again (a reload): the state is spent.
    expect(() => readSocialLoginCallback('naver', win)).toThrow(
      socialLoginErrorMessages['invalid-state'],
    );
  });

  it.each([
    ['another state', '?code=abc&state=theirs', 'mine', 'invalid-state'],
    ['no state kept in this tab', '?code=abc&state=s1', null, 'invalid-state'],
    ['no code', '?state=s1', 's1', 'invalid-token'],
    ['a buyer who declined', '?error=access_denied&state=s1', 's1', 'cancelled'],
    ['a provider error', '?error=server_error&state=s1', 's1', 'login-failed'],
  ])('refuses %s', async (_, query, stored, expected) => {
    const { win } = callbackWindow('kakao', query, stored);
    expect(await codeOf(() => readSocialLoginCallback('kakao', win))).toBe(expected);
  });
});

describe('completeSocialLoginCallback', () => {
  it('posts the hash token to the opener on the same origin and closes the popup', () => {
    const opener = { postMessage: vi.fn() };
    const { win } = createFakeWindow({
      opener,
      path: '/google-callback',
      hash: '#access_token=naver-token&state=state-1&token_type=bearer',
    });
    expect(completeSocialLoginCallback(win)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      {
        type: socialCallbackMessageType,
        accessToken: 'naver-token',
        state: 'state-1',
        error: null,
      },
      origin,
    );
    expect(win.close).toHaveBeenCalled();
  });

  it('does nothing without an opener', () => {
    const { win } = createFakeWindow();
    expect(completeSocialLoginCallback(win)).toBe(false);
    expect(win.close).not.toHaveBeenCalled();
  });
});

describe('Apple', () => {
  it('signs in with Apple in its popup and answers the identity token', async () => {
    const { win } = createFakeWindow();
    const init = vi.fn();
    const signIn = vi
      .fn()
      .mockResolvedValueOnce({ authorization: { id_token: 'apple-id-token' } })
      .mockRejectedValueOnce({ error: 'popup_closed_by_user' });
    const loadScript = vi.fn(async (src: string) => {
      expect(src).toBe(appleSdkUrl);
      Object.assign(win, { AppleID: { auth: { init, signIn } } });
    });
    const config = { clientId: 'com.example.web', redirectUri: `${origin}/apple-callback` };
    await expect(loginWithApple(config, win, loadScript)).resolves.toBe('apple-id-token');
    expect(init).toHaveBeenCalledWith({
      clientId: 'com.example.web',
      scope: 'name email',
      redirectURI: config.redirectUri,
      usePopup: true,
    });
    expect(await codeOf(() => loginWithApple(config, win, loadScript))).toBe('popup-closed');
  });
});
