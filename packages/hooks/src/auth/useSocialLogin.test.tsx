import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { socialLogin } from '@quotemarket/contract';
import { apiErrorResponse, mockEndpoint } from '../testing/mockEndpoint';
import { setupMswServer } from '../testing/mswServer';
import { renderHookWithApi } from '../testing/renderWithApi';
import { createMemoryAppStorage } from '../testing/renderWithStorage';
import {
  createFakeSocialWindow as createFakeWindow,
  fakeOrigin as origin,
} from './fakeSocialLoginWindow';
import { socialCallbackMessageType, socialLoginErrorMessages } from './socialLoginProviders';
import { useSocialLogin } from './useSocialLogin';

const server = setupMswServer();
const answer = { token: 'jwt', user: { id: 3 }, isFirstTimeLogin: false };

function kakaoLoader(win: object, token = 'kakao-token') {
  return vi.fn(async () => {
    Object.assign(win, {
      Kakao: {
        isInitialized: () => true,
        init: vi.fn(),
        Auth: {
          login: ({ success }: { success: (a: { access_token: string }) => void }) =>
            success({ access_token: token }),
        },
      },
    });
  });
}

describe('useSocialLogin', () => {
  it('signs in with the Kakao token and stores the session', async () => {
    const mock = mockEndpoint(socialLogin, answer);
    server.use(mock.handler);
    const { win } = createFakeWindow();
    const loadScript = kakaoLoader(win);
    const { result, storage } = renderHookWithApi(() =>
      useSocialLogin({ kakao: { appKey: 'js-key' }, window: win, loadScript }),
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.loginWith('kakao');
    });
    expect(outcome).toEqual(answer);
    expect(mock.calls[0]?.body).toEqual({ provider: 'kakao', accessToken: 'kakao-token' });
    expect(storage.read('token')).toBe('jwt');
    expect(result.current.errorMessage).toBeNull();
  });

  it('signs in with the token the Naver callback hands back', async () => {
    const mock = mockEndpoint(socialLogin, answer);
    server.use(mock.handler);
    const { win, post } = createFakeWindow();
    const { result } = renderHookWithApi(() =>
      useSocialLogin({
        naver: { clientId: 'naver-client', callbackUrl: `${origin}/naver-callback` },
        window: win,
      }),
    );
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.loginWith('naver');
    });
    const state = new URL(win.open.mock.calls[0]![0]).searchParams.get('state');
    post({ type: socialCallbackMessageType, accessToken: 'naver-token', state, error: null });
    await act(() => pending);
    expect(mock.calls[0]?.body).toEqual({ provider: 'naver', accessToken: 'naver-token' });
  });

  it('reports a popup error in Korean without calling the server', async () => {
    const mock = mockEndpoint(socialLogin, answer);
    server.use(mock.handler);
    const { win } = createFakeWindow({ popupBlocked: true });
    const { result } = renderHookWithApi(() =>
      useSocialLogin({
        naver: { clientId: 'c', callbackUrl: `${origin}/naver-callback` },
        window: win,
      }),
    );
    await act(() => result.current.loginWith('naver'));
    expect(result.current.errorCode).toBe('popup-error');
    expect(result.current.errorMessage).toBe(socialLoginErrorMessages['popup-error']);
    expect(mock.calls).toHaveLength(0);
  });

  it("shows the server's reason for a 400-class refusal and the general message otherwise", async () => {
    const answers = [
      apiErrorResponse(401, '카카오 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.'),
      apiErrorResponse(500, 'boom'),
    ];
    server.use(mockEndpoint(socialLogin, () => answers.shift()!).handler);
    const { win } = createFakeWindow();
    const { result, storage } = renderHookWithApi(() =>
      useSocialLogin({ kakao: { appKey: 'k' }, window: win, loadScript: kakaoLoader(win) }),
    );
    await act(() => result.current.loginWith('kakao'));
    expect(result.current.errorMessage).toBe(
      '카카오 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.',
    );
    await act(() => result.current.loginWith('kakao'));
    expect(result.current.errorMessage).toBe(socialLoginErrorMessages['login-failed']);
    expect(storage.read('token')).toBeNull();
  });

  it('offers Apple only in the iOS app', async () => {
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
