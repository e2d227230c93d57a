import './zodWithoutEval';
import '@quotemarket/ui/fonts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  createBrowserAppStorage,
  createQueryClient,
  createSellerApiClient,
} from '@quotemarket/hooks';
import {
  HydrationSignal,
  readPrerenderedState,
  startApp,
  yieldToBrowser,
} from '@quotemarket/page-render';
import { consoleBasename, paths } from './paths';
import { isRenderedForThisBrowser, type ConsolePageState } from './prerender/consolePageState';
import { alignPageSession } from './prerender/pageSession';
import { isServerRenderedPath } from './prerender/serverRenderedPaths';
import { ConsoleProviders } from './providers/ConsoleProviders';
import { routes } from './routes/routes';
import { consoleChunks } from './shell/consoleChunks';

const router = createBrowserRouter(routes, { basename: consoleBasename });
consoleChunks.followNavigations(router);
const queryClient = createQueryClient();
const storage = createBrowserAppStorage();
const apiClient = createSellerApiClient({
  storage,
  goToLogin: () => void router.navigate(paths.login(), { replace: true }),
});

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain #root');
}

// The inbox arrives rendered by the server for the dealer of the console's page session
// (docs/decisions/0013): the browser takes that markup over with the same answers, but only for
// the dealer signed in here; otherwise, and for every page the server did not render, it renders
// the page alone.
const sent = readPrerenderedState<ConsolePageState>(document);
void alignPageSession({
  state: sent,
  storage,
  apiClient,
  serverRendered: isServerRenderedPath(window.location.pathname),
});
const prerendered = sent && isRenderedForThisBrowser(sent, storage) ? sent : null;
if (sent && !prerendered) container.replaceChildren();
if (prerendered) {
  storage.shareSessionWithServer('dealer');
  hydrate(queryClient, prerendered.queries);
  apiClient.resumeStreamsFrom(prerendered.eventsPosition);
}

const app = (
  <StrictMode>
    <ConsoleProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
      <HydrationSignal>
        <RouterProvider router={router} />
      </HydrationSignal>
    </ConsoleProviders>
  </StrictMode>
);
// React's root is set up in a task of its own, after the router's and the page's state: in one
// they make a long task on a phone, a tap waiting behind it.
await yieldToBrowser();
startApp(container, app, { takeOver: prerendered !== null });
