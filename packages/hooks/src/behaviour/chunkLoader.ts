import { createSafeStorage, type KeyValueStorage } from '../storage/safeStorage';
import { pageWindow } from './pageWindow';

/**
 * The session-storage entry that remembers "we already reloaded for a failed chunk".
 *
 * Why not a typed key from `storageKeys`: those hold the product's values behind the app storage's
 * provider, and a chunk may fail before that exists. Why not a plain module variable: a reload
 * starts the JavaScript afresh, so a variable would forget the reload and a chunk that keeps
 * failing would reload forever. The entry goes through the safe storage wrapper (memory when the
 * browser refuses storage), and lives in the session area, so it ends with the tab.
 */
export const chunkReloadKey = 'quotemarket:chunk-reload';

export interface ChunkLoaderOptions {
  storage: () => KeyValueStorage;
  reload: () => void;
  log: (message: string, error: unknown) => void;
}

export type ChunkLoader = <Module>(load: () => Promise<Module>) => Promise<Module>;

/**
 * Wraps a dynamic `import()`. When it fails (typically a new deployment removed the old chunk), the
 * error is logged and the page reloads once to fetch the new build; the promise then never settles,
 * so nothing half-rendered flashes before the reload. If the chunk fails again after that reload,
 * the error goes on to the route's error boundary, which shows the error fallback. A chunk that
 * loads clears the mark, so a later deployment gets its one reload too.
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

let sessionArea: KeyValueStorage | undefined;

/**
 * The page's chunk loader, for every app's lazy pages: the browser's session storage, a real
 * reload, the console. Where only the render runs (the server), nothing reloads.
 */
export const loadChunk: ChunkLoader = createChunkLoader({
  storage: () => (sessionArea ??= createSafeStorage(() => window.sessionStorage)),
  reload: () => pageWindow?.location.reload(),
  log: (message, error) => console.error(message, error),
});
