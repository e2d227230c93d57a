import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, type RenderHookOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  ApiClientProvider,
  AppStorageProvider,
  createApiClient,
  createQueryClient,
  type ApiClient,
  type AppStorage,
} from '@quotemarket/hooks';
import { testOrigin } from './mswServer';
import { createMemoryAppStorage } from './renderWithStorage';

/**
 * Renders a hook inside the providers the apps use: a real query client with the spec's defaults
 * (retries off so a failure shows at once), the real API client pointed at `baseURL` sending the
 * stored token, and a memory app storage.
 */
export function renderHookWithApi<Result, Props>(
  hook: (props: Props) => Result,
  {
    baseURL = testOrigin,
    storage = createMemoryAppStorage(),
    queryClient = createQueryClient(),
    apiClient = createApiClient({ baseURL, getToken: () => storage.read('token') }),
    ...options
  }: Omit<RenderHookOptions<Props>, 'wrapper'> & {
    baseURL?: string;
    storage?: AppStorage;
    queryClient?: QueryClient;
    apiClient?: ApiClient;
  } = {},
) {
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>
          <AppStorageProvider storage={storage}>{children}</AppStorageProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  }
  return { ...renderHook(hook, { ...options, wrapper }), queryClient, apiClient, storage };
}

/**
 * Fetches a query with fresh clients, as a route does before its page renders, then renders the
 * hook with those clients: a hook whose query has the same key finds the answer at once, so the
 * test sees one request and the data on the first render.
 */
export async function renderHookAfterPrefetch<Result>(
  prefetch: (clients: { queryClient: QueryClient; apiClient: ApiClient }) => Promise<void>,
  hook: () => Result,
) {
  const queryClient = createQueryClient();
  const apiClient = createApiClient({ baseURL: testOrigin });
  await prefetch({ queryClient, apiClient });
  return renderHookWithApi(hook, { queryClient, apiClient });
}
