import { useEffect, useState } from 'react';

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

/**
 * The visible height in px, recomputed on every resize (and visual viewport resize) and written to
 * `--app-height` on the root element, so content heights follow the keyboard and browser bars.
 */
export function useViewportHeight(
  win: ViewportWindow = window,
  variable: string = viewportHeightVariable,
): number {
  const [height, setHeight] = useState(() => readViewportHeight(win));
  useEffect(() => {
    const update = () => {
      const next = readViewportHeight(win);
      win.document.documentElement.style.setProperty(variable, `${next}px`);
      setHeight(next);
    };
    update();
    win.addEventListener('resize', update);
    win.visualViewport?.addEventListener('resize', update);
    return () => {
      win.removeEventListener('resize', update);
      win.visualViewport?.removeEventListener('resize', update);
    };
  }, [win, variable]);
  return height;
}
