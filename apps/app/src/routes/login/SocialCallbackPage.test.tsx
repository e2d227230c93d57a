import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../routes';
import { SocialCallbackPage } from './SocialCallbackPage';
import { loginRoutes } from './routes';
import { renderApp } from '../../testing/renderApp';

function popupWindow(opener: { postMessage: (message: unknown, origin: string) => void } | null) {
  return {
    location: {
      origin: 'http://localhost',
      pathname: '/google-callback',
      search: '',
      hash: '#access_token=google-token&state=abc',
      assign: vi.fn(),
    },
    opener,
    close: vi.fn(),
  };
}

describe('popup login callback (Google, Apple)', () => {
  it('hands the token from the hash to the opener and closes the popup', async () => {
    const opener = { postMessage: vi.fn() };
    const win = popupWindow(opener);
    renderApp(
      createAppRoutes([
        { path: 'google-callback', element: <SocialCallbackPage popupWindow={win} /> },
      ]),
      { api: 'msw', entries: ['/google-callback'] },
    );
    expect(await screen.findByRole('heading', { name: '로그인하는 중' })).toBeInTheDocument();
    expect(opener.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ accessToken: 'google-token', state: 'abc' }),
      'http://localhost',
    );
    expect(win.close).toHaveBeenCalled();
  });

  it('opened directly, says it is not a login window and links to the login', async () => {
    renderApp(createAppRoutes(loginRoutes), { api: 'msw', entries: ['/apple-callback'] });
    expect(
      await screen.findByRole('heading', { name: '로그인 창이 아니에요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인 화면으로 가기' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
