import { endPageSession, startPageSession } from '@quotemarket/contract';
import type { ApiClient, AppStorage } from '@quotemarket/hooks';
import type { PrerenderedState } from './prerenderedState';

/**
 * Whether the browser may take over the page the server sent: a guest's page always, a page
 * rendered for a buyer (decision 0012) only when that same buyer is signed in here. Otherwise the
 * browser renders the page itself, from its own session.
 */
export function isRenderedForThisBrowser(state: PrerenderedState, storage: AppStorage): boolean {
  return state.buyerId === null || state.buyerId === storage.read('buyerId');
}

interface PageSessionCheck {
  state: PrerenderedState | null;
  storage: AppStorage;
  apiClient: ApiClient;
  /** Whether the page is one behind the login. */
  signedInOnly: boolean;
}

/**
 * Brings the server's page session (the cookie) in line with the browser's session when the page
 * shows they differ: a page behind the login that arrived unrendered although a buyer is signed in
 * here (a session older than the page session, or whose cookie was lost), or a page rendered for
 * someone other than who is signed in here now. A failure costs only the next page's server render.
 */
export async function alignPageSession({
  state,
  storage,
  apiClient,
  signedInOnly,
}: PageSessionCheck): Promise<void> {
  const isSignedIn = storage.read('token') !== null;
  const serverKnewNobody = state === null && signedInOnly && isSignedIn;
  const serverKnewSomeoneElse = state !== null && !isRenderedForThisBrowser(state, storage);
  if (!serverKnewNobody && !serverKnewSomeoneElse) return;
  const call = isSignedIn ? apiClient.call(startPageSession) : apiClient.call(endPageSession);
  await call.catch(() => undefined);
}
