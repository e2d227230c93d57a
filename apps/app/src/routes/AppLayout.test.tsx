import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getBuyerUnreadMessages,
  type ConversationEvent,
  type Endpoint,
} from '@quotemarket/contract';
import { buyerUnreadMessages } from '@quotemarket/contract/testing';
import {
  createAppStorage,
  createChunkLoader,
  createMemoryStorage,
  type ApiClient,
} from '@quotemarket/hooks';
import { lazyPage } from '../shell/chunkReload';
import { NONE, type AppRouteObject } from '../shell/routeMeta';
import { emptyApiClient, renderApp } from '../testing/renderApp';
import { createAppRoutes } from './routes';

function Text({ children }: { children: string }) {
  return <p>{children}</p>;
}

/** Pages standing in for other areas' routes, so the shell's rules can be seen on every path. */
const pages: AppRouteObject[] = [
  {
    index: true,
    handle: { title: '홈', isFooterActiveFor: 'home' },
    element: <Text>홈 화면</Text>,
  },
  {
    path: 'login',
    handle: { title: NONE, isFooterActiveFor: NONE },
    element: <Text>로그인 화면</Text>,
  },
  {
    path: 'verificate-phone',
    handle: { title: '휴대폰 본인인증', isShowBackButton: true, isFooterActiveFor: NONE },
    element: <Text>본인인증 화면</Text>,
  },
  {
    path: 'tutorial-page',
    handle: { title: '휴대폰 매장 둘러보기' },
    element: <Text>튜토리얼 화면</Text>,
  },
  { path: 'branch', handle: { title: '지점' }, element: <Text>지점 화면</Text> },
  {
    path: 'notification-settings',
    handle: { title: '알림 설정', isShowBackButton: true },
    element: <Text>알림 설정 화면</Text>,
  },
  {
    path: 'quotation-check',
    handle: { title: '견적 확인', isFooterActiveFor: 'quotation-check' },
    element: <Text>견적 확인 화면</Text>,
  },
  {
    path: 'my-quote-request-history',
    handle: { title: '견적 내역', isFooterActiveFor: 'quote-history' },
    element: <Text>견적 내역 화면</Text>,
  },
  {
    path: 'product/home/:id/:nameEn',
    handle: {
      dynamicTitleResolver: ({ params }) => (params.nameEn === 'Internet' ? '인터넷' : '상품'),
      isShowBackButton: true,
    },
    element: <Text>카테고리 화면</Text>,
  },
  {
    path: 'broken',
    handle: { title: '고장 난 화면' },
    Component: () => {
      throw new Error('렌더링 실패');
    },
  },
];

const header = () => screen.queryByRole('banner');
const navigation = () => screen.queryByRole('navigation', { name: '주요 메뉴' });
const notificationLink = () => screen.queryByRole('link', { name: '알림 설정' });
const backButton = () => screen.queryByRole('button', { name: '뒤로 가기' });

afterEach(() => vi.restoreAllMocks());

// Page chunks compile on first import; loading them once up front keeps the first test's
// waits about the page, not about the compiler.
beforeAll(async () => {
  await Promise.all([
    import('../shared/NotFoundPage'),
    import('./fallbacks/ServerErrorPage'),
    import('./fallbacks/UnauthorizedPage'),
  ]);
});

