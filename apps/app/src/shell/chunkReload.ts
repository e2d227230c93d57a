import type { ComponentType } from 'react';
import { createPath, type Path } from 'react-router-dom';
import type { RouteEntry } from './routePrefetch';
import { createSafeStorage, type KeyValueStorage } from '@quotemarket/hooks';

/**
 * The session-storage entry that remembers "we already reloaded for a failed chunk".
 *
 * Why not a typed key from the hooks' `storageKeys`: none fits, and that factory belongs to the
 * hooks package. Why not a plain module variable: a reload starts the JavaScript afresh, so a
 * variable would forget the reload and a chunk that keeps failing would reload forever. The entry
 * goes through the hooks' safe storage wrapper (memory when the browser refuses storage), and lives
 * in the session area, so it ends with the tab.
 */
export const chunkReloadKey = 'quotemarket:chunk-reload';

export interface ChunkLoaderOptions {
  storage: () => KeyValueStorage;
  /** Loads the page afresh, at the address the visitor is going to (see `reloadAddress`). */
  reload: () => void;
  log: (message: string, error: unknown) => void;
}

export type ChunkLoader = <Module>(load: () => Promise<Module>) => Promise<Module>;

/**
 * Wraps a dynamic `import()`. When it fails (typically a new deployment removed the old chunk), the
 * error is logged and the page is loaded afresh once, from the new build, at the address the visitor
 * is going to (`reloadAddress`); the promise then never settles, so nothing half-rendered flashes
 * before the reload. If the chunk fails again after that reload, the error goes on to the route's
 * error boundary, which shows the error fallback. A chunk that loads clears the mark, so a later
 * deployment gets its one reload too.
 */
export function createChunkLoader({ storage, reload, log }: ChunkLoaderOptions): ChunkLoader {
  return async (load) => {
    try {
      const module = await load();
      storage().removeItem(chunkReloadKey);
      return module;
    } catch (error) {
      log('페이지 코드를 불러오지 못했어요', error);
      const store = storage();
      if (store.getItem(chunkReloadKey) === null) {
        store.setItem(chunkReloadKey, new Date().toISOString());
        reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  };
}

/** What the data router says of a navigation while it loads the code of the page it goes to. */
export interface PendingNavigationSource {
  state: { navigation: { location?: Path | undefined } };
}

/**
 * Where a reload for a missing chunk loads the page: a navigation's destination while its page's
 * code loads (the router has not moved the address yet; reloading the page being left would drop
 * the step the visitor took, e.g. back to a form they have just sent), else the page itself.
 */
export function reloadAddress(router: PendingNavigationSource | undefined, here: string): string {
  const destination = router?.state.navigation.location;
  return destination ? createPath(destination) : here;
}

let sessionArea: KeyValueStorage | undefined;
let appRouter: PendingNavigationSource | undefined;

/** Hands the app's router to the chunk loader (main.tsx), so a reload follows its navigations. */
export function setChunkReloadRouter(router: PendingNavigationSource): void {
  appRouter = router;
}

/** The app's chunk loader: the browser's session storage, a real reload, the console. */
export const loadChunk: ChunkLoader = createChunkLoader({
  storage: () => (sessionArea ??= createSafeStorage(() => window.sessionStorage)),
  reload: () => window.location.assign(reloadAddress(appRouter, window.location.href)),
  log: (message, error) => console.error(message, error),
});

export interface LazyPageOptions<Module> {
  /**
   * The page's first requests (`prefetchOnSignedInEntry`), when its module exports them: they
   * arrive with the page's code and start as soon as it is there, so neither they nor the queries
   * they import weigh on every page's first load. The server loads the code before rendering.
   */
  entry?: (module: Module) => RouteEntry;
  chunkLoader?: ChunkLoader;
}

/**
 * A data-router `lazy` for a page module: `lazy: lazyPage(() => import('./X'), (m) => m.XPage)`.
 * The route's `handle` stays on the route object, so the shell knows the title before the code.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  { entry, chunkLoader = loadChunk }: LazyPageOptions<Module> = {},
): () => Promise<{ Component: ComponentType } & Partial<RouteEntry>> {
  return async () => {
    const module = await chunkLoader(load);
    return { Component: pick(module), ...entry?.(module) };
  };
}
