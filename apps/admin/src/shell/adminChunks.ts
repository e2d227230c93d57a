import type { ComponentType } from 'react';
import { createBrowserChunkLoader, lazyPage } from '@quotemarket/hooks';

/**
 * The console's chunk loader: a page's code that fails to arrive (a new deployment removed the old
 * chunk while the console was open) loads the console afresh once, where the operator was going.
 */
export const adminChunks = createBrowserChunkLoader();

/** A console page in a chunk of its own: `lazy: adminPage(() => import('./X'), (m) => m.XPage)`. */
export function adminPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  return lazyPage(load, pick, { chunkLoader: adminChunks.load });
}
