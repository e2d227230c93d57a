import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from './InfiniteList';
import { hydrateServerMarkup } from '../../testing/hydrateServerMarkup';
import { Page } from '../Page';

interface Review {
  id: number;
  text: string;
}

const reviews = (count: number, from = 0): Review[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    text: `리뷰 ${from + index + 1}`,
  }));

const ROW_HEIGHT = 60;
const VIEWPORT_HEIGHT = 600;

/**
 * jsdom has no layout: rows measure ROW_HEIGHT, the container viewport and the page box
 * VIEWPORT_HEIGHT.
 */
function mockLayout() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.getAttribute('role') === 'listitem' ? ROW_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.part === 'viewport' || this.dataset.qm === 'page' ? VIEWPORT_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
}

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: {
  callback: ObserverCallback;
  options?: IntersectionObserverInit;
  target?: Element;
}[] = [];

class MockIntersectionObserver {
  private record: (typeof observers)[number];
  constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, ...(options ? { options } : {}) };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.target = target;
  }
  disconnect() {
    const index = observers.indexOf(this.record);
    if (index >= 0) observers.splice(index, 1);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function showSentinel() {
  act(() => {
    for (const observer of [...observers]) {
      observer.callback([{ isIntersecting: true, target: observer.target! }]);
    }
  });
}

const renderReview = (review: Review) => <p>{review.text}</p>;

/**
 * A long list as the server renders it: at a viewport it assumes, with a gap between rows, its rows
 * estimated at `estimateSize`.
 */
const serverRenderedReviews = (estimateSize = ROW_HEIGHT) => (
  <InfiniteList
    items={reviews(1000)}
    renderItem={renderReview}
    estimateSize={estimateSize}
    gap={12}
    initialRect={{ width: 375, height: VIEWPORT_HEIGHT }}
    label="리뷰"
  />
);

describe('InfiniteList', () => {
  beforeEach(() => {
    mockLayout();
    vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    observers.length = 0;
  });

  it('keeps only a few of 1,000 rows in the DOM', () => {
    render(
      <InfiniteList
        items={reviews(1000)}
        renderItem={renderReview}
        scroll="container"
        height="600px"
        estimateSize={ROW_HEIGHT}
        initialRect={{ width: 375, height: VIEWPORT_HEIGHT }}
        label="리뷰"
      />,
    );
    const rows = screen.getAllByRole('listitem');
    // 600 / 60 = 10 visible rows plus the overscan on each side.
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeLessThan(30);
    expect(screen.getByText('리뷰 1')).toBeInTheDocument();
    expect(screen.queryByText('리뷰 1000')).toBeNull();
    expect(rows[0]).toHaveAttribute('aria-setsize', '1000');
    expect(screen.getByRole('list', { name: '리뷰' })).toHaveStyle({ height: '60000px' });
  });

  it('renders a row on screen once, though measuring its rows renders the list again', () => {
    const rendered = new Map<number, number>();
    const renderCounted = (review: Review) => {
      rendered.set(review.id, (rendered.get(review.id) ?? 0) + 1);
      return renderReview(review);
    };
    render(
      <InfiniteList
        items={reviews(1000)}
        renderItem={renderCounted}
        scroll="container"
        height="600px"
        // Rows measure half the estimate: once measured, twice as many fit and are added.
        estimateSize={ROW_HEIGHT * 2}
        overscan={0}
        initialRect={{ width: 375, height: VIEWPORT_HEIGHT }}
        label="리뷰"
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(VIEWPORT_HEIGHT / ROW_HEIGHT);
    expect(rendered.size).toBe(VIEWPORT_HEIGHT / ROW_HEIGHT);
    expect([...rendered.values()].every((count) => count === 1)).toBe(true);
  });

  it('renders its first rows in the flow on the server, not at estimated places', () => {
    const markup = renderToString(serverRenderedReviews());
    const container = document.createElement('div');
    container.innerHTML = markup;
    const list = container.querySelector('[role="list"]');
    expect(list).toHaveAttribute('data-layout', 'flow');
    // Each row stands at its real height, whatever the estimate: nothing to overlap or move.
    expect(list).toHaveStyle({ rowGap: '12px', paddingTop: '0px' });
    const rows = container.querySelectorAll('[role="listitem"]');
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) expect(row.getAttribute('style')).toBeNull();
    // The rows not rendered take their estimated room below: the page scrolls as far as it will
    // once placed, whatever height the rendered rows turn out to have.
    const notRendered = 1000 - rows.length;
    expect(list).toHaveStyle({ paddingBottom: `${notRendered * (ROW_HEIGHT + 12)}px` });
    expect(list).not.toHaveStyle({ height: `${1000 * ROW_HEIGHT + 999 * 12}px` });
  });

  it('hydrates the server’s rows, then places them where they stand', async () => {
    const page = await hydrateServerMarkup(serverRenderedReviews());
    expect(page.recoverableErrors).toEqual([]);
    expect(screen.getByRole('list', { name: '리뷰' })).toHaveAttribute('data-layout', 'placed');
    const rows = screen.getAllByRole('listitem');
    // The server's own elements, each placed one measured row and a gap below the one before.
    expect(page.serverElements).toContain(rows[0]);
    expect(rows[1]).toHaveStyle({ transform: `translateY(${ROW_HEIGHT + 12}px)` });
    page.unmount();
  });

  it('places a list hydrated in its page box at its rows’ measured heights at once', async () => {
    // Rows of ROW_HEIGHT, estimated at twice that: the server renders the rows the estimate fits.
    const estimate = ROW_HEIGHT * 2;
    const ui = <Page>{serverRenderedReviews(estimate)}</Page>;
    const heights: string[] = [];
    const styles = new MutationObserver(() => {
      const list = document.querySelector<HTMLElement>('[role="list"][data-layout="placed"]');
      if (list) heights.push(list.style.height);
    });
    styles.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] });
    const page = await hydrateServerMarkup(ui);
    styles.disconnect();
    try {
      expect(page.recoverableErrors).toEqual([]);
      const rendered = page.container.querySelectorAll('[role="listitem"]').length;
      const measured = rendered * (ROW_HEIGHT + 12) + (1000 - rendered) * (estimate + 12) - 12;
      // Placed at once as tall as its rows stood in the flow, and so it stays: a page scrolled
      // before it is placed does not jump.
      expect(heights.length).toBeGreaterThan(0);
      expect(new Set(heights)).toEqual(new Set([`${measured}px`]));
    } finally {
      page.unmount();
    }
  });

  it('places the rows where the virtualizer measured them once they are on screen', () => {
    render(
      <InfiniteList
        items={reviews(1000)}
        renderItem={renderReview}
        estimateSize={ROW_HEIGHT}
        gap={12}
        label="리뷰"
      />,
    );
    const list = screen.getByRole('list', { name: '리뷰' });
    expect(list).toHaveAttribute('data-layout', 'placed');
    const [, second] = screen.getAllByRole('listitem');
    expect(second).toHaveStyle({ transform: `translateY(${ROW_HEIGHT + 12}px)` });
  });

  it('virtualises with the window as the scroller too', () => {
    render(
      <InfiniteList items={reviews(1000)} renderItem={renderReview} estimateSize={ROW_HEIGHT} />,
    );
    // jsdom's window is 768 px tall: about 13 rows plus overscan.
    expect(screen.getAllByRole('listitem').length).toBeLessThan(30);
  });

  it('asks for the next page when the sentinel is fully visible', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <InfiniteList
        items={reviews(10)}
        renderItem={renderReview}
        hasNextPage
        onLoadMore={onLoadMore}
      />,
    );
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.threshold).toBe(1);
    expect(observers[0]!.target).toHaveAttribute('data-part', 'sentinel');
    showSentinel();
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // While the page loads the sentinel is not watched, and progress is announced.
    rerender(
      <InfiniteList
        items={reviews(10)}
        renderItem={renderReview}
        hasNextPage
        isFetchingNextPage
        onLoadMore={onLoadMore}
      />,
    );
    expect(observers).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');

    // The last page: nothing more to ask for.
    rerender(
      <InfiniteList
        items={reviews(20)}
        renderItem={renderReview}
        hasNextPage={false}
        onLoadMore={onLoadMore}
      />,
    );
    expect(observers).toHaveLength(0);
    expect(document.querySelector('[data-part="sentinel"]')).toBeNull();
  });

  it('shows the default loading skeleton or a given fallback', () => {
    const { rerender } = render(<InfiniteList items={[]} renderItem={renderReview} loading />);
    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
    rerender(
      <InfiniteList
        items={[]}
        renderItem={renderReview}
        loading
        loadingFallback={<p>잠시만요</p>}
      />,
    );
    expect(screen.getByRole('status', { name: '불러오는 중' })).toHaveTextContent('잠시만요');
  });

  it('shows the empty state when nothing came back', () => {
    const { rerender } = render(<InfiniteList items={[]} renderItem={renderReview} />);
    expect(screen.getByText('결과가 없어요')).toBeInTheDocument();
    rerender(
      <InfiniteList items={[]} renderItem={renderReview} emptyFallback={<p>리뷰가 없어요</p>} />,
    );
    expect(screen.getByText('리뷰가 없어요')).toBeInTheDocument();
    expect(screen.queryByText('결과가 없어요')).toBeNull();
  });

  it('shows the error with a retry button, also after a failed next page', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(
      <InfiniteList
        items={[]}
        renderItem={renderReview}
        error="리뷰를 불러오지 못했어요."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('리뷰를 불러오지 못했어요.');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(
      <InfiniteList
        items={reviews(3)}
        renderItem={renderReview}
        hasNextPage
        error="리뷰를 불러오지 못했어요."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('리뷰 1')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    // No automatic retries in a loop: only the button asks again.
    expect(observers).toHaveLength(0);
  });
});
