import type { ComponentType } from 'react';
import { createBrowserChunkLoader, lazyPage } from '@quotemarket/hooks';

/**
 * The console's chunk loader: a page's code that fails to arrive (a new deployment removed the old
 * chunk while the console was open) loads the console afresh once, where the dealer was going.
 * main.tsx hands it the router.
 */
export const consoleChunks = createBrowserChunkLoader();

/**
 * A console page in a chunk of its own: `lazy: consolePage(() => import('./X'), (m) => m.XPage)`.
 * Only the inbox and the login, the console's first screens, come with its first load.
 */
export function consolePage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  return lazyPage(load, pick, { chunkLoader: consoleChunks.load });
}
