import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the pages matching `location` and puts it on their routes, before the router
 * starts: hydrating the server's markup needs the page itself, not the placeholder a route shows
 * while its code loads (React Router's guidance for lazy routes rendered on the server).
 */
export async function loadMatchedPages(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): Promise<void> {
  const lazyMatches = matchRoutes(routes, location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
