import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { Virtualizer } from '@tanstack/react-virtual';
import {
  memo,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  StyledFetching,
  StyledInfiniteList,
  StyledItems,
  StyledMessage,
  StyledRow,
  StyledSentinel,
  StyledSkeletonRow,
  StyledSkeletonRows,
  StyledViewport,
} from './InfiniteList.styles';
import { useScrollParent } from '../../internal/scrollParent';
import { useRenderedByTheBrowser } from '../../internal/useRenderedByTheBrowser';
import { Button } from '../Button';
import { infiniteListVariants, type InfiniteListScroll } from './InfiniteList.variants';
import { useElementListVirtualizer, useWindowListVirtualizer } from './useListVirtualizer';

export interface InfiniteListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getItemKey?: (item: T, index: number) => Key;
  /** Estimated row height in px before a row is measured. */
  estimateSize?: number | ((index: number) => number);
  /** Rows rendered beyond the visible ones on each side. */
  overscan?: number;
  /** Space between rows in px. */
  gap?: number;
  scroll?: InfiniteListScroll;
  /** The scroll box's height in container mode (any CSS length). */
  height?: string;
  /** The viewport size to assume before measuring (server rendering, tests). */
  initialRect?: { width: number; height: number };
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  onLoadMore?: () => void;
  /** First page loading: `loadingFallback` or skeleton rows. */
  loading?: boolean;
  loadingFallback?: ReactNode;
  emptyFallback?: ReactNode;
  /** A failed load; with `onRetry` a '다시 시도' button is shown. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Names the list for screen readers. */
  label?: string;
  loadingLabel?: string;
  emptyLabel?: string;
  retryLabel?: string;
  className?: string;
}

const DEFAULT_ERROR = '목록을 불러오지 못했어요.';

interface VirtualRowsProps<T> extends InfiniteListProps<T> {
  virtualizer: Virtualizer<HTMLElement, Element> | Virtualizer<Window, Element>;
  scrollMargin: number;
  listRef: RefObject<HTMLDivElement | null>;
  /**
   * Whether the rows stand where the virtualizer puts them, or in the normal flow (its owner
   * decides). On the server the virtualizer knows the rows' sizes only by estimate, so they stand
   * in the flow, one under the other at their real heights. Hydration measures them; they are then
   * placed exactly where they already were, so neither a row of unexpected height overlaps the next
   * nor does anything move. A list the browser renders alone is placed before it is painted.
   */
  placed: boolean;
}

interface RowContentProps<T> {
  item: T;
  index: number;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A row's content, rendered again only for a new item, index or `renderItem`. The virtualizer
 * renders the list again whenever a row is measured or the list scrolls a row in or out; the rows
 * already on screen are then the same, and their content (a product card with its styles) is not
 * rendered for nothing. A parent's new render passes a new `renderItem`, so its rows follow it.
 */
const RowContent = memo(function RowContent<T>({ item, index, renderItem }: RowContentProps<T>) {
  return renderItem(item, index);
}) as <T>(props: RowContentProps<T>) => ReactNode;

function VirtualRows<T>({
  items,
  renderItem,
  virtualizer,
  scrollMargin,
  listRef,
  placed,
  label,
  gap = 0,
}: VirtualRowsProps<T>) {
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1);
  // In the flow, the first row stands where the virtualizer would put it (the top, unless the page
  // was scrolled before it was taken over). The rows not rendered take their estimated room above
  // and below the rendered ones, which stand at their real heights: the list is as tall as the
  // virtualizer makes it once it has measured them, so the page scrolls as far before it is taken
  // over as after, and nothing moves as it is placed.
  const flowStyle: CSSProperties = {
    paddingTop: Math.max(0, (rows[0]?.start ?? scrollMargin) - scrollMargin),
    paddingBottom: Math.max(
      0,
      virtualizer.getTotalSize() - ((lastRow?.end ?? scrollMargin) - scrollMargin),
    ),
    rowGap: gap,
  };
  return (
    <StyledItems
      ref={listRef}
      role="list"
      aria-label={label}
      data-part="items"
      data-layout={placed ? 'placed' : 'flow'}
      style={placed ? { height: virtualizer.getTotalSize() } : flowStyle}
    >
      {rows.map((row) => (
        <StyledRow
          key={row.key}
          role="listitem"
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={placed ? { transform: `translateY(${row.start - scrollMargin}px)` } : undefined}
        >
          <RowContent item={items[row.index] as T} index={row.index} renderItem={renderItem} />
        </StyledRow>
      ))}
    </StyledItems>
  );
}

