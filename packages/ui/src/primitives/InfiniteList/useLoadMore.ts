import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onLoadMore` when the sentinel at the list's end comes fully into view of `root`. */
export function useLoadMore(
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
