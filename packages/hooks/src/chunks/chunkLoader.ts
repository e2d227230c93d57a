import type { ComponentType } from 'react';
import { createBrowserAppStorage, type AppStorage } from '../storage/appStorage';

type ChunkReloadMark = Pick<AppStorage, 'read' | 'write' | 'remove'>;

export interface ChunkLoaderOptions {
  /** Where the "already reloaded" mark is kept (`chunkReloadedAt`, in the session area). */
  storage: () => ChunkReloadMark;
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
 * error boundary. A chunk that loads clears the mark, so a later deployment gets its one reload too.
 * The mark lives in the session area: a reload starts the JavaScript afresh, and a variable would
 * forget it, so a chunk that keeps failing would reload forever.
 */
export function createChunkLoader({ storage, reload, log }: ChunkLoaderOptions): ChunkLoader {
  return async (load) => {
    try {
      const module = await load();
      storage().remove('chunkReloadedAt');
      return module;
    } catch (error) {
      log('페이지 코드를 불러오지 못했어요', error);
      const mark = storage();
      if (mark.read('chunkReloadedAt') === null) {
        mark.write('chunkReloadedAt', new Date().toISOString());
        reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  };
}

/** What a data router says of a navigation while it loads the code of the page it goes to. */
export interface PendingNavigationSource {
  state: {
    navigation: { location?: { pathname: string; search: string; hash: string } | undefined };
  };
}

/**
 * Where a reload for a missing chunk loads the page: a navigation's destination while its page's
 * code loads (the router has not moved the address yet; reloading the page being left would drop
 * the step the visitor took, e.g. back to a form they have just sent), else the page itself.
 */
export function reloadAddress(router: PendingNavigationSource | undefined, here: string): string {
  const destination = router?.state.navigation.location;
  return destination ? destination.pathname + destination.search + destination.hash : here;
}

export interface BrowserChunkLoader {
  load: ChunkLoader;
  /** Hands over the app's router once it exists, so a reload follows its navigations. */
  followNavigations: (router: PendingNavigationSource) => void;
}

/** An app's chunk loader in the browser: its session storage, a real reload, the console. */
export function createBrowserChunkLoader(): BrowserChunkLoader {
  let storage: AppStorage | undefined;
  let router: PendingNavigationSource | undefined;
  return {
    load: createChunkLoader({
      storage: () => (storage ??= createBrowserAppStorage()),
      reload: () => window.location.assign(reloadAddress(router, window.location.href)),
      log: (message, error) => console.error(message, error),
    }),
    followNavigations: (appRouter) => {
      router = appRouter;
    },
  };
}

export interface LazyPageOptions<Module, Entry> {
  /** What the route takes from the page's module besides its component (a loader…). */
  entry?: (module: Module) => Entry;
  chunkLoader: ChunkLoader;
}

/**
 * A data-router `lazy` for a page module (`load` is its dynamic import, `pick` takes its page from
 * it), loaded through the app's chunk loader.
 */
export function lazyPage<Module, Entry extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  { entry, chunkLoader }: LazyPageOptions<Module, Entry>,
): () => Promise<{ Component: ComponentType } & Partial<Entry>> {
  return async () => {
    const module = await chunkLoader(load);
    const extra: Partial<Entry> = entry ? entry(module) : {};
    return { ...extra, Component: pick(module) };
  };
}
