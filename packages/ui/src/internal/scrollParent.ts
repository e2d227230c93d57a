import { createContext, useContext } from 'react';

/**
 * The element that scrolls the page's content when it is not the window (the app shell's `Page`).
 * Lists that follow the page's scroll read it, so they measure and load against what really moves.
 */
export const ScrollParentContext = createContext<HTMLElement | null>(null);

export function useScrollParent(): HTMLElement | null {
  return useContext(ScrollParentContext);
}
