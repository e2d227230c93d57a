import type { RouteMatch } from 'react-router-dom';

/**
 * Loads the code of the matched pages and puts it on their routes, before the router starts:
 * hydrating the server's markup needs the page itself, not the placeholder a route shows while its
 * code loads (React Router's guidance for lazy routes rendered on the server).
 */
export async function loadMatchedPages(matches: readonly RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
