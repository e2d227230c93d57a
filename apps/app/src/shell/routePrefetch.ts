import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import type {
  LoaderFunction,
  LoaderFunctionArgs,
  ShouldRevalidateFunction,
} from 'react-router-dom';
import type { ApiClient, AppStorage } from '@quotemarket/hooks';

/** What a route needs to ask for its first screen's data: the app's own query client and API client. */
export interface PrefetchContext {
  queryClient: QueryClient;
  apiClient: ApiClient;
  storage: AppStorage;
  /**
   * Where the requests started are collected, when someone waits for them: the server's render of
   * a page (prerender/renderPage.tsx) renders once they have answered. The browser never waits.
   */
  started?: Promise<unknown>[];
}

function isPrefetchContext(value: unknown): value is PrefetchContext {
  return typeof value === 'object' && value !== null && 'queryClient' in value;
}

let context: PrefetchContext | null = null;

/**
 * Set once by the app's entry (main.tsx), before the router starts. Tests that build routes
 * without it get loaders that do nothing: each page then asks for its data itself, as always.
 */
export function providePrefetchContext(value: PrefetchContext | null): void {
  context = value;
}

/** What a route needs to start its page's first requests: its loader and when it runs again. */
export interface RouteEntry {
  loader: LoaderFunction;
  shouldRevalidate: ShouldRevalidateFunction;
}

/**
 * A route's `loader` that starts the page's first requests through the query client, with the
 * very query options the page's hooks use, and returns at once: React Router runs it beside the
 * page's `lazy` chunk, so the data is on its way while the code downloads, and the page's hooks
 * find the request already under way (one request, never two). It never waits and never fails the
 * navigation: a failed request is the page's to show, as before. It runs again only when the path
 * changes (another product, another category), not when the page changes its own query string or
 * after a form's action: a fresh start of the page's requests is the hooks' call then, as before.
 */
export function prefetchOnEntry(
  prefetch: (context: PrefetchContext, args: LoaderFunctionArgs) => void,
): RouteEntry {
  return {
    loader: (args) => {
      // The server's render passes its own context with each request (one per page it renders);
      // the browser's is the one its entry provided.
      const current = isPrefetchContext(args.context) ? args.context : context;
      if (current) prefetch(current, args);
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}

/**
 * `prefetchOnEntry` for a page behind the login (RequireLogin). Without a stored token nothing
 * starts: the guard sends a guest to the login page instead, and a guest's request would only be
 * refused with a 401, which the app's client answers by clearing the storage.
 */
export function prefetchOnSignedInEntry(
  prefetch: Parameters<typeof prefetchOnEntry>[0],
): RouteEntry {
  return prefetchOnEntry((context, args) => {
    if (context.storage.read('token') !== null) prefetch(context, args);
  });
}

/**
 * An imperative fetch does not retry unless told; the page's own request would (the client's rule:
 * three times, never after a 4xx). The page attaches to this request, so it keeps the page's rule.
 */
function pageRetry(queryClient: QueryClient) {
  return { retry: queryClient.getDefaultOptions().queries?.retry } as { retry?: never };
}

/** Starts one query the page will read (if it is not already fresh in the cache). */
export function prefetch<Data, Key extends QueryKey>(
  { queryClient, started }: PrefetchContext,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): void {
  const request = queryClient.prefetchQuery({ ...options, ...pageRetry(queryClient) });
  started?.push(request);
}

/** Starts the first page of an infinite list the page will read. */
export function prefetchList<Data, Key extends QueryKey, Page>(
  { queryClient, started }: PrefetchContext,
  options: FetchInfiniteQueryOptions<Data, Error, Data, Key, Page>,
): void {
  const request = queryClient.prefetchInfiniteQuery({ ...options, ...pageRetry(queryClient) });
  started?.push(request);
}
