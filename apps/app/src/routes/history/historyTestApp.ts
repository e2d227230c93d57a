// The history tab's page tests: one MSW server per file, the page's code compiled before the first
// test, and the tab rendered inside the real shell for a logged-in buyer.
import { beforeAll } from 'vitest';
import { createAppRoutes } from '../routes';
import { renderApp, setupMswServer } from '../../testing/renderApp';
import { historyRoutes } from './routes';

/**
 * A history page test file's MSW server; `loadPage` (the page's lazy import) runs once before the
 * first test, so no test waits for the page's chunk to compile.
 */
export function setupHistoryTest(loadPage: () => Promise<unknown>) {
  const server = setupMswServer();
  beforeAll(async () => {
    await loadPage();
  });
  return server;
}

/** The history tab's routes at `path`, the buyer logged in, the API answered by MSW. */
export function renderHistoryApp(path: string) {
  return renderApp(createAppRoutes(historyRoutes), {
    entries: [path],
    token: 'buyer-token',
    api: 'msw',
  });
}
