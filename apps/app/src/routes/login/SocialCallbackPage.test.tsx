import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../routes';
import { SocialCallbackPage } from './SocialCallbackPage';
import { loginRoutes } from './routes';
import { renderApp } from '../../testing/renderApp';

// Lazy pages and MSW answers on a shared, busy machine: give the screens time to arrive.
configure({ asyncUtilTimeout: 4000 });

function popupWindow(opener: { postMessage: (message: unknown, origin: string) => void } | null) {
  return {
    location: { origin: 'http://localhost', hash: '#access_token=naver-token&state=abc' },
    screenX: 0,
    screenY: 0,
    outerWidth: 460,
    outerHeight: 629,
    opener,
    open: vi.fn(() => null),
    close: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
}

describe('portal login callback', () => {
  it('hands the token from the hash to the opener and closes the popup', async () => {
    const opener = { postMessage: vi.fn() };
    const win = popupWindow(opener);
    renderApp(
      createAppRoutes([
        { path: 'naver-callback', element: <SocialCallbackPage popupWindow={win} /> },
      ]),
      { api: 'msw', entries: ['/naver-callback'] },
    );
    expect(await screen.findByRole('heading', { name: '로그인하는 중' })).toBeInTheDocument();
    expect(opener.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ accessToken: 'naver-token', state: 'abc' }),
      'http://localhost',
    );
    expect(win.close).toHaveBeenCalled();
  });

  it('opened directly, says it is not a login window and links to the login', async () => {
    renderApp(createAppRoutes(loginRoutes), { api: 'msw', entries: ['/kakao-callback'] });
    expect(
      await screen.findByRole('heading', { name: '로그인 창이 아니에요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인 화면으로 가기' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
