import type { ComponentType } from 'react';
import {
  createBrowserChunkLoader,
  lazyPage as lazyChunkPage,
  type ChunkLoader,
} from '@quotemarket/hooks';
import type { RouteEntry } from './routePrefetch';

/**
 * The app's chunk loader: a page's code that fails to arrive loads the page afresh once, where the
 * buyer was going (`createChunkLoader`). main.tsx hands it the router.
 */
export const appChunks = createBrowserChunkLoader();

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
  { entry, chunkLoader = appChunks.load }: LazyPageOptions<Module> = {},
) {
  return lazyChunkPage(load, pick, { chunkLoader, ...(entry && { entry }) });
}