function sizeOptions<T>(props: InfiniteListProps<T>) {
  const { items, estimateSize = 88, getItemKey, overscan = 5, gap = 0, initialRect } = props;
  return {
    count: items.length,
    estimateSize: typeof estimateSize === 'function' ? estimateSize : () => estimateSize,
    getItemKey: getItemKey
      ? (index: number) => getItemKey(items[index] as T, index)
      : (index: number) => index,
    overscan,
    gap,
    ...(initialRect ? { initialRect } : {}),
  };
}

function ContainerRows<T>({
  viewport,
  ...props
}: InfiniteListProps<T> & { viewport: HTMLDivElement | null }) {
  const listRef = useRef<HTMLDivElement>(null);
  const placed = useRenderedByTheBrowser();
  const virtualizer = useElementListVirtualizer(
    { ...sizeOptions(props), getScrollElement: () => viewport },
    !placed,
  );
  return (
    <VirtualRows
      {...props}
      virtualizer={virtualizer}
      scrollMargin={0}
      listRef={listRef}
      placed={placed}
    />
  );
}

interface ListOffset {
  /** The list's top in its scroller's content (the virtualizer's `scrollMargin`). */
  margin: number;
  /** The scroller it was measured in: the page box, the window (`null`), or none yet. */
  scroller: HTMLElement | null | undefined;
}

const notMeasured: ListOffset = { margin: 0, scroller: undefined };

/**
 * The page's rows: they follow the shell's scrolling page box when there is one, else the window.
 * Both virtualizers are kept and one is enabled, so the rows stay the same elements when the page
 * box becomes known after the first render (as it does when the browser hydrates the server's
 * page): the rows are moved, never rendered anew.
 */
function PageRows<T>(props: InfiniteListProps<T>) {
  const scrollParent = useScrollParent();
  const hydrating = !useRenderedByTheBrowser();
  // Whether the list was first rendered from the server's markup: it stays so once hydrated.
  const [fromServer] = useState(hydrating);
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState<ListOffset>(notMeasured);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const top = list.getBoundingClientRect().top;
    const measured: ListOffset = {
      margin: scrollParent
        ? top - scrollParent.getBoundingClientRect().top + scrollParent.scrollTop
        : top + window.scrollY,
      scroller: scrollParent,
    };
    // A list the browser renders alone is placed before it is painted. One hydrated from the
    // server's markup stands in the flow until then, so its offset follows as a transition, not
    // as a render of the whole list again in the commit's own task.
    if (fromServer) startTransition(() => setOffset(measured));
    else setOffset(measured);
  }, [scrollParent, fromServer]);
  // Rows are placed where the virtualizer puts them once their offset in their scroller is known.
  const placed = offset.scroller === scrollParent;
  const deferred = fromServer && !placed;
  const scrollMargin = offset.margin;
  // Each starts from where its scroller already is (a virtualizer scrolls its element to its
  // initial offset when it takes it over): the buyer may have scrolled the server's page already.
  const windowRows = useWindowListVirtualizer(
    { ...sizeOptions(props), scrollMargin, enabled: !scrollParent },
    deferred,
  );
  const pageBoxRows = useElementListVirtualizer(
    {
      ...sizeOptions(props),
      getScrollElement: () => scrollParent,
      scrollMargin,
      enabled: !!scrollParent,
      initialOffset: () => scrollParent?.scrollTop ?? 0,
    },
    deferred,
  );
  return (
    <VirtualRows
      {...props}
      virtualizer={scrollParent ? pageBoxRows : windowRows}
      scrollMargin={scrollMargin}
      listRef={listRef}
      placed={placed}
    />
  );
}

