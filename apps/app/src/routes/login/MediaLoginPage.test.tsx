import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mediaLogin } from '@quotemarket/contract';
import { createAppRoutes } from '../routes';
import { apiErrorResponse, mockEndpoint, setupMswServer } from '@quotemarket/testing';
import { MediaLoginPage } from './MediaLoginPage';
import { loginRoutes } from './routes';
import { renderApp } from '../../testing/renderApp';

const server = setupMswServer();

function Text({ children }: { children: string }) {
  return <p>{children}</p>;
}

function nativeWindow() {
  return {
    location: { search: '' },
    parent: { postMessage: vi.fn() },
    open: vi.fn(),
    close: vi.fn(),
    QuotemarketAndroid: { postMessage: vi.fn() },
  };
}

function routesWith(win: ReturnType<typeof nativeWindow>) {
  const mediaHandle = loginRoutes.find((route) => route.path === 'media-login')!.handle;
  return createAppRoutes([
    { index: true, element: <Text>홈 화면</Text> },
    { path: 'tutorial-page', element: <Text>튜토리얼 화면</Text> },
    { path: 'login', element: <Text>로그인 화면</Text> },
    {
      path: 'media-login',
      handle: mediaHandle,
      element: <MediaLoginPage nativeWindow={win} closeDelayMs={10} />,
    },
  ]);
}

describe('media login page', () => {
  it.each([
    [true, '/tutorial-page', '튜토리얼 화면'],
    [false, '/', '홈 화면'],
  ])(
    'logs in with pKey and cKey (first login: %s) and goes to %s',
    async (isFirstTimeLogin, path, text) => {
      const login = mockEndpoint(mediaLogin, {
        token: 'media-token',
        user: { id: 3 },
        isFirstTimeLogin,
      });
      server.use(login.handler);
      const win = nativeWindow();
      const { router, storage } = renderApp(routesWith(win), {
        api: 'msw',
        entries: ['/media-login?pKey=partner&cKey=signed-customer'],
      });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(login.calls[0]?.body).toEqual({ pkey: 'partner', ckey: 'signed-customer' });
      expect(storage.read('token')).toBe('media-token');
      expect(storage.read('cKey')).toBe('signed-customer');
      expect(win.close).not.toHaveBeenCalled();
    },
  );

  it('shows the server reason, forgets the keys and closes the web view on failure', async () => {
    const login = mockEndpoint(mediaLogin, () =>
      apiErrorResponse(401, '제휴 고객 정보를 확인하지 못했어요.'),
    );
    server.use(login.handler);
    const win = nativeWindow();
    const { storage } = renderApp(routesWith(win), {
      api: 'msw',
      entries: ['/media-login?pKey=partner&cKey=bad&device=android'],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '제휴 고객 정보를 확인하지 못했어요.',
    );
    expect(storage.read('pKey')).toBeNull();
    expect(storage.read('cKey')).toBeNull();
    expect(storage.read('token')).toBeNull();
    await waitFor(() =>
      expect(win.QuotemarketAndroid.postMessage).toHaveBeenCalledWith(
        JSON.stringify({ type: 'closeWebView' }),
      ),
    );
  });

  it('fails with the general text and closes the window when the keys are missing', async () => {
    const win = nativeWindow();
    renderApp(routesWith(win), { api: 'msw', entries: ['/media-login'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '제휴 로그인에 실패했어요. 다시 시도해 주세요.',
    );
    await waitFor(() => expect(win.close).toHaveBeenCalled());
  });

  it.each([
    ['android', 'QuotemarketAndroid'],
    ['web', 'close'],
  ] as const)(
    "keeps the refused keys' 401 on the page with the app's real client (%s): its message shows and the web view closes, no trip to /login",
    async (device, closer) => {
      server.use(
        mockEndpoint(mediaLogin, () => apiErrorResponse(401, '제휴 고객 정보를 확인하지 못했어요.'))
          .handler,
      );
      const win = nativeWindow();
      const { router, storage } = renderApp(routesWith(win), {
        api: 'app',
        entries: [
          `/media-login?pKey=partner&cKey=bad${device === 'web' ? '' : `&device=${device}`}`,
        ],
        prepareStorage: (stored) => stored.write('searchTerm', '갤럭시'),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '제휴 고객 정보를 확인하지 못했어요.',
      );
      expect(router.state.location.pathname).toBe('/media-login');
      expect(screen.queryByText('로그인 화면')).not.toBeInTheDocument();
      expect(storage.read('cKey')).toBeNull();
      // Only what the media-login failure forgets: the rest of the local storage stays.
      expect(storage.read('searchTerm')).toBe('갤럭시');
      await waitFor(() =>
        closer === 'close'
          ? expect(win.close).toHaveBeenCalled()
          : expect(win.QuotemarketAndroid.postMessage).toHaveBeenCalledWith(
              JSON.stringify({ type: 'closeWebView' }),
            ),
      );
      expect(router.state.location.pathname).toBe('/media-login');
    },
  );
});
