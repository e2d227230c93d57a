import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import {
  createApiClient,
  createAppApiClient,
  createAppStorage,
  createMemoryStorage,
  createQueryClient,
  type ApiClient,
  type AppStorage,
} from '@quotemarket/hooks';
import { getCompanyInfo, type Endpoint } from '@quotemarket/contract';
import { companyInfo } from '@quotemarket/contract/testing';
import { testOrigin } from '@quotemarket/testing';
import { paths } from '../paths';
import { AppProviders } from '../providers/AppProviders';
import { categoryHomeRoutes } from '../routes/category-home/routes';
import { homeRoutes } from '../routes/home/routes';
import { productDetailRoutes } from '../routes/product-detail/routes';
import { requestRoutes } from '../routes/request/routes';
import { createAppRoutes } from '../routes/routes';
import { storeRoutes } from '../routes/store/routes';
import type { AppRouteObject } from '../shell/routeMeta';

// A page's code is compiled on its first lazy import: a test may take longer than Vitest's default.
vi.setConfig({ testTimeout: 20_000 });

/**
 * jsdom lays nothing out, so the shell's scrolling page box (`data-qm="page"`) would measure 0 × 0
 * and a virtual list that scrolls with it would render no rows. It gets the window's size, as the
 * page box has on a phone.
 */
function sizePageBoxLikeTheWindow() {
  for (const [name, windowSize] of [
    ['clientHeight', () => window.innerHeight],
    ['clientWidth', () => window.innerWidth],
  ] as const) {
    const own = Object.getOwnPropertyDescriptor(Element.prototype, name);
    if (!own?.get) continue;
    const measure = own.get;
    Object.defineProperty(Element.prototype, name, {
      ...own,
      get(this: Element) {
        return this.getAttribute('data-qm') === 'page' ? windowSize() : measure.call(this);
      },
    });
  }
}
sizePageBoxLikeTheWindow();

export { apiErrorResponse, mockEndpoint, setupMswServer } from '@quotemarket/testing';

/**
 * An API client that answers every call with an empty list, and the company details the footer
 * of several pages shows: enough for the shell's pages.
 */
export const emptyApiClient: ApiClient = {
  call: async (endpoint) =>
    ((endpoint as Endpoint) === getCompanyInfo ? companyInfo() : []) as never,
  listen: () => () => {},
  resumeStreamsFrom: () => {},
  download: () => Promise.reject(new Error('the shell’s pages download no files')),
};

export interface RenderAppOptions {
  /** The history, last entry current. */
  entries?: string[];
  /** Stores a login token first. */
  token?: string;
  /** Stores a partner key (media visitor). */
  cKey?: string;
  /** Raw session-storage entries, as another version of the app might have left them. */
  session?: Record<string, string>;
  /** Fills the memory storage before the first render (bidding target, platform …). */
  prepareStorage?: (storage: AppStorage) => void;
  /**
   * `'msw'`: the real API client aimed at the MSW test origin, sending the stored token. `'app'`:
   * the app's own client (`createAppApiClient`, with the 401/403 rule that clears the storage and
   * goes to /login) aimed at MSW. Otherwise the given client; by default one that answers every
   * call with an empty list.
   */
  api?: 'msw' | 'app' | ApiClient;
}

/**
 * The given routes in a memory router inside the app's real providers, with memory storage and
 * retries off.
 */
export function renderApp(routes: AppRouteObject[], options: RenderAppOptions = {}) {
  const { entries = ['/'], token, cKey, session, prepareStorage, api = emptyApiClient } = options;
  const sessionArea = createMemoryStorage();
  for (const [name, value] of Object.entries(session ?? {})) sessionArea.setItem(name, value);
  const storage = createAppStorage({ local: createMemoryStorage(), session: sessionArea });
  if (token) storage.write('token', token);
  if (cKey) storage.write('cKey', cKey);
  prepareStorage?.(storage);
  const apiClient =
    api === 'msw'
      ? createApiClient({ baseURL: testOrigin, getToken: () => storage.read('token') })
      : api === 'app'
        ? createAppApiClient({
            storage,
            baseURL: testOrigin,
            goToLogin: () => void router.navigate(paths.login(), { replace: true }),
          })
        : api;
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  const view = render(
    <AppProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, storage, queryClient };
}

export interface RenderBrowseOptions extends Omit<RenderAppOptions, 'entries' | 'api'> {
  path?: string;
}

/** The home and category home inside the real shell, against MSW. */
export function renderBrowseApp({ path = '/', ...options }: RenderBrowseOptions = {}) {
  return renderApp(createAppRoutes([...homeRoutes, ...categoryHomeRoutes]), {
    ...options,
    entries: [path],
    api: 'msw',
  });
}

export interface RenderRequestAppOptions extends Omit<RenderAppOptions, 'entries' | 'api'> {
  path: string;
  /** Extra pages (e.g. a page standing in for the wizard). */
  pages?: AppRouteObject[];
}

/** The request page, product detail and store page inside the real shell, against MSW. */
export function renderRequestApp({ path, pages = [], ...options }: RenderRequestAppOptions) {
  return renderApp(
    createAppRoutes([...requestRoutes, ...productDetailRoutes, ...storeRoutes, ...pages]),
    { ...options, entries: [path], api: 'msw' },
  );
}

/** Keeps the logged-only failures of the pages out of the test output. */
export function silenceConsoleErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
