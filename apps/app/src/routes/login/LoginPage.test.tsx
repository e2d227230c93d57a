import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { developerLogin, registerDevice, socialLogin } from '@quotemarket/contract';
import { NONE, type AppRouteObject } from '../../shell/routeMeta';
import { createAppRoutes } from '../routes';
import { kakaoSdk } from '@quotemarket/hooks';
import {
  apiErrorResponse,
  createFakeSocialWindow,
  fakeOrigin,
  mockEndpoint,
  setupMswServer,
  stubBrowserWebPush,
} from '@quotemarket/testing';
import { LoginPage, type LoginPageProps } from './LoginPage';
import {
  developerLoginEmail,
  isDeveloperLoginHost,
  notConfiguredMessage,
  readSocialLoginConfig,
} from './loginEnvironment';
import { loginRoutes } from './routes';
import { renderApp } from '../../testing/renderApp';

const server = setupMswServer();

const loginHandle = loginRoutes.find((route) => route.path === 'login')!.handle;

function Text({ children }: { children: string }) {
  return <p>{children}</p>;
}

/** The login page with the given props, and the pages a login leads to. */
function routesWith(props: LoginPageProps = {}): AppRouteObject[] {
  return createAppRoutes([
    { index: true, handle: { title: '홈' }, element: <Text>홈 화면</Text> },
    { path: 'tutorial-page', handle: { title: '튜토리얼' }, element: <Text>튜토리얼 화면</Text> },
    { path: 'login', handle: loginHandle, element: <LoginPage {...props} /> },
  ]);
}

const noProviders = { naver: undefined, kakao: undefined, apple: undefined };

function mockLogin(isFirstTimeLogin: boolean) {
  const login = mockEndpoint(developerLogin, {
    token: 'buyer-token',
    user: { id: 7 },
    isFirstTimeLogin,
  });
  const device = mockEndpoint(registerDevice, ({ body }) => body as never);
  server.use(login.handler, device.handler);
  return { login, device };
}

