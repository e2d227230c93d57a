import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { createSafeStorage, type KeyValueStorage } from '@quotemarket/hooks';

/**
 * The session-storage entry with each history entry's scroll position of the page box.
 *
 * Why not react-router's `<ScrollRestoration/>`: it scrolls the window, and in this app the window
 * never scrolls — the shell's page box (the kit's `Page`) does. Why session storage rather than a
 * module variable: a reload starts the JavaScript afresh, and the buyer who reloads or comes back to
 * the tab expects the list where it was. It goes through the hooks' safe storage wrapper, as the
 * chunk reload mark does.
 */
export const pageScrollKey = 'quotemarket:page-scroll';

/** Only the latest entries are kept, so the entry stays small in a long session. */
const maxEntries = 50;
/** How long a returning page may take to grow tall enough (its list arriving): about 2 s. */
const maxRestoreFrames = 120;

export interface PageScrollStore {
  read(key: string): number | undefined;
  save(key: string, top: number): void;
}

/** The positions by history key, in memory and written through to `storage` shortly after. */
export function createPageScrollStore(storage: () => KeyValueStorage): PageScrollStore {
  let positions: Map<string, number> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const load = (): Map<string, number> => {
    if (positions) return positions;
    positions = new Map();
    try {
      const saved: unknown = JSON.parse(storage().getItem(pageScrollKey) ?? '[]');
      if (Array.isArray(saved)) {
        for (const entry of saved) {
          if (
            Array.isArray(entry) &&
            typeof entry[0] === 'string' &&
            typeof entry[1] === 'number'
          ) {
            positions.set(entry[0], entry[1]);
          }
        }
      }
    } catch {
      // A damaged entry only costs the saved positions.
    }
    return positions;
  };

  const persist = () => {
    timer = undefined;
    storage().setItem(pageScrollKey, JSON.stringify([...load()]));
  };

  return {
    read: (key) => load().get(key),
    save: (key, top) => {
      const map = load();
      map.delete(key);
      map.set(key, top);
      while (map.size > maxEntries) map.delete(map.keys().next().value!);
      timer ??= setTimeout(persist, 200);
    },
  };
}

let sessionArea: KeyValueStorage | undefined;
const sessionScrollStore = createPageScrollStore(
  () => (sessionArea ??= createSafeStorage(() => window.sessionStorage)),
);

/**
 * Scroll restoration for the shell's page box: a new page (link, redirect) starts at the top; going
 * back or forward, or reloading, returns to where that entry was left. A returning page may still be
 * growing (the infinite list's pages come from the query cache or the network), so the position is
 * tried again each frame until the page is tall enough, the buyer scrolls, or about two seconds pass.
 * The first page of a visit keeps any scroll it already has.
 */
export function usePageScrollRestoration(
  pageRef: RefObject<HTMLElement | null>,
  store: PageScrollStore = sessionScrollStore,
) {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  // The entry a scroll belongs to, switched before the box is scrolled for the next page: scroll
  // events arrive a frame late, when the box may already show another entry.
  const entryKey = useRef(key);
  // The page the app starts on may have been scrolled already: the server rendered it, and the
  // buyer scrolled it before the script took it over (decision 0009).
  const isFirstEntry = useRef(true);

  useLayoutEffect(() => {
    entryKey.current = key;
    const firstEntry = isFirstEntry.current;
    isFirstEntry.current = false;
    const element = pageRef.current;
    if (!element) return;
    if (navigationType !== 'POP') {
      element.scrollTop = 0;
      return;
    }
    const saved = store.read(key);
    // Nothing saved for the page the app starts on (not a reload): it stays where the buyer is.
    if (firstEntry && saved === undefined) return;
    const target = saved ?? 0;
    let frame = 0;
    let frames = 0;
    const attempt = () => {
      element.scrollTop = target;
      if (Math.abs(element.scrollTop - target) <= 1 || frames++ >= maxRestoreFrames) return;
      frame = requestAnimationFrame(attempt);
    };
    const stop = () => cancelAnimationFrame(frame);
    const buyerMoves = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of buyerMoves) element.addEventListener(type, stop, { passive: true });
    attempt();
    return () => {
      stop();
      for (const type of buyerMoves) element.removeEventListener(type, stop);
    };
    // Runs once per history entry: the key changes with every navigation, the rest never does.
  }, [key, navigationType, pageRef, store]);

  useEffect(() => {
    const element = pageRef.current;
    if (!element) return;
    const onScroll = () => store.save(entryKey.current, element.scrollTop);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [pageRef, store]);
}
