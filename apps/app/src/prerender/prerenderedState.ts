import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/**
 * What a page rendered on the server hands to the browser, so its first render there is the very
 * markup the server sent: the router's state (each route's loader data) and the query cache's
 * answers the page was rendered from.
 */
export interface PrerenderedState {
  router: HydrationState;
  queries: DehydratedState;
  /** Where the live events stood before the answers were read (`PageRenderRequest`). */
  eventsPosition: string;
  /**
   * Whether an answer came from an endpoint that answers a signed-in buyer differently (their
   * wishes): the server renders what a guest sees, so a signed-in buyer's browser asks again.
   */
  dependsOnSession: boolean;
  /**
   * The signed-in buyer the page was rendered for (a page behind the login, decision 0012), or
   * `null` for what a guest sees. The browser hydrates such a page only for that same buyer.
   */
  buyerId: number | null;
  /**
   * The fallback pages in the markup (shell/lazyFallbackPage): the browser loads their code before
   * it takes the markup over, as it does the matched routes' pages.
   */
  fallbackPages: string[];
}
