// Loading a page's chunk, and loading the page afresh once when a deployment removed it.
export {
  createBrowserChunkLoader,
  createChunkLoader,
  lazyPage,
  reloadAddress,
  type BrowserChunkLoader,
  type ChunkLoader,
  type ChunkLoaderOptions,
  type LazyPageOptions,
  type PendingNavigationSource,
} from './chunkLoader';
