import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@quotemarket/hooks';
import { createAppRoutes } from '../routes/routes';
import { renderApp } from '../testing/renderApp';
import { createPageScrollStore, pageScrollKey } from './pageScroll';
import type { AppRouteObject } from './routeMeta';

const pages: AppRouteObject[] = [
  {
    path: 'list',
    handle: { title: '상품 목록' },
    element: (
      <>
        <p>상품 목록 화면</p>
        <Link to="/detail">상품 보기</Link>
      </>
    ),
  },
  {
    path: 'detail',
    handle: { title: '상품 상세', isShowBackButton: true },
    element: <p>상품 상세 화면</p>,
  },
];

const pageBox = () => document.querySelector<HTMLElement>('[data-qm="page"]')!;

function scrollPageTo(top: number) {
  const box = pageBox();
  box.scrollTop = top;
  fireEvent.scroll(box);
}

describe('the page box’s scroll position', () => {
  it('starts a new page at the top and returns to the list’s position on the way back', async () => {
    const user = userEvent.setup();
    renderApp(createAppRoutes(pages), { entries: ['/list'] });
    await screen.findByText('상품 목록 화면');
    scrollPageTo(640);

    await user.click(screen.getByRole('link', { name: '상품 보기' }));
    await screen.findByText('상품 상세 화면');
    expect(pageBox().scrollTop).toBe(0);
    scrollPageTo(120);

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await screen.findByText('상품 목록 화면');
    expect(pageBox().scrollTop).toBe(640);
  });

  it('returns to where the detail was left when going forward again', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(createAppRoutes(pages), { entries: ['/list'] });
    await screen.findByText('상품 목록 화면');
    scrollPageTo(50);
    await user.click(screen.getByRole('link', { name: '상품 보기' }));
    await screen.findByText('상품 상세 화면');
    scrollPageTo(300);
    await act(() => router.navigate(-1));
    await screen.findByText('상품 목록 화면');
    expect(pageBox().scrollTop).toBe(50);
    await act(() => router.navigate(1));
    await screen.findByText('상품 상세 화면');
    expect(pageBox().scrollTop).toBe(300);
  });
});

describe('createPageScrollStore', () => {
  it('keeps the positions for the next load of the app (a reload)', () => {
    vi.useFakeTimers();
    try {
      const storage = createMemoryStorage();
      const store = createPageScrollStore(() => storage);
      store.save('a1', 480);
      store.save('b2', 0);
      vi.advanceTimersByTime(250);
      expect(storage.getItem(pageScrollKey)).not.toBeNull();
      const reloaded = createPageScrollStore(() => storage);
      expect(reloaded.read('a1')).toBe(480);
      expect(reloaded.read('b2')).toBe(0);
      expect(reloaded.read('c3')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets the oldest entries past fifty and survives a damaged entry', () => {
    vi.useFakeTimers();
    try {
      const storage = createMemoryStorage();
      const store = createPageScrollStore(() => storage);
      for (let index = 0; index < 55; index += 1) store.save(`k${index}`, index);
      vi.advanceTimersByTime(250);
      const reloaded = createPageScrollStore(() => storage);
      expect(reloaded.read('k0')).toBeUndefined();
      expect(reloaded.read('k54')).toBe(54);

      storage.setItem(pageScrollKey, '{not json');
      expect(createPageScrollStore(() => storage).read('k54')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
