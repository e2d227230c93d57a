import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** The CSS variable that carries the visible height, for the shell's content area. */
export const viewportHeightVariable = '--app-height';

type ResizeTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** What the hook needs from the window; tests pass a fake one. */
export interface ViewportWindow extends ResizeTarget {
  innerHeight: number;
  visualViewport?: (ResizeTarget & { height: number }) | null;
  document: { documentElement: { style: Pick<CSSStyleDeclaration, 'setProperty'> } };
}

/**
 * The height the user really sees: the visual viewport when there is one, because a mobile browser's
 * toolbars and keyboard shrink it while `innerHeight` (and `100vh`) stay put.
 */
export function readViewportHeight(win: ViewportWindow): number {
  return win.visualViewport?.height ?? win.innerHeight;
}

const currentWindow = typeof window === 'undefined' ? undefined : window;

/**
 * The visible height in px, recomputed on every resize (and visual viewport resize) and written to
 * `--app-height` on the root element, so content heights follow the keyboard and browser bars.
 * `undefined` where there is no window: on the server, and while the browser hydrates the page the
 * server rendered (both then leave the height to CSS); the measured height follows at once.
 */
export function useViewportHeight(
  win: ViewportWindow | undefined = currentWindow,
  variable: string = viewportHeightVariable,
): number | undefined {
  const subscribe = useCallback(
    (onResize: () => void) => {
      win?.addEventListener('resize', onResize);
      win?.visualViewport?.addEventListener('resize', onResize);
      return () => {
        win?.removeEventListener('resize', onResize);
        win?.visualViewport?.removeEventListener('resize', onResize);
      };
    },
    [win],
  );
  const height = useSyncExternalStore(
    subscribe,
    () => (win ? readViewportHeight(win) : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (win && height !== undefined) {
      win.document.documentElement.style.setProperty(variable, `${height}px`);
    }
  }, [win, variable, height]);
  return height;
}
