import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  createAppStorage,
  createMemoryStorage,
  createQueryClient,
  type ApiClient,
  type AppStorage,
} from '@quotemarket/hooks';
import { AppProviders } from '../../providers/AppProviders';
import type { AppRouteObject } from '../routeMeta';

// A page's code is compiled on its first lazy import, which on a busy machine takes longer than
// Testing Library's default second; the files that render the app wait up to five.
configure({ asyncUtilTimeout: 5000 });

export interface RenderAppOptions {
  /** The history, last entry current. */
  entries?: string[];
  /** Stores a login token first. */
  token?: string;
  apiClient?: ApiClient;
}

/** An API client that answers every call with an empty list: enough for the shell's pages. */
export const emptyApiClient: ApiClient = {
  axios: undefined as never,
  call: async () => [] as never,
};

/** The app's routes in a memory router, inside the real providers with memory storage. */
export function renderApp(routes: AppRouteObject[], options: RenderAppOptions = {}) {
  const { entries = ['/'], token, apiClient = emptyApiClient } = options;
  const storage: AppStorage = createAppStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  });
  if (token) storage.write('token', token);
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, storage };
}