function useLoadMore(
  sentinelRef: RefObject<HTMLDivElement | null>,
  root: HTMLDivElement | null,
  enabled: boolean,
  onLoadMore: (() => void) | undefined,
  itemCount: number,
) {
  const callback = useRef(onLoadMore);
  useEffect(() => {
    callback.current = onLoadMore;
  });
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
    // Threshold 1: the next page is asked for when the end of the list is fully in view.
    // Re-created after every page, so a page too short to scroll still asks for the next one.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current?.();
      },
      { root, threshold: 1 },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinelRef, root, enabled, itemCount]);
}

/**
 * A virtualised list that asks for the next page as its end comes into view, with the loading,
 * empty and error states every list has.
 */
export function InfiniteList<T>(props: InfiniteListProps<T>) {
  const {
    items,
    scroll = infiniteListVariants.scroll.default,
    height,
    hasNextPage = false,
    isFetchingNextPage = false,
    onLoadMore,
    loading = false,
    loadingFallback,
    emptyFallback,
    error,
    onRetry,
    loadingLabel = '불러오는 중',
    emptyLabel = '결과가 없어요',
    retryLabel = '다시 시도',
    className,
  } = props;
  // State rather than a ref: the rows' virtualizer needs the element in its first effects, and a
  // parent's ref is attached only after its children's effects have run.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const hasError = error !== undefined && error !== null && error !== false;
  const showList = items.length > 0;
  useLoadMore(
    sentinelRef,
    scroll === 'container' ? viewport : null,
    showList && hasNextPage && !isFetchingNextPage && !hasError,
    onLoadMore,
    items.length,
  );

  const errorBlock = hasError && (
    <StyledMessage role="alert" data-part="error" data-compact={showList}>
      <p>{error === true ? DEFAULT_ERROR : error}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </StyledMessage>
  );

  let body: ReactNode;
  if (!showList && loading) {
    body = (
      <div role="status" aria-label={loadingLabel} data-part="loading">
        {loadingFallback ?? (
          <>
            <VisuallyHidden>{loadingLabel}</VisuallyHidden>
            <StyledSkeletonRows aria-hidden="true">
              <StyledSkeletonRow />
              <StyledSkeletonRow />
              <StyledSkeletonRow />
            </StyledSkeletonRows>
          </>
        )}
      </div>
    );
  } else if (!showList && hasError) {
    body = errorBlock;
  } else if (!showList) {
    body = emptyFallback ?? (
      <StyledMessage data-part="empty">
        <p>{emptyLabel}</p>
      </StyledMessage>
    );
  } else {
    body = (
      <>
        {scroll === 'container' ? (
          <ContainerRows {...props} viewport={viewport} />
        ) : (
          <PageRows {...props} />
        )}
        {hasNextPage && !hasError && <StyledSentinel ref={sentinelRef} data-part="sentinel" />}
        {isFetchingNextPage && (
          <StyledFetching role="status" data-part="fetching">
            {loadingLabel}
          </StyledFetching>
        )}
        {errorBlock}
      </>
    );
  }

  return (
    <StyledInfiniteList
      className={className}
      data-qm="infinite-list"
      data-scroll={scroll}
      aria-busy={loading || isFetchingNextPage || undefined}
    >
      {scroll === 'container' ? (
        <StyledViewport
          ref={setViewport}
          data-part="viewport"
          tabIndex={0}
          style={height ? ({ '--infinite-list-height': height } as CSSProperties) : undefined}
        >
          {body}
        </StyledViewport>
      ) : (
        body
      )}
    </StyledInfiniteList>
  );
}
