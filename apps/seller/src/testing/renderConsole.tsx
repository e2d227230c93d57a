import { render } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import {
  createAppStorage,
  createMemoryStorage,
  createQueryClient,
  createSellerApiClient,
  type ApiClient,
  type AppStorage,
} from '@quotemarket/hooks';
import type { ConversationEvent, SellerInboxEvent } from '@quotemarket/contract';
import { testOrigin } from '@quotemarket/testing';
import { paths } from '../paths';
import { ConsoleProviders } from '../providers/ConsoleProviders';
import { routes } from '../routes/routes';

// With MSW on a shared two-CPU machine a page can take longer than Vitest's default.
vi.setConfig({ testTimeout: 20_000 });

export { apiErrorResponse, mockEndpoint, setupMswServer } from '@quotemarket/testing';

export interface RenderConsoleOptions {
  /** The history inside the console (paths from `paths`), last entry current. */
  entries?: string[];
  /** Stores a dealer token first (a signed-in dealer); `null` for a signed-out device. */
  sellerToken?: string | null;
  /** Fills the memory storage before the first render (e.g. a buyer's token beside the dealer's). */
  prepareStorage?: (storage: AppStorage) => void;
  /** Other routes than the console's own (a test page or a smaller set). */
  routes?: RouteObject[];
}

type Listener = Parameters<ApiClient['listen']>[1];

/** The console's live stream, played by the test: jsdom has no server to hold a stream open. */
export function createInboxEventStream() {
  const listeners: Listener[] = [];
  return {
    listen: ((_stream, listener) => {
      listeners.push(listener);
      listener.onOpen?.(false);
      return () => void listeners.splice(listeners.indexOf(listener), 1);
    }) as ApiClient['listen'],
    get listening() {
      return listeners.length;
    },
    emit(event: SellerInboxEvent) {
      for (const listener of [...listeners]) listener.onEvent(event as never);
    },
    /** A conversation's change, which the stream sends as its `message` event. */
    emitMessage(event: ConversationEvent) {
      for (const listener of [...listeners]) {
        (
          listener.onAlso as { message?: (event: ConversationEvent) => void } | undefined
        )?.message?.(event);
      }
    },
  };
}

/**
 * The console in a memory router with its real providers and its real API client aimed at the MSW
 * test origin; memory storage, retries off.
 */
export function renderConsole({
  entries = [paths.inbox()],
  sellerToken = 'dealer-token',
  prepareStorage,
  routes: consoleRoutes = routes,
}: RenderConsoleOptions = {}) {
  const storage = createAppStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  });
  if (sellerToken) storage.write('sellerToken', sellerToken);
  prepareStorage?.(storage);
  const router = createMemoryRouter(consoleRoutes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const events = createInboxEventStream();
  const apiClient: ApiClient = {
    ...createSellerApiClient({
      storage,
      baseURL: testOrigin,
      goToLogin: () => void router.navigate(paths.login(), { replace: true }),
    }),
    listen: events.listen,
  };
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  const view = render(
    <ConsoleProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { ...view, router, storage, queryClient, events };
}
