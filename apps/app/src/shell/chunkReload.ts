import type { ComponentType } from 'react';
import type { RouteEntry } from './routePrefetch';
import { loadChunk } from '@quotemarket/hooks';
import type { ChunkLoader } from '@quotemarket/hooks';

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
