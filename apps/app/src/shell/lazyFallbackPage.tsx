import { createContext, lazy, Suspense, useContext, type ComponentType } from 'react';
import type { ChunkLoader } from '@quotemarket/hooks';
import { appChunks } from './chunkReload';

/**
 * Where a server render notes the fallback pages it drew (by id), so the page's state can name them
 * to the browser. Unset in the browser.
 */
export const RenderedFallbackPages = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

export interface LazyFallbackPageOptions<Module> {
  /** Names the page in the server's state: unique among the fallback pages. */
  id: string;
  load: () => Promise<Module>;
  pick: (module: Module) => ComponentType;
  /** What the spec shows while this page's code loads. */
  Loading: ComponentType;
  chunkLoader?: ChunkLoader;
}

/**
 * A fallback page (Not Found, server error, unauthorized) in its own chunk, with the loading state
 * the spec gives it while that chunk loads. Once its code is in, it renders at once: the browser
 * loads the code of the fallback pages the server drew before it takes that markup over
 * (`loadFallbackPages`), because a page still waiting for its code there is swapped for its loading
 * state by the first update the shell makes after hydrating, and a tap on it is lost.
 */
export function lazyFallbackPage<Module>({
  id,
  load,
  pick,
  Loading,
  chunkLoader = appChunks.load,
}: LazyFallbackPageOptions<Module>): ComponentType {
  let Loaded: ComponentType | undefined;
  const loadPage = async () => {
    Loaded = pick(await chunkLoader(load));
    return Loaded;
  };
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  loaders.set(id, loadPage);

  function LazyFallbackPage() {
    useContext(RenderedFallbackPages)?.add(id);
    // The boundary stays either way: the server's markup has it, so the browser's tree must too.
    return <Suspense fallback={<Loading />}>{Loaded ? <Loaded /> : <Lazy />}</Suspense>;
  }
  LazyFallbackPage.displayName = `LazyFallbackPage(${id})`;
  return LazyFallbackPage;
}

/** Loads the code of the fallback pages `ids` names (those a server render drew). */
export async function loadFallbackPages(ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => loaders.get(id)?.()));
}
