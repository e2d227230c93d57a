import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/**
 * A seller's public store page (`routePatterns.store`; id = the seller's user id; the path
 * spec 001 names and the quote screens link to), with a back button.
 */
export const storeRoutes: AppRouteObject[] = [
  {
    path: routePatterns.store,
    handle: { title: '매장 정보', isShowBackButton: true },
    lazy: lazyPage(
      () => import('./StorePage'),
      (m) => m.StorePage,
    ),
  },
];
