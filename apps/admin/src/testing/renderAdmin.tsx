import { render } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import {
  type ApiClientOptions,
  createAppStorage,
  createMemoryStorage,
  createOperatorApiClient,
  createQueryClient,
} from '@quotemarket/hooks';
import { testOrigin } from '@quotemarket/testing';
import { paths } from '../paths';
import { AdminProviders } from '../providers/AdminProviders';
import { routes } from '../routes/routes';

// With MSW on a shared two-CPU machine a page can take longer than Vitest's default.
vi.setConfig({ testTimeout: 20_000 });

export { apiErrorResponse, mockEndpoint, setupMswServer } from '@quotemarket/testing';

export interface RenderAdminOptions {
  /** The history inside the console (paths from `paths`), last entry current. */
  entries?: string[];
  /** Stores an operator token first (a signed-in tab); `null` for a signed-out one. */
  operatorToken?: string | null;
  /** Other routes than the console's own (a test page or a smaller set). */
  routes?: RouteObject[];
  /** Where the API is: the MSW test origin unless a real API is given (`realApiTransport`). */
  transport?: Pick<ApiClientOptions, 'baseURL' | 'configureAxios'>;
}

/**
 * The console in a memory router with its real providers and its real API client aimed at the MSW
 * test origin or a real API (a session's 401 goes to the login, as main.tsx does); memory
 * storage, retries off.
 */
export function renderAdmin({
  entries = [paths.audit()],
  operatorToken = 'operator-token',
  routes: adminRoutes = routes,
  transport = { baseURL: testOrigin },
}: RenderAdminOptions = {}) {
  const storage = createAppStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  });
  if (operatorToken) storage.write('operatorToken', operatorToken);
  const router = createMemoryRouter(adminRoutes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const apiClient = createOperatorApiClient({
    storage,
    ...transport,
    goToLogin: () => void router.navigate(paths.login(), { replace: true }),
  });
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  const view = render(
    <AdminProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
      <RouterProvider router={router} />
    </AdminProviders>,
  );
  return { ...view, router, storage, queryClient };
}
