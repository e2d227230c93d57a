import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerDevice, socialLogin } from '@quotemarket/contract';
import { socialLoginStateKey, type CodeLoginProvider } from '@quotemarket/hooks';
import {
  apiErrorResponse,
  createFakeSocialWindow,
  fakeOrigin,
  mockEndpoint,
  setupMswServer,
} from '@quotemarket/testing';
import { createAppRoutes } from '../routes';
import { renderApp } from '../../testing/renderApp';
import { loginRoutes } from './routes';
import { SocialCodeCallbackPage } from './SocialCodeCallbackPage';

const server = setupMswServer();

function Text({ children }: { children: string }) {
  return <p>{children}</p>;
}

/** The callback page as the provider opens it: `?code…&state…`, this tab's stored state. */
function renderCallback(
  provider: CodeLoginProvider,
  query: string,
  storedState: string | null,
  api: 'msw' | 'app' = 'msw',
) {
  const sessionStorage = new Map<string, string>();
  if (storedState) sessionStorage.set(socialLoginStateKey(provider), storedState);
  const { win } = createFakeSocialWindow({ path: `/${provider}-callback${query}`, sessionStorage });
  const handle = loginRoutes.find((route) => route.path === `${provider}-callback`)!.handle;
  return renderApp(
    createAppRoutes([
      { index: true, element: <Text>홈 화면</Text> },
      { path: 'tutorial-page', element: <Text>튜토리얼 화면</Text> },
      { path: 'login', element: <Text>로그인 화면</Text> },
      {
        path: `${provider}-callback`,
        handle,
        element: <SocialCodeCallbackPage provider={provider} callbackWindow={win} />,
      },
    ]),
    { api, entries: [`/${provider}-callback${query}`] },
  );
}

function mockLogin(isFirstTimeLogin = true) {
  const login = mockEndpoint(socialLogin, {
    token: 'buyer-token',
    user: { id: 5 },
    isFirstTimeLogin,
  });
  const device = mockEndpoint(registerDevice, ({ body }) => body as never);
  server.use(login.handler, device.handler);
  return { login, device };
}

describe('the Naver and Kakao callback pages', () => {
  it('send the Naver code and state to our server, register the device and open the tutorial', async () => {
    const { login, device } = mockLogin(true);
    const { router, storage } = renderCallback('naver', '?code=naver-code&state=s1', 's1');
    expect(await screen.findByText('튜토리얼 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tutorial-page');
    expect(login.calls).toHaveLength(1);
    expect(login.calls[0]?.body).toEqual({ provider: 'naver', code: 'naver-code', state: 's1' });
    expect(storage.read('token')).toBe('buyer-token');
    expect(device.calls).toHaveLength(1);
  });

  it("send Kakao's code with the callback address and go home after a later login", async () => {
    const { login } = mockLogin(false);
    const { router } = renderCallback('kakao', '?code=kakao-code&state=k1', 'k1');
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(login.calls[0]?.body).toEqual({
      provider: 'kakao',
      code: 'kakao-code',
      state: 'k1',
      redirectUri: `${fakeOrigin}/kakao-callback`,
    });
  });

  it.each([
    ['a state this tab did not send', '?code=planted&state=attacker', 'mine'],
    ['no login started in this tab', '?code=planted&state=s1', null],
  ])(
    'refuse %s without calling the server, and lead back to the login',
    async (_, query, stored) => {
      const { login } = mockLogin();
      const { storage } = renderCallback('naver', query, stored);
      expect(
        await screen.findByRole('heading', { name: '네이버 로그인에 실패했어요' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        '로그인 요청을 확인하지 못했어요. 로그인 화면에서 다시 시도해 주세요.',
      );
      expect(screen.getByRole('link', { name: '로그인 화면으로 가기' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(login.calls).toHaveLength(0);
      expect(storage.read('token')).toBeNull();
    },
  );

  it('say so when the buyer declined on Kakao', async () => {
    mockLogin();
    renderCallback('kakao', '?error=access_denied&error_description=User%20denied&state=k1', 'k1');
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인을 취소했어요.');
  });

  it.each([
    [401, '네이버 로그인 정보를 확인하지 못했어요. 다시 로그인해 주세요.'],
    [503, '네이버에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.'],
  ])(
    "show the server's refusal (%i) on the page with the app's own client, not a trip to /login",
    async (status, message) => {
      server.use(mockEndpoint(socialLogin, () => apiErrorResponse(status, message)).handler);
      const { router } = renderCallback('naver', '?code=c&state=s1', 's1', 'app');
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(router.state.location.pathname).toBe('/naver-callback');
    },
  );
});
