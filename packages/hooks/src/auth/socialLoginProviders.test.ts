import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeSocialWindow as createFakeWindow,
  fakeOrigin as origin,
} from './fakeSocialLoginWindow';
import {
  appleSdkUrl,
  completeSocialLoginCallback,
  kakaoSdkUrl,
  loginWithApple,
  loginWithKakao,
  loginWithNaverPopup,
  socialCallbackMessageType,
  SocialLoginError,
} from './socialLoginProviders';

const naver = { clientId: 'naver-client', callbackUrl: `${origin}/naver-callback` };

function codeOf(promise: Promise<unknown>) {
  return promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof SocialLoginError ? error.code : String(error)),
  );
}

describe('loginWithNaverPopup', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('opens Naver in a centred 460×629 popup and takes the token the callback posts back', async () => {
    const { win, post } = createFakeWindow();
    const pending = loginWithNaverPopup(naver, win, 'state-1');
    const [url, , features] = win.open.mock.calls[0] as unknown as [string, string, string];
    const sent = new URL(url);
    expect(sent.origin + sent.pathname).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      response_type: 'token',
      client_id: 'naver-client',
      redirect_uri: naver.callbackUrl,
      state: 'state-1',
    });
    expect(features).toBe('width=460,height=629,left=600,top=250');
    post(
      { type: socialCallbackMessageType, accessToken: 'from-elsewhere', state: 's' },
      'https://evil.example',
    );
    post({
      type: socialCallbackMessageType,
      accessToken: 'naver-token',
      state: 'state-1',
      error: null,
    });
    await expect(pending).resolves.toBe('naver-token');
  });

  it('answers the spec error codes', async () => {
    expect(
      await codeOf(loginWithNaverPopup({ ...naver, clientId: '' }, createFakeWindow().win)),
    ).toBe('invalid-client-id');
    expect(
      await codeOf(loginWithNaverPopup({ ...naver, callbackUrl: 'nope' }, createFakeWindow().win)),
    ).toBe('invalid-callback-url');
    const blocked = createFakeWindow({ popupBlocked: true });
    expect(await codeOf(loginWithNaverPopup(naver, blocked.win))).toBe('popup-error');

    const wrongState = createFakeWindow();
    const mismatched = codeOf(loginWithNaverPopup(naver, wrongState.win, 'mine'));
    wrongState.post({ type: socialCallbackMessageType, accessToken: 't', state: 'theirs' });
    expect(await mismatched).toBe('invalid-token');

    const closed = createFakeWindow();
    const abandoned = codeOf(loginWithNaverPopup(naver, closed.win));
    closed.popup.closed = true;
    vi.advanceTimersByTime(500);
    expect(await abandoned).toBe('popup-closed');
  });
});

describe('completeSocialLoginCallback', () => {
  it('posts the hash token to the opener on the same origin and closes the popup', () => {
    const opener = { postMessage: vi.fn() };
    const { win } = createFakeWindow({
      opener,
      location: { origin, hash: '#access_token=naver-token&state=state-1&token_type=bearer' },
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

describe('SDK logins', () => {
  it('loads the Kakao SDK on demand, initialises it once and answers its token', async () => {
    const { win } = createFakeWindow();
    const init = vi.fn();
    const loadScript = vi.fn(async (src: string) => {
      expect(src).toBe(kakaoSdkUrl);
      Object.assign(win, {
        Kakao: {
          isInitialized: () => init.mock.calls.length > 0,
          init,
          Auth: {
            login: ({ success }: { success: (a: { access_token: string }) => void }) =>
              success({ access_token: 'kakao-token' }),
          },
        },
      });
    });
    await expect(loginWithKakao({ appKey: 'js-key' }, win, loadScript)).resolves.toBe(
      'kakao-token',
    );
    await loginWithKakao({ appKey: 'js-key' }, win, loadScript);
    expect(init).toHaveBeenCalledOnce();
    expect(init).toHaveBeenCalledWith('js-key');
  });

  it('turns a Kakao failure and a missing key into error codes', async () => {
    const { win } = createFakeWindow();
    const loadScript = vi.fn(async () => {
      Object.assign(win, {
        Kakao: {
          isInitialized: () => true,
          init: vi.fn(),
          Auth: { login: ({ fail }: { fail: (e: unknown) => void }) => fail({ error: 'denied' }) },
        },
      });
    });
    expect(await codeOf(loginWithKakao({ appKey: 'k' }, win, loadScript))).toBe('login-failed');
    expect(await codeOf(loginWithKakao({ appKey: '' }, win, loadScript))).toBe('invalid-client-id');
  });

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
    expect(await codeOf(loginWithApple(config, win, loadScript))).toBe('popup-closed');
  });
});