describe('the shell', () => {
  it('shows the logo instead of a title on home, with notifications and the home tab active', async () => {
    renderApp(createAppRoutes(pages), { entries: ['/'] });
    await screen.findByText('홈 화면');
    const logo = within(header()!).getByRole('link', { name: '견적마켓' });
    expect(logo).toHaveAttribute('href', '/');
    expect(within(header()!).getByRole('heading', { level: 1 })).toHaveTextContent('견적마켓');
    expect(backButton()).not.toBeInTheDocument();
    expect(notificationLink()).toHaveAttribute('href', '/notification-settings');
    expect(within(navigation()!).getByRole('link', { name: '홈' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('홈 | 견적마켓');
  });

  it('shows a fixed title and marks its tab', async () => {
    renderApp(createAppRoutes(pages), { entries: ['/quotation-check'] });
    await screen.findByText('견적 확인 화면');
    expect(screen.getByRole('heading', { level: 1, name: '견적 확인' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '견적마켓' })).not.toBeInTheDocument();
    const nav = navigation()!;
    expect(within(nav).getByRole('link', { name: '견적 확인' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
  });

  it('computes the title from the path and goes back one page with the back button', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(createAppRoutes(pages), {
      entries: ['/quotation-check', '/product/home/2/Internet'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '인터넷' })).toBeInTheDocument();
    await user.click(backButton()!);
    expect(await screen.findByText('견적 확인 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quotation-check');
  });

  it('hides the header and the navigation where the metadata says NONE', async () => {
    renderApp(createAppRoutes(pages), { entries: ['/login'] });
    await screen.findByText('로그인 화면');
    expect(header()).not.toBeInTheDocument();
    expect(navigation()).not.toBeInTheDocument();
  });

  it.each([
    ['/branch', '지점 화면'],
    ['/login', '로그인 화면'],
    ['/notification-settings', '알림 설정 화면'],
    ['/tutorial-page', '튜토리얼 화면'],
  ])('has no notification button on %s', async (path, text) => {
    renderApp(createAppRoutes(pages), { entries: [path] });
    await screen.findByText(text);
    expect(notificationLink()).not.toBeInTheDocument();
  });

  it.each([
    ['/quotation-check', '견적 확인 화면'],
    ['/product/home/1/Mobile Phones', '카테고리 화면'],
    ['/verificate-phone', '본인인증 화면'],
  ])('has the notification button on %s', async (path, text) => {
    renderApp(createAppRoutes(pages), { entries: [path] });
    await screen.findByText(text);
    expect(notificationLink()).toBeInTheDocument();
  });

  it('shows the logo on the tutorial for a guest and the title once logged in', async () => {
    const guest = renderApp(createAppRoutes(pages), { entries: ['/tutorial-page'] });
    await screen.findByText('튜토리얼 화면');
    expect(within(header()!).getByRole('link', { name: '견적마켓' })).toBeInTheDocument();
    guest.unmount();

    renderApp(createAppRoutes(pages), { entries: ['/tutorial-page'], token: 'token-1' });
    await screen.findByText('튜토리얼 화면');
    expect(
      screen.getByRole('heading', { level: 1, name: '휴대폰 매장 둘러보기' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '견적마켓' })).not.toBeInTheDocument();
  });

  it('has the four tabs, MY leading to the guest page without a token', async () => {
    renderApp(createAppRoutes(pages), { entries: ['/'] });
    await screen.findByText('홈 화면');
    const links = within(navigation()!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['홈', '/'],
      ['견적 확인', '/quotation-check'],
      ['견적 내역', '/my-quote-request-history'],
      ['MY', '/my-nonmember'],
    ]);
  });

  it('sends MY to the profile with a stored token, and follows a logout at once', async () => {
    const { storage } = renderApp(createAppRoutes(pages), { entries: ['/'], token: 'token-1' });
    await screen.findByText('홈 화면');
    const my = within(navigation()!).getByRole('link', { name: 'MY' });
    expect(my).toHaveAttribute('href', '/my-profile');
    act(() => storage.remove('token'));
    expect(within(navigation()!).getByRole('link', { name: 'MY' })).toHaveAttribute(
      'href',
      '/my-nonmember',
    );
  });

  it('counts a signed-in buyer’s unread messages on 견적 확인 and keeps the count live', async () => {
    let unread = buyerUnreadMessages({ total: 3 });
    const streams: { onAlso?: { message?: (event: ConversationEvent) => void } }[] = [];
    const api: ApiClient = {
      ...emptyApiClient,
      call: async (endpoint) =>
        ((endpoint as Endpoint) === getBuyerUnreadMessages ? unread : []) as never,
      listen: (_stream, handlers) => {
        streams.push(handlers);
        return () => undefined;
      },
    };
    renderApp(createAppRoutes(pages), { entries: ['/'], token: 'token-1', api });
    expect(
      await within(navigation()!).findByRole('link', { name: '견적 확인 읽지 않은 메시지 3개' }),
    ).toHaveAttribute('href', '/quotation-check');
    expect(streams).toHaveLength(1);

    unread = buyerUnreadMessages({ total: 0, requests: [] });
    act(() =>
      streams[0]!.onAlso?.message?.({
        quotationId: 26,
        estimationId: 93,
        change: 'read',
        by: 'buyer',
        messageId: null,
      }),
    );
    expect(
      await within(navigation()!).findByRole('link', { name: '견적 확인' }),
    ).not.toHaveTextContent(/\d/);
  });

  it('counts nothing and listens to nothing for a guest', async () => {
    const listen = vi.fn(() => () => undefined);
    const call = vi.fn(async () => [] as never);
    renderApp(createAppRoutes(pages), { entries: ['/'], api: { ...emptyApiClient, call, listen } });
    await screen.findByText('홈 화면');
    expect(listen).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalledWith(getBuyerUnreadMessages, expect.anything());
    expect(within(navigation()!).getByRole('link', { name: '견적 확인' })).toBeInTheDocument();
  });

  it.each([
    ['/login', '로그인 화면', 'full'],
    ['/verificate-phone', '본인인증 화면', 'withHeader'],
    ['/quotation-check', '견적 확인 화면', 'withHeaderAndNavigation'],
  ])('sizes the content area on %s', async (path, text, mode) => {
    const { container } = renderApp(createAppRoutes(pages), { entries: [path] });
    await screen.findByText(text);
    expect(container.querySelector('[data-qm="page"]')).toHaveAttribute('data-height-mode', mode);
    expect(screen.getByRole('main')).toHaveTextContent(text);
  });

  it('recomputes the viewport height unit on every resize', async () => {
    renderApp(createAppRoutes(pages), { entries: ['/'] });
    await screen.findByText('홈 화면');
    // On the root element, where the shell and the kit's Page read it.
    const root = document.documentElement;
    act(() => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(root.style.getPropertyValue('--vh')).toBe('7px');
    act(() => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 812 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(root.style.getPropertyValue('--vh')).toBe('8.12px');
  });
});

describe('fallbacks', () => {
  it('shows Not Found inside the shell for an unknown path', async () => {
    renderApp(createAppRoutes(pages), { entries: ['/no/such/page'] });
    expect(
      await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: '페이지 없음' })).toBeInTheDocument();
    expect(navigation()).toBeInTheDocument();
  });

  it('shows the generic error fallback inside the shell when a page fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(createAppRoutes(pages), { entries: ['/broken'] });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '문제가 생겼어요' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('잠시 후 다시 시도해 주세요');
    expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
    expect(navigation()).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('reloads once when a page chunk fails, then shows the fallback if it fails again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = createAppStorage({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
    });
    const reload = vi.fn();
    const log = vi.fn();
    const loader = createChunkLoader({ storage: () => session, reload, log });
    const chunkless: AppRouteObject[] = [
      ...pages,
      {
        path: 'stale',
        handle: { title: '오래된 화면' },
        lazy: lazyPage(
          () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
          () => () => null,
          { chunkLoader: loader },
        ),
      },
    ];

    const first = renderApp(createAppRoutes(chunkless), { entries: ['/stale'] });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    // The reloaded page: the session still holds the mark, the chunk fails again.
    renderApp(createAppRoutes(chunkless), { entries: ['/stale'] });
    expect(await screen.findByRole('heading', { name: '문제가 생겼어요' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('has the server error and unauthorized pages', async () => {
    const server = renderApp(createAppRoutes(pages.concat(await fallbackPages())), {
      entries: ['/server-error'],
    });
    expect(
      await screen.findByRole('heading', { name: '서버에 문제가 생겼어요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '서버 오류' })).toBeInTheDocument();
    server.unmount();

    renderApp(createAppRoutes(pages.concat(await fallbackPages())), {
      entries: ['/unauthorized'],
    });
    expect(await screen.findByRole('heading', { name: '접근 권한이 없어요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login');
  });
});

async function fallbackPages() {
  return (await import('./fallbacks/routes')).fallbackRoutes;
}