describe('login screen', () => {
  it('shows the intro, the Kakao and Naver buttons in their brand colours and the way to browse, without header or tabs', async () => {
    renderApp(createAppRoutes(loginRoutes), { api: 'msw', entries: ['/login'] });
    // The real lazy route: the page's chunk loads first.
    const intro = await screen.findByRole('region', { name: '견적마켓 소개' }, { timeout: 5000 });
    expect(within(intro).getAllByRole('group')).toHaveLength(2);
    const kakao = screen.getByRole('button', { name: '카카오로 시작하기' });
    const naver = screen.getByRole('button', { name: '네이버로 시작하기' });
    expect(kakao).toBeEnabled();
    expect(kakao).toHaveAttribute('data-provider', 'kakao');
    expect(naver).toHaveAttribute('data-provider', 'naver');
    // Kakao first, as Korean services list them.
    expect(kakao.compareDocumentPosition(naver) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apple로 계속하기' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원가입 없이 둘러보기' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
  });

  it('shows Apple only inside the iOS app and keeps the platform', async () => {
    const { storage } = renderApp(routesWith({ socialConfig: noProviders }), {
      api: 'msw',
      entries: ['/login?device=ios'],
    });
    expect(await screen.findByRole('button', { name: 'Apple로 계속하기' })).toBeInTheDocument();
    await waitFor(() => expect(storage.read('platform')).toBe('ios'));
  });

  it('keeps Apple hidden in the Android app', async () => {
    renderApp(routesWith({ socialConfig: noProviders }), {
      api: 'msw',
      entries: ['/login?device=android'],
    });
    await screen.findByRole('button', { name: '카카오로 시작하기' });
    expect(screen.queryByRole('button', { name: 'Apple로 계속하기' })).not.toBeInTheDocument();
  });

  it('offers the developer login only on localhost and the development hosts', async () => {
    renderApp(routesWith({ hostname: 'quotemarket.kr', socialConfig: noProviders }), {
      api: 'msw',
      entries: ['/login'],
    });
    await screen.findByRole('button', { name: '카카오로 시작하기' });
    expect(screen.queryByRole('button', { name: '개발자 로그인' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '끝' })).not.toBeInTheDocument();

    expect(isDeveloperLoginHost('localhost', undefined)).toBe(true);
    expect(isDeveloperLoginHost('127.0.0.1', undefined)).toBe(true);
    expect(isDeveloperLoginHost('dev.quotemarket.kr', 'dev.quotemarket.kr, qa.example')).toBe(true);
    expect(isDeveloperLoginHost('quotemarket.kr', 'dev.quotemarket.kr')).toBe(false);
  });

  it('signs the developer in as the demo buyer, registers the web device and opens the tutorial the first time', async () => {
    const user = userEvent.setup();
    const { login, device } = mockLogin(true);
    const { router, storage } = renderApp(
      routesWith({ hostname: 'localhost', socialConfig: noProviders }),
      { api: 'msw', entries: ['/login'] },
    );
    await user.click(await screen.findByRole('button', { name: '개발자 로그인' }));

    expect(await screen.findByText('튜토리얼 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tutorial-page');
    expect(login.calls[0]?.body).toEqual({ email: developerLoginEmail });
    expect(storage.read('token')).toBe('buyer-token');
    const fingerprint = storage.read('fingerprint');
    expect(fingerprint).toBeTruthy();
    expect(device.calls[0]?.body).toEqual({ platform: 'web', udid: fingerprint, fcmToken: '' });
    expect(device.calls[0]?.headers.get('authorization')).toBe('Bearer buyer-token');
  });

  it('registers the browser’s push subscription when notifications were allowed here before', async () => {
    const push = stubBrowserWebPush({ permission: 'granted', subscribedWithKey: 'BAMGCQwP' });
    onTestFinished(push.restore);
    const user = userEvent.setup();
    const { device } = mockLogin(false);
    renderApp(routesWith({ hostname: 'localhost', socialConfig: noProviders }), {
      api: 'msw',
      entries: ['/login'],
    });
    await user.click(await screen.findByRole('button', { name: '개발자 로그인' }));
    await screen.findByText('홈 화면');
    expect(device.calls[0]?.body).toMatchObject({
      platform: 'web',
      fcmToken: JSON.stringify(push.active()!.toJSON()),
    });
    expect(push.prompts).toEqual([]);
  });

  it('signs the developer in as a never-seen buyer with the new-account button', async () => {
    const user = userEvent.setup();
    const { login } = mockLogin(true);
    const { router } = renderApp(routesWith({ hostname: 'localhost', socialConfig: noProviders }), {
      api: 'msw',
      entries: ['/login'],
    });
    await user.click(await screen.findByRole('button', { name: '새 계정으로 개발자 로그인' }));
    expect(await screen.findByText('튜토리얼 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tutorial-page');
    const { email } = login.calls[0]?.body as { email: string };
    expect(email).toMatch(/^dev-[a-z0-9]+@quotemarket\.kr$/);
    expect(email).not.toBe(developerLoginEmail);
  });

  it('goes home after a later login, also from the hidden tap in the first slide', async () => {
    const user = userEvent.setup();
    const { login } = mockLogin(false);
    const { router } = renderApp(routesWith({ hostname: 'localhost', socialConfig: noProviders }), {
      api: 'msw',
      entries: ['/login'],
    });
    await user.click(await screen.findByRole('button', { name: '끝' }));
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(login.calls).toHaveLength(1);
  });

  it('registers the app device with the device info its wrapper sent', async () => {
    const user = userEvent.setup();
    const { device } = mockLogin(false);
    renderApp(routesWith({ hostname: 'localhost', socialConfig: noProviders }), {
      api: 'msw',
      entries: ['/login?device=android'],
      prepareStorage: (storage) =>
        storage.write('deviceInfo', { platform: 'android', uu_id: 'device-1', token: 'fcm-1' }),
    });
    await user.click(await screen.findByRole('button', { name: '개발자 로그인' }));
    await screen.findByText('홈 화면');
    expect(device.calls[0]?.body).toEqual({
      platform: 'android',
      udid: 'device-1',
      fcmToken: 'fcm-1',
    });
  });

  it('alerts a failed device registration as notifications not turned on, then goes on', async () => {
    const user = userEvent.setup();
    const login = mockEndpoint(developerLogin, {
      token: 'buyer-token',
      user: { id: 7 },
      isFirstTimeLogin: true,
    });
    const device = mockEndpoint(registerDevice, () =>
      apiErrorResponse(400, '기기 정보가 올바르지 않아요.'),
    );
    server.use(login.handler, device.handler);
    const { router } = renderApp(routesWith({ hostname: 'localhost', socialConfig: noProviders }), {
      api: 'msw',
      entries: ['/login'],
    });
    await user.click(await screen.findByRole('button', { name: '개발자 로그인' }));

    // The login worked: the alert says so and where notifications can be turned on later.
    const alert = await screen.findByRole('alertdialog', { name: '알림을 켜지 못했어요' });
    expect(alert).toHaveTextContent('로그인은 됐어요. MY > 알림 설정에서 켤 수 있어요.');
    expect(router.state.location.pathname).toBe('/login');
    await user.click(within(alert).getByRole('button', { name: '계속하기' }));
    expect(await screen.findByText('튜토리얼 화면')).toBeInTheDocument();
  });

  it.each([
    [400, '가입할 수 없는 계정이에요.', '가입할 수 없는 계정이에요.'],
    [500, '서버 내부 오류', '로그인에 실패했어요. 다시 시도해 주세요.'],
  ])('alerts a failed login (%i) with the spec message', async (status, reason, shown) => {
    const user = userEvent.setup();
    const login = mockEndpoint(developerLogin, () => apiErrorResponse(status, reason));
    server.use(login.handler);
    const { router, storage } = renderApp(
      routesWith({ hostname: 'localhost', socialConfig: noProviders }),
      { api: 'msw', entries: ['/login'] },
    );
    await user.click(await screen.findByRole('button', { name: '개발자 로그인' }));
    const alert = await screen.findByRole('alertdialog', { name: '로그인에 실패했어요' });
    expect(alert).toHaveTextContent(shown);
    expect(router.state.location.pathname).toBe('/login');
    expect(storage.read('token')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(screen.getByRole('button', { name: '개발자 로그인' })).toBeEnabled();
  });

  it('says so when a provider has no client id in this build', async () => {
    const user = userEvent.setup();
    renderApp(routesWith({ socialConfig: noProviders }), { api: 'msw', entries: ['/login'] });
    await user.click(await screen.findByRole('button', { name: '네이버로 시작하기' }));
    expect(
      await screen.findByRole('alertdialog', { name: notConfiguredMessage('naver') }),
    ).toBeInTheDocument();
  });

  it('sends the page to Naver for a code, keeping a random state in this tab', async () => {
    const user = userEvent.setup();
    const login = mockEndpoint(socialLogin, {
      token: 't',
      user: { id: 5 },
      isFirstTimeLogin: true,
    });
    server.use(login.handler);
    const { win, sessionStorage, sentTo } = createFakeSocialWindow();
    const loadScript = vi.fn(async () => {});
    renderApp(
      routesWith({
        socialConfig: {
          ...noProviders,
          naver: { clientId: 'naver-id', callbackUrl: `${fakeOrigin}/naver-callback` },
        },
        socialWindow: win,
        loadScript,
      }),
      { api: 'msw', entries: ['/login'] },
    );
    const button = await screen.findByRole('button', { name: '네이버로 시작하기' });
    await user.click(button);
    const sent = sentTo()!;
    expect(sent.origin + sent.pathname).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(sent.searchParams.get('response_type')).toBe('code');
    expect(sent.searchParams.get('client_id')).toBe('naver-id');
    expect(sent.searchParams.get('state')).toBe(
      sessionStorage.get('quotemarket:social-login-state:naver'),
    );
    // The page is leaving: the button stays busy, our server is not called, no SDK is loaded.
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(login.calls).toHaveLength(0);
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('loads the Kakao SDK v2 with its integrity only when the Kakao button is used', async () => {
    const user = userEvent.setup();
    const { win, sessionStorage } = createFakeSocialWindow();
    const authorize = vi.fn();
    const loadScript = vi.fn(async () => {
      Object.assign(win, {
        Kakao: { isInitialized: () => false, init: vi.fn(), Auth: { authorize } },
      });
    });
    renderApp(
      routesWith({
        socialConfig: {
          ...noProviders,
          kakao: { appKey: 'js-key', redirectUri: `${fakeOrigin}/kakao-callback` },
        },
        socialWindow: win,
        loadScript,
      }),
      { api: 'msw', entries: ['/login'] },
    );
    await screen.findByRole('button', { name: '카카오로 시작하기' });
    expect(loadScript).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '카카오로 시작하기' }));
    expect(loadScript).toHaveBeenCalledWith(kakaoSdk.url, {
      integrity: kakaoSdk.integrity.integrity,
      crossOrigin: 'anonymous',
    });
    expect(authorize).toHaveBeenCalledWith({
      redirectUri: `${fakeOrigin}/kakao-callback`,
      state: sessionStorage.get('quotemarket:social-login-state:kakao'),
    });
  });

  it('alerts, in words for a buyer, when the Kakao SDK cannot be loaded', async () => {
    const user = userEvent.setup();
    const { win } = createFakeSocialWindow();
    renderApp(
      routesWith({
        socialConfig: {
          ...noProviders,
          kakao: { appKey: 'js-key', redirectUri: `${fakeOrigin}/kakao-callback` },
        },
        socialWindow: win,
        loadScript: async () => {
          throw new Error('integrity mismatch');
        },
      }),
      { api: 'msw', entries: ['/login'] },
    );
    await user.click(await screen.findByRole('button', { name: '카카오로 시작하기' }));
    const alert = await screen.findByRole('alertdialog', { name: '로그인에 실패했어요' });
    expect(alert).toHaveTextContent('로그인 화면을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
    expect(alert).not.toHaveTextContent('관리자');
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(screen.getByRole('button', { name: '카카오로 시작하기' })).toBeEnabled();
  });
});

describe('login routes', () => {
  it('hide the header and the bottom navigation on every sign-in page', () => {
    expect(loginRoutes.map((route) => route.path)).toEqual([
      'login',
      'naver-callback',
      'kakao-callback',
      'google-callback',
      'apple-callback',
      'media-login',
    ]);
    for (const route of loginRoutes) {
      expect(route.handle).toEqual({ title: NONE, isFooterActiveFor: NONE });
    }
  });

  it('read the client ids from the env, with callbacks on this app', () => {
    expect(readSocialLoginConfig({}, 'https://app.example')).toEqual(noProviders);
    expect(
      readSocialLoginConfig(
        { VITE_NAVER_CLIENT_ID: 'naver-id', VITE_KAKAO_JS_KEY: 'kakao-key' },
        'https://app.example',
      ),
    ).toEqual({
      naver: { clientId: 'naver-id', callbackUrl: 'https://app.example/naver-callback' },
      kakao: { appKey: 'kakao-key', redirectUri: 'https://app.example/kakao-callback' },
      apple: undefined,
    });
  });
});
