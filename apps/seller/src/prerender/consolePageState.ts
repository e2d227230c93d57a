import type { DehydratedState } from '@tanstack/react-query';
import { sellerIdOfToken, type AppStorage } from '@quotemarket/hooks';

/**
 * What a console page rendered on the server hands to the browser (docs/decisions/0013): the query
 * cache's answers it was rendered from, and the store it was rendered for.
 */
export interface ConsolePageState {
  queries: DehydratedState;
  /** Where the live events stood before the answers were read (`PageRenderRequest`). */
  eventsPosition: string;
  /** The store whose dealer the page was rendered for: the browser takes it over only for them. */
  sellerId: number;
}

/**
 * Whether the browser may take over the page the server sent: only when the dealer signed in here
 * is the one it was rendered for. Otherwise the browser renders the page itself.
 */
export function isRenderedForThisBrowser(state: ConsolePageState, storage: AppStorage): boolean {
  return state.sellerId === sellerIdOfToken(storage.read('sellerToken'));
}
