import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { useScrollParent } from '../../internal/scrollParent';
import { useRenderedByTheBrowser } from '../../internal/useRenderedByTheBrowser';
import { virtualizerOptions, type InfiniteListProps } from './InfiniteList.props';
import { useElementListVirtualizer, useWindowListVirtualizer } from './useListVirtualizer';
import { VirtualRows } from './VirtualRows';

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
export function PageRows<T>(props: InfiniteListProps<T>) {
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
    { ...virtualizerOptions(props), scrollMargin, enabled: !scrollParent },
    deferred,
  );
  const pageBoxRows = useElementListVirtualizer(
    {
      ...virtualizerOptions(props),
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
