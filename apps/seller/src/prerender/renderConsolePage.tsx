// The console's server entry (docs/decisions/0013): the API server imports its build and renders
// the inbox, with its requests, the operators' warnings and the unread messages' count, for the dealer of the console's page
// session, so the dealer sees it before any script has run; the browser then hydrates that markup
// (main.tsx).
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageRenderRequest, RenderedPage } from '@quotemarket/contract';
import {
  createAppStorage,
  createMemoryStorage,
  createSellerApiClient,
  sellerInboxQuery,
  sellerProfileQuery,
  sellerUnreadMessagesQuery,
  sellerWarningsQuery,
  type ApiClient,
  type AppStorage,
} from '@quotemarket/hooks';
import {
  createServerQueryClient,
  inProcessAdapter,
  renderStyledPage,
  settledWithin,
} from '@quotemarket/page-render';
import { consoleBasename } from '../paths';
import { ConsoleProviders } from '../providers/ConsoleProviders';
import { inboxCategoryOf } from '../routes/inbox/useInboxCategory';
import { routes } from '../routes/routes';
import type { ConsolePageState } from './consolePageState';
import { isServerRenderedPath } from './serverRenderedPaths';

/**
 * How long the inbox's data may take before the page is left to the browser: the API keeps a
 * dealer's answers in memory (decision 0008), so this is only reached when the database is slow.
 */
const dataWaitMs = 1_000;

/** The console's document title: one for every page (index.html's). */
const consoleTitle = '견적마켓 파트너';

const handler = createStaticHandler(routes, { basename: consoleBasename });

/**
 * The inbox as the dealer of the page session sees it, the store's name and its first requests in
 * place. `null` for every other page, for a browser without the console's page session, and when
 * the data could not be had in time: the browser renders those, as it always could.
 */
export async function renderPage({
  url,
  callApi,
  session,
  eventsPosition,
}: PageRenderRequest): Promise<RenderedPage | null> {
  const address = new URL(url);
  if (!session || !isServerRenderedPath(address.pathname)) return null;
  const queryClient = createServerQueryClient();
  const storage = createAppStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  });
  storage.write('sellerToken', session.token);
  storage.shareSessionWithServer('dealer');
  const apiClient = createSellerApiClient({
    storage,
    goToLogin: () => {},
    configureAxios: (instance) => {
      instance.defaults.adapter = inProcessAdapter(callApi);
    },
  });

  const categoryId = inboxCategoryOf(address.searchParams);
  try {
    const requests = Promise.all([
      queryClient.prefetchQuery(sellerProfileQuery(apiClient)),
      queryClient.prefetchQuery(sellerWarningsQuery(apiClient)),
      // The menu's count of unread messages, so taking the page over asks the API nothing.
      queryClient.prefetchQuery(sellerUnreadMessagesQuery(apiClient)),
      queryClient.prefetchInfiniteQuery(
        sellerInboxQuery(apiClient, categoryId === undefined ? {} : { categoryId }),
      ),
    ]);
    await settledWithin([requests], dataWaitMs);
    // An answer late (a slow database) or refused: the browser renders the page, asking itself.
    const answered = queryClient
      .getQueryCache()
      .getAll()
      .every((query) => query.state.status === 'success');
    if (!answered) return null;
    return await renderWithData(address, {
      queryClient,
      apiClient,
      storage,
      sellerId: session.accountId,
      eventsPosition,
    });
  } finally {
    // On a server, React Query keeps every query for good (its cache time is infinite there).
    queryClient.clear();
  }
}

async function renderWithData(
  address: URL,
  {
    queryClient,
    apiClient,
    storage,
    sellerId,
    eventsPosition,
  }: {
    queryClient: QueryClient;
    apiClient: ApiClient;
    storage: AppStorage;
    sellerId: number;
    eventsPosition: string;
  },
): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(address));
  // The console's routes have no loaders: nothing redirects or fails before rendering.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = await renderStyledPage(
    <StrictMode>
      <ConsoleProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ConsoleProviders>
    </StrictMode>,
    (): ConsolePageState => ({ queries: dehydrate(queryClient), sellerId, eventsPosition }),
  );
  return { status: 200, title: consoleTitle, ...page, personal: true };
}
