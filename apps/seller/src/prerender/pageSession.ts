import { endSellerPageSession, startSellerPageSession } from '@quotemarket/contract';
import type { ApiClient, AppStorage } from '@quotemarket/hooks';
import { isRenderedForThisBrowser, type ConsolePageState } from './consolePageState';

interface PageSessionCheck {
  state: ConsolePageState | null;
  storage: AppStorage;
  apiClient: ApiClient;
  /** Whether the page is one the server renders for a signed-in dealer. */
  serverRendered: boolean;
}

/**
 * Brings the server's page session (the console's cookie) in line with the dealer signed in here
 * when the page shows they differ: a page the server renders that arrived unrendered although a
 * dealer is signed in (a session older than the cookie, or whose cookie was lost), or a page
 * rendered for another dealer than the one signed in now. A failure costs only the next page's
 * server render.
 */
export async function alignPageSession({
  state,
  storage,
  apiClient,
  serverRendered,
}: PageSessionCheck): Promise<void> {
  const isSignedIn = storage.read('sellerToken') !== null;
  const serverKnewNobody = state === null && serverRendered && isSignedIn;
  const serverKnewSomeoneElse = state !== null && !isRenderedForThisBrowser(state, storage);
  if (!serverKnewNobody && !serverKnewSomeoneElse) return;
  const call = isSignedIn
    ? apiClient.call(startSellerPageSession)
    : apiClient.call(endSellerPageSession);
  await call.catch(() => undefined);
}
