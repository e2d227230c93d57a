import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { socialLogin } from '@quotemarket/contract';
import {
  apiErrorResponse,
  createFakeSocialWindow as createFakeWindow,
  createMemoryAppStorage,
  fakeOrigin as origin,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { socialLoginErrorMessages, socialLoginStateKey } from './socialLoginProviders';
import { useSocialLogin, useSocialLoginCallback } from './useSocialLogin';

const server = setupMswServer();
const answer = { token: 'jwt', user: { id: 3 }, isFirstTimeLogin: false };

describe('useSocialLogin', () => {
  it('sends the page to Naver without calling our server; the callback finishes the login', async () => {
    const mock = mockEndpoint(socialLogin, answer);
    server.use(mock.handler);
    const { win, sentTo } = createFakeWindow();
    const { result } = renderHookWithApi(() =>
      useSocialLogin({
        naver: { clientId: 'naver-client', callbackUrl: `${origin}/naver-callback` },
        window: win,
      }),
    );
    let outcome: unknown = 'unset';
    await act(async () => {
      outcome = await result.current.loginWith('naver');
    });
    expect(outcome).toBeNull();
    expect(sentTo()?.searchParams.get('response_type')).toBe('code');
    // The page is leaving: the buttons stay busy and no failure is shown.
    expect(result.current.isPending).toBe(true);
    expect(result.current.errorMessage).toBeNull();
    expect(mock.calls).toHaveLength(0);
  });

  it('asks the Kakao SDK v2 for a code', async () => {
    const { win } = createFakeWindow();
    const authorize = vi.fn();
    const loadScript = vi.fn(async () => {
      Object.assign(win, {
        Kakao: { isInitialized: () => true, init: vi.fn(), Auth: { authorize } },
      });
    });
    const { result } = renderHookWithApi(() =>
      useSocialLogin({
        kakao: { appKey: 'js-key', redirectUri: `${origin}/kakao-callback` },
        window: win,
        loadScript,
      }),
    );
    await act(() => result.current.loginWith('kakao'));
    expect(authorize).toHaveBeenCalledWith(
      expect.objectContaining({ redirectUri: `${origin}/kakao-callback` }),
    );
  });

  it('reports a setup problem in words for a buyer, without calling the server', async () => {
    const mock = mockEndpoint(socialLogin, answer);
    server.use(mock.handler);
    const { win } = createFakeWindow();
    const { result } = renderHookWithApi(() =>
      useSocialLogin({ naver: { clientId: 'c', callbackUrl: 'not-a-url' }, window: win }),
    );
    await act(() => result.current.loginWith('naver'));
    expect(result.current.errorCode).toBe('invalid-callback-url');
    expect(result.current.errorMessage).toBe(
      '지금은 이 방법으로 로그인할 수 없어요. 다른 방법으로 로그인해 주세요.',
    );
    expect(result.current.isPending).toBe(false);
    expect(mock.calls).toHaveLength(0);
  });

  it('offers Apple only in the iOS app and signs in with its identity token', async () => {
    const apple = { clientId: 'com.example.web', redirectUri: `${origin}/apple-callback` };
    const web = renderHookWithApi(() => useSocialLogin({ apple }));
    expect(web.result.current.isAppleAvailable).toBe(false);

    const mock = mockEndpoint(socialLogin, answer);
    server.use(mock.handler);
    const storage = createMemoryAppStorage();
    storage.write('platform', 'ios');
    const { win } = createFakeWindow();
    const loadScript = vi.fn(async () => {
      Object.assign(win, {
        AppleID: {
          auth: {
            init: vi.fn(),
            signIn: async () => ({ authorization: { id_token: 'apple-id-token' } }),
          },
        },
      });
    });
    const ios = renderHookWithApi(() => useSocialLogin({ apple, window: win, loadScript }), {
      storage,
    });
    expect(ios.result.current.isAppleAvailable).toBe(true);
    await act(() => ios.result.current.loginWith('apple'));
    expect(mock.calls[0]?.body).toEqual({ provider: 'apple', accessToken: 'apple-id-token' });
  });
});

describe('useSocialLoginCallback', () => {
  function callbackWindow(provider: 'naver' | 'kakao', query: string, stored: string | null) {
    const sessionStorage = new Map<string, string>();
    if (stored) sessionStorage.set(socialLoginStateKey(provider), stored);
    return createFakeWindow({ path: `/${provider}-callback${query}`, sessionStorage }).win;
  }

  it('hands the Naver code and state to our server once and stores the session', async () => {
    const mock = mockEndpoint(socialLogin, answer);
    server.use(mock.handler);
    const win = callbackWindow('naver', '?code=naver-code&state=s1', 's1');
    const { result, storage, rerender } = renderHookWithApi(() =>
      useSocialLoginCallback('naver', { window: win }),
    );
    await waitFor(() => expect(result.current.result).toEqual(answer));
    rerender();
    expect(mock.calls).toHaveLength(1);
    expect(mock.calls[0]?.body).toEqual({ provider: 'naver', code: 'naver-code', state: 's1' });
    expect(storage.read('token')).toBe('jwt');
    expect(result.current.isPending).toBe(false);
  });

  it("sends Kakao's code with this page's address, which Kakao checks again", async () => {
    const mock = mockEndpoint(socialLogin, answer);
    server.use(mock.handler);
    const win = callbackWindow('kakao', '?code=kakao-code&state=k1', 'k1');
    const { result } = renderHookWithApi(() => useSocialLoginCallback('kakao', { window: win }));
    await waitFor(() => expect(result.current.result).not.toBeNull());
    expect(mock.calls[0]?.body).toEqual({
      provider: 'kakao',
      code: 'kakao-code',
      state: 'k1',
      redirectUri: `${origin}/kakao-callback`,
    });
  });

  it('refuses a state this tab did not send, without calling the server', async () => {
    const mock = mockEndpoint(socialLogin, answer);
    server.use(mock.handler);
    const win = callbackWindow('naver', '?code=planted&state=attacker', 'mine');
    const { result, storage } = renderHookWithApi(() =>
      useSocialLoginCallback('naver', { window: win }),
    );
    await waitFor(() => expect(result.current.errorCode).toBe('invalid-state'));
    expect(result.current.errorMessage).toBe(socialLoginErrorMessages['invalid-state']);
    expect(mock.calls).toHaveLength(0);
    expect(storage.read('token')).toBeNull();
  });

  it("shows the server's reason for a refused code and the general message for the rest", async () => {
    server.use(
      mockEndpoint(socialLogin, () =>
        apiErrorResponse(401, '네이버 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.'),
      ).handler,
    );
    const refused = renderHookWithApi(() =>
      useSocialLoginCallback('naver', { window: callbackWindow('naver', '?code=c&state=s', 's') }),
    );
    await waitFor(() =>
      expect(refused.result.current.errorMessage).toBe(
        '네이버 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.',
      ),
    );

    server.use(mockEndpoint(socialLogin, () => apiErrorResponse(500, 'boom')).handler);
    const broken = renderHookWithApi(() =>
      useSocialLoginCallback('naver', { window: callbackWindow('naver', '?code=c&state=s', 's') }),
    );
    await waitFor(() =>
      expect(broken.result.current.errorMessage).toBe(socialLoginErrorMessages['login-failed']),
    );
  });
});
