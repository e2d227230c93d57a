import './zodWithoutEval';
import '@quotemarket/ui/fonts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { createAppApiClient, createBrowserAppStorage, createQueryClient } from '@quotemarket/hooks';
import {
  HydrationSignal,
  readPrerenderedState,
  startApp,
  yieldToBrowser,
} from '@quotemarket/page-render';
import { paths } from './paths';
import { loadMatchedPages } from './prerender/loadMatchedPages';
import { alignPageSession, isRenderedForThisBrowser } from './prerender/pageSession';
import type { PrerenderedState } from './prerender/prerenderedState';
import { AppProviders } from './providers/AppProviders';
import { isSignedInOnly, routes } from './routes/routes';
import { appChunks } from './shell/chunkReload';
import { loadFallbackPages } from './shell/lazyFallbackPage';
import { providePrefetchContext } from './shell/routePrefetch';

const queryClient = createQueryClient();
const storage = createBrowserAppStorage();
const apiClient = createAppApiClient({
  storage,
  goToLogin: () => void router.navigate(paths.login(), { replace: true }),
});
// Before the router starts: its first loaders ask for the first screen's data (shell/routePrefetch).
providePrefetchContext({ queryClient, apiClient, storage });

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain #root');
}

// A page arrives rendered by the server with its first screen's data (docs/decisions/0009): the
// browser takes over that markup with the same answers and the page's code already loaded, so its
// first render is the server's. A page behind the login arrives rendered only with a page session
// (decision 0012), and is taken over only by the buyer it was rendered for; otherwise, and for any
// page the server did not render, the browser renders it alone.
const sent = readPrerenderedState<PrerenderedState>(document);
// Matched once here: React Router flattens and ranks the whole route table on every match.
const firstMatches = matchRoutes(routes, window.location) ?? [];
await yieldToBrowser();
void alignPageSession({
  state: sent,
  storage,
  apiClient,
  signedInOnly: isSignedInOnly(firstMatches),
});
const prerendered = sent && isRenderedForThisBrowser(sent, storage) ? sent : null;
if (sent && !prerendered) container.replaceChildren();
if (prerendered) {
  if (prerendered.buyerId !== null) storage.shareSessionWithServer('buyer');
  hydrate(queryClient, prerendered.queries);
  apiClient.resumeStreamsFrom(prerendered.eventsPosition);
  // The server rendered what a guest sees; where a signed-in buyer's answers differ (their
  // wishes), theirs are asked for again once the page is on screen.
  if (prerendered.dependsOnSession && storage.read('token') !== null) {
    void queryClient.invalidateQueries({ refetchType: 'none' });
  }
  await Promise.all([loadMatchedPages(firstMatches), loadFallbackPages(prerendered.fallbackPages)]);
}
const router = createBrowserRouter(routes, {
  ...(prerendered && { hydrationData: prerendered.router }),
});
appChunks.followNavigations(router);
// The router and React's root are each set up in a task of their own (and the page's state and
// code before them, above): in one, on a phone, they made the longest task of the page's start
// (40–110 ms at 4× CPU), a tap waiting behind it.
await yieldToBrowser();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
      <HydrationSignal>
        <RouterProvider router={router} />
      </HydrationSignal>
    </AppProviders>
  </StrictMode>
);
startApp(container, app, { takeOver: prerendered !== null });

// Offline page, install and push (src/service-worker/sw.ts): only in the built app, and only once
// the page has loaded, so the worker and the files it precaches never compete with the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    import('./pwa/registerServiceWorker').then(
      ({ registerServiceWorker }) => registerServiceWorker(router),
      (error: unknown) => console.error('서비스 워커를 등록하지 못했어요', error),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
