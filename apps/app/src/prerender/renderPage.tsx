// The buyer app's server entry (docs/decisions/0009): the API server imports its build and renders
// each public page with the data of its first screen, so the page paints before any script has run;
// the browser then hydrates that markup (main.tsx).
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { PageRedirect, PageRenderRequest, RenderedPage } from '@quotemarket/contract';
import { createAppApiClient, createAppStorage, createMemoryStorage } from '@quotemarket/hooks';
import {
  createServerQueryClient,
  hasFailedQuery,
  inProcessAdapter,
  renderStyledPage,
  settledWithin,
} from '@quotemarket/page-render';
import { AppProviders } from '../providers/AppProviders';
import { notFoundRouteId } from '../routes/not-found/routes';
import { isSameOriginPath } from '../routes/branch/branchRules';
import { isSignedInOnlyPath, routes } from '../routes/routes';
import { RenderedFallbackPages } from '../shell/lazyFallbackPage';
import { PageHostProvider } from '../shell/pageHost';
import { resolveRouteMeta } from '../shell/routeMeta';
import type { PrerenderedState } from './prerenderedState';
import { documentTitle } from '../shell/shellRules';
import type { PrefetchContext } from '../shell/routePrefetch';

/**
 * How long the first screen's data may take before the page is rendered without it: the API keeps
 * its catalogue answers in memory (decision 0008), so this is only reached when the database is
 * slow, and then the page goes out with its skeleton and the browser asks for the data itself.
 */
const dataWaitMs = 1_000;

const handler = createStaticHandler(routes);

function titleOf(context: StaticHandlerContext, pathname: string): string {
  const meta = resolveRouteMeta(
    context.matches.map((match) => ({
      pathname: match.pathname,
      params: match.params,
      handle: match.route.handle,
    })),
    pathname,
  );
  return documentTitle(meta.title);
}

/** A loader's redirect to a path of this app, as the server sends it; anything else is not one. */
function redirectOf(response: Response): PageRedirect | null {
  const location = response.headers.get('location');
  const isRedirect = response.status >= 300 && response.status < 400;
  return isRedirect && location !== null && isSameOriginPath(location)
    ? { location, status: response.status }
    : null;
}

/**
 * A page with its first screen's data: a public page as a guest first sees it, a page behind the
 * login as the buyer of the page session sees it (decision 0012). The address a route's loader
 * forwards is answered with that redirect. `null` for a page behind the login without a page
 * session (the browser renders it, knowing the session) and for a page whose data could not be had.
 */
export async function renderPage({
  url,
  callApi,
  session,
  eventsPosition,
}: PageRenderRequest): Promise<RenderedPage | PageRedirect | null> {
  const address = new URL(url);
  // Public pages stay what a guest sees, whoever asks: their answers are the kept ones for everyone.
  const signedInOnly = isSignedInOnlyPath(address.pathname);
  if (signedInOnly && !session) return null;
  const buyer = signedInOnly ? session : null;
  const queryClient = createServerQueryClient();
  const storage = createAppStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  });
  if (buyer) {
    storage.write('token', buyer.token);
    storage.write('buyerId', buyer.accountId);
    storage.shareSessionWithServer('buyer');
  }
  let dependsOnSession = false;
  const apiClient = createAppApiClient({
    storage,
    goToLogin: () => {},
    configureAxios: (instance) => {
      instance.defaults.adapter = inProcessAdapter(callApi, (endpoint) => {
        if (endpoint?.auth === 'optional') dependsOnSession = true;
      });
    },
  });
  const prefetchContext = {
    queryClient,
    apiClient,
    storage,
    started: [] as Promise<unknown>[],
    // A page rendered for the buyer already has their answers.
    dependsOnSession: () => !buyer && dependsOnSession,
    buyerId: buyer?.accountId ?? null,
  };

  try {
    return await renderWithData(address, prefetchContext, eventsPosition);
  } finally {
    // On a server, React Query keeps every query for good (its cache time is infinite there).
    queryClient.clear();
  }
}

async function renderWithData(
  address: URL,
  prefetchContext: PrefetchContext & {
    started: Promise<unknown>[];
    dependsOnSession: () => boolean;
    buyerId: number | null;
  },
  eventsPosition: string,
): Promise<RenderedPage | PageRedirect | null> {
  const { queryClient, apiClient, storage } = prefetchContext;
  const context = await handler.query(new Request(address), { requestContext: prefetchContext });
  if (context instanceof Response) return redirectOf(context);
  if (context.errors) return null;
  await settledWithin(prefetchContext.started, dataWaitMs);
  // A failed answer (an unknown product, a refused call): the browser renders such a page alone.
  if (hasFailedQuery(queryClient)) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const fallbackPages = new Set<string>();
  const page = await renderStyledPage(
    <StrictMode>
      <AppProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
        {/* The state goes out as a JSON block in the head, not as the provider's inline script. */}
        <PageHostProvider value={address.hostname}>
          <RenderedFallbackPages value={fallbackPages}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RenderedFallbackPages>
        </PageHostProvider>
      </AppProviders>
    </StrictMode>,
    (): PrerenderedState => ({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries: dehydrate(queryClient),
      eventsPosition,
      dependsOnSession: prefetchContext.dependsOnSession(),
      buyerId: prefetchContext.buyerId,
      fallbackPages: [...fallbackPages],
    }),
  );
  const isNotFound = context.matches.at(-1)?.route.id === notFoundRouteId;
  return {
    status: isNotFound ? 404 : 200,
    title: titleOf(context, address.pathname),
    ...page,
    personal: prefetchContext.buyerId !== null,
  };
}
