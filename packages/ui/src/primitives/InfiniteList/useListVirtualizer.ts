import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  Virtualizer,
  windowScroll,
  type PartialKeys,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { startTransition, useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';

type ListOptions<S extends Element | Window> = VirtualizerOptions<S, Element>;

/**
 * The list's virtualizer, bound to React as `@tanstack/react-virtual`'s own `useVirtualizer` binds
 * it, with one difference. What the virtualizer learns while React commits the list (its scroller's
 * size and offset when it takes the scroller over, the rows' heights as they are attached) renders
 * the list again, and an update made while React commits is rendered at once, in the commit's own
 * task. For a list hydrated from the server's markup that was the longest task after hydration,
 * though its rows stand in the normal flow and nothing on screen depends on it. While `deferred`,
 * such an update is a transition; otherwise the list is corrected before it is painted, as before.
 */
function useListVirtualizer<S extends Element | Window>(
  options: ListOptions<S>,
  deferred: boolean,
): Virtualizer<S, Element> {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const resolved: ListOptions<S> = {
    ...options,
    onChange: (instance, sync) => {
      if (committing && deferred) startTransition(renderAgain);
      // flushSync cannot run while React commits (a row's ref is attached then).
      else if (sync && !committing) flushSync(renderAgain);
      else renderAgain();
      options.onChange?.(instance, sync);
    },
  };
  const [virtualizer] = useState(() => {
    const created = new Virtualizer(resolved);
    const measureElement = created.measureElement;
    created.measureElement = (row) => whileCommitting(() => measureElement(row));
    return created;
  });
  virtualizer.setOptions(resolved);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => whileCommitting(() => updateScroller(virtualizer)));
  return virtualizer;
}

/**
 * Tells the virtualizer what React committed. When it takes a scroller over, it scrolls it to the
 * offset it rendered the rows for, read in the render. A transition's render and its commit can be
 * apart, and the buyer may scroll in between (a hydrated page's list is taken over so): the offset
 * is read again as it takes over, so the scroller stays where the buyer left it, and the rows are
 * rendered again for there.
 */
function updateScroller<S extends Element | Window>(virtualizer: Virtualizer<S, Element>) {
  const { enabled, getScrollElement, onChange } = virtualizer.options;
  const scroller = enabled ? getScrollElement() : null;
  if (!scroller || scroller === virtualizer.scrollElement) {
    virtualizer._willUpdate();
    return;
  }
  const renderedFor = virtualizer.scrollOffset;
  virtualizer.scrollOffset = null;
  virtualizer._willUpdate();
  if (virtualizer.scrollOffset !== renderedFor) onChange?.(virtualizer, false);
}

/**
 * Whether a virtualizer is being told what React has just committed (its layout effect, a row's ref).
 * One flag serves every list: React commits one root at a time, synchronously.
 */
let committing = false;

function whileCommitting<R>(run: () => R): R {
  committing = true;
  try {
    return run();
  } finally {
    committing = false;
  }
}

type ElementListOptions = PartialKeys<
  ListOptions<HTMLElement>,
  'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
>;

/** Rows that follow an element's scrolling: `useVirtualizer`, deferring as `useListVirtualizer`. */
export function useElementListVirtualizer(options: ElementListOptions, deferred: boolean) {
  return useListVirtualizer<HTMLElement>(
    { observeElementRect, observeElementOffset, scrollToFn: elementScroll, ...options },
    deferred,
  );
}

type WindowListOptions = PartialKeys<
  ListOptions<Window>,
  'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
>;

/** Rows that follow the window's scrolling: `useWindowVirtualizer`, deferring likewise. */
export function useWindowListVirtualizer(options: WindowListOptions, deferred: boolean) {
  return useListVirtualizer<Window>(
    {
      getScrollElement: () => (typeof document === 'undefined' ? null : window),
      observeElementRect: observeWindowRect,
      observeElementOffset: observeWindowOffset,
      scrollToFn: windowScroll,
      initialOffset: () => (typeof document === 'undefined' ? 0 : window.scrollY),
      ...options,
    },
    deferred,
  );
}
