import type { Key, ReactNode } from 'react';
import type { InfiniteListScroll } from './InfiniteList.variants';

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

/** The virtualizer's options every row strategy shares: the count, sizes, keys and overscan. */
export function virtualizerOptions<T>(props: InfiniteListProps<T>) {
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
