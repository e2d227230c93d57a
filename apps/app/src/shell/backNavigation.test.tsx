import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStorage, createMemoryStorage, createQueryClient } from '@quotemarket/hooks';
import { AppProviders } from '../providers/AppProviders';
import { createAppRoutes } from '../routes/routes';
import { paths } from '../paths';
import { emptyApiClient, renderApp } from '../testing/renderApp';
import { hasInAppHistory } from './backNavigation';
import type { AppRouteObject } from './routeMeta';

function Text({ children }: { children: string }) {
  return <p>{children}</p>;
}

const pages: AppRouteObject[] = [
  { index: true, handle: { title: '홈' }, element: <Text>홈 화면</Text> },
  {
    path: 'quotation-check',
    handle: { title: '견적 확인' },
    element: <Text>견적 확인 화면</Text>,
  },
  {
    path: 'request-details/:id/:nameEn/:itemId',
    handle: { title: '휴대폰 상세', isShowBackButton: true },
    element: <Text>상품 상세 화면</Text>,
  },
  {
    path: 'store-information/:id',
    handle: { title: '매장 정보', isShowBackButton: true },
    element: <Text>매장 화면</Text>,
  },
];

const sharedLink = paths.productDetail(1, 'Mobile Phones', 12);
const backButton = () => screen.getByRole('button', { name: '뒤로 가기' });

describe('hasInAppHistory', () => {
  it('is false on the first entry of the session', () => {
    expect(hasInAppHistory('default', null)).toBe(false);
    expect(hasInAppHistory('default', { idx: 3 })).toBe(false);
  });

  it('is false on the browser’s first entry even when a replace gave it a new key', () => {
    expect(hasInAppHistory('x7k2p', { idx: 0, key: 'x7k2p' })).toBe(false);
  });

  it('is true on a later entry, with or without the browser’s index', () => {
    expect(hasInAppHistory('x7k2p', { idx: 1, key: 'x7k2p' })).toBe(true);
    expect(hasInAppHistory('x7k2p', null)).toBe(true);
  });
});

describe('the header’s back button (memory router)', () => {
  it('goes home, replacing the entry, on a page opened from a shared link', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(createAppRoutes(pages), { entries: [sharedLink] });
    await screen.findByText('상품 상세 화면');
    await user.click(backButton());
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back one page when the app has a page before it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(createAppRoutes(pages), {
      entries: [paths.quotationCheck(), sharedLink],
    });
    await screen.findByText('상품 상세 화면');
    await user.click(backButton());
    expect(await screen.findByText('견적 확인 화면')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('the header’s back button (browser history)', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => {
    dispose?.();
    dispose = undefined;
  });

  function renderInBrowser(path: string) {
    // A fresh tab opened on `path`: the browser's own entry, without the router's state yet.
    window.history.replaceState(null, '', path);
    const router = createBrowserRouter(createAppRoutes(pages));
    const storage = createAppStorage({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
    });
    const view = render(
      <AppProviders queryClient={createQueryClient()} apiClient={emptyApiClient} storage={storage}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    dispose = () => {
      view.unmount();
      router.dispose();
    };
    return router;
  }

  it('goes home on the first entry, even after a replacing navigation', async () => {
    const user = userEvent.setup();
    const router = renderInBrowser(sharedLink);
    await screen.findByText('상품 상세 화면');
    await router.navigate(paths.store(42), { replace: true });
    await screen.findByText('매장 화면');
    expect(router.state.location.key).not.toBe('default');
    await user.click(backButton());
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect((window.history.state as { idx: number }).idx).toBe(0);
  });

  it('goes back one page after a page the buyer opened in the app', async () => {
    const user = userEvent.setup();
    const router = renderInBrowser(paths.quotationCheck());
    await screen.findByText('견적 확인 화면');
    await router.navigate(sharedLink);
    await screen.findByText('상품 상세 화면');
    await user.click(backButton());
    expect(await screen.findByText('견적 확인 화면')).toBeInTheDocument();
    expect(window.location.pathname).toBe(paths.quotationCheck());
  });
});
