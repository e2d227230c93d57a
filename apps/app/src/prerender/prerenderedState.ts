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

const elementId = 'prerendered-state';

/**
 * The state as a JSON data block: not executed, so the Content-Security-Policy admits it without a
 * hash. `<` is escaped so that no text in the data (a review saying `</script>`) can end the block.
 */
export function prerenderedStateElement(state: PrerenderedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${elementId}">${json}</script>`;
}

/** The state of the page the server rendered, or `null` when the browser renders it alone. */
export function readPrerenderedState(document: Document): PrerenderedState | null {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrerenderedState;
  } catch {
    return null;
  }
}
