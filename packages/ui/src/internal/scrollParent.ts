import { createContext, useCallback, useContext } from 'react';
import { subscribeToNothing } from './subscribeToNothing';
import { useExternalValue } from './useExternalValue';

/**
 * The element that scrolls the page's content when it is not the window (the app shell's `Page`),
 * kept outside React's state: the page box learns its element only when React attaches it, and a
 * state or context change then would render the whole page again (the entire tree below the
 * provider is walked for readers), the longest task after hydrating it. Only the lists that read it
 * render again.
 */
export interface ScrollParent {
  readonly element: HTMLElement | null;
  attach(element: HTMLElement | null): void;
  subscribe(listener: () => void): () => void;
}

export function createScrollParent(): ScrollParent {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get element() {
      return element;
    },
    attach(next) {
      if (next === element) return;
      element = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const ScrollParentContext = createContext<ScrollParent | null>(null);

const noElement = () => null;

/**
 * The scrolling page box the component is in, `null` outside one. Lists that follow the page's
 * scroll read it, so they measure and load against what really moves. Like the server's render,
 * hydration sees `null`; the element follows after it, as a transition.
 */
export function useScrollParent(): HTMLElement | null {
  const parent = useContext(ScrollParentContext);
  const read = useCallback(() => parent?.element ?? null, [parent]);
  return useExternalValue(parent?.subscribe ?? subscribeToNothing, read, noElement);
}
