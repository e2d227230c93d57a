import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  createApiClient,
  createAppStorage,
  createMemoryStorage,
  createQueryClient,
  type AppStorage,
} from '@quotemarket/hooks';
import { AppProviders } from '../../../providers/AppProviders';
import type { AppRouteObject } from '../../../shell/routeMeta';
import { testOrigin } from '../../../../../../packages/hooks/src/testing/mswServer';

export interface RenderWithApiOptions {
  /** The history, last entry current. */
  entries?: string[];
  /** Fills the memory storage before the first render (token, bidding target, platform …). */
  prepareStorage?: (storage: AppStorage) => void;
}

/**
 * The given routes in a memory router inside the app's real providers, with the real API client
 * pointed at the MSW test origin (sending the stored token) and a memory storage.
 */
export function renderWithApi(routes: AppRouteObject[], options: RenderWithApiOptions = {}) {
  const { entries = ['/'], prepareStorage } = options;
  const storage = createAppStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  });
  prepareStorage?.(storage);
  const apiClient = createApiClient({
    baseURL: testOrigin,
    getToken: () => storage.read('token'),
  });
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false },
    mutations: { retry: false },
  });
  const view = render(
    <AppProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, storage };
}
