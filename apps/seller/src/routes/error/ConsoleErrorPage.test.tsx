import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleErrorPage } from './ConsoleErrorPage';
import { createConsoleRoutes } from '../routes';
import { renderConsole, setupMswServer } from '../../testing/renderConsole';
import { serveSellerProfile } from '../../testing/sellerFixtures';

const server = setupMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('a page that cannot render');
}

describe('ConsoleErrorPage', () => {
  it('shows a page that fails in Korean inside the frame, with a retry and the way to the inbox', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveSellerProfile(server);
    renderConsole({ routes: createConsoleRoutes([{ index: true, element: <Broken /> }]) });

    expect(await screen.findByText('문제가 생겼어요')).toBeInTheDocument();
    // The frame stays: the dealer can still go to another page.
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '견적 요청 목록으로 가기' })).toHaveAttribute(
      'href',
      '/seller/',
    );
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('콘솔 화면을 그리지 못했어요', expect.any(Error));
  });

  it('retries with what it is given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const retry = vi.fn();
    serveSellerProfile(server);
    renderConsole({
      routes: createConsoleRoutes([
        { index: true, element: <Broken />, errorElement: <ConsoleErrorPage onRetry={retry} /> },
      ]),
    });
    await userEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('answers a thrown 404 with the Not Found page', async () => {
    serveSellerProfile(server);
    renderConsole({
      routes: createConsoleRoutes([
        {
          index: true,
          loader: () => {
            throw new Response(null, { status: 404 });
          },
          element: <p>보이면 안 돼요</p>,
        },
      ]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
    ).toBeInTheDocument();
  });
});
