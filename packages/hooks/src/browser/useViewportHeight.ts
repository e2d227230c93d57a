import { useEffect } from 'react';
import { pageWindow } from './pageWindow';

/** The CSS variable that carries the visible height, for the shell's content area. */
export const viewportHeightVariable = '--app-height';

/** 1% of the visible height, as CSS's `vh` would be if browsers counted their bars. */
export const viewportUnitVariable = '--vh';

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

const currentWindow = pageWindow;

/**
 * Keeps the visible height on the root element, recomputed on every resize (and visual viewport
 * resize), so content heights follow the keyboard and browser bars: `--app-height` in px, and
 * `--vh` (1% of it) that the kit's `Page` sizes itself by. Only after the first paint: the page's
 * CSS falls back to `1vh` until then, and no render ever waits for a layout to be measured (nor
 * differs between the server and the browser).
 */
export function useViewportHeight(
  win: ViewportWindow | undefined = currentWindow,
  variable: string = viewportHeightVariable,
): void {
  useEffect(() => {
    if (!win) return;
    const update = () => {
      const height = readViewportHeight(win);
      const root = win.document.documentElement.style;
      root.setProperty(variable, `${height}px`);
      root.setProperty(viewportUnitVariable, `${height / 100}px`);
    };
    update();
    win.addEventListener('resize', update);
    win.visualViewport?.addEventListener('resize', update);
    return () => {
      win.removeEventListener('resize', update);
      win.visualViewport?.removeEventListener('resize', update);
    };
  }, [win, variable]);
}
