import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/renderApp';
import {
  NotFoundLoading,
  ServerErrorLoading,
  UnauthorizedLoading,
} from '../../shared/FallbackLoading';
import { RouteErrorPage } from './RouteErrorPage';

afterEach(() => vi.restoreAllMocks());

describe('fallback loading states', () => {
  it('shows a skeleton for Not Found, a spinner for the server error, text for unauthorized', () => {
    const { container, unmount } = render(<NotFoundLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('페이지 안내를 불러오는 중이에요…');
    expect(container.querySelectorAll('[data-qm="skeleton"]').length).toBeGreaterThan(0);
    unmount();

    render(<ServerErrorLoading />);
    expect(screen.getByRole('status')).toHaveAttribute('data-qm', 'spinner');
    expect(screen.getByRole('status')).toHaveTextContent('서버 오류 안내를 불러오는 중이에요…');
  });

  it('shows plain text while the unauthorized page loads', () => {
    const { container } = render(<UnauthorizedLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('접근 권한 안내를 불러오는 중이에요…');
    expect(container.querySelector('[data-qm="spinner"], [data-qm="skeleton"]')).toBeNull();
  });
});

describe('route error page', () => {
  it('logs the error and retries on request', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const retry = vi.fn();
    renderApp([
      {
        path: '/',
        Component: () => {
          throw new Error('그리기 실패');
        },
        errorElement: <RouteErrorPage onRetry={retry} />,
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('저희 쪽에 일시적인 문제가 생겼어요');
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('화면을 그리지 못했어요', expect.any(Error));
  });

  it('shows Not Found for a thrown 404 response', async () => {
    renderApp([
      {
        path: '/',
        loader: () => {
          throw new Response('', { status: 404 });
        },
        Component: () => null,
        errorElement: <RouteErrorPage />,
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' }),
    ).toBeInTheDocument();
  });
});
