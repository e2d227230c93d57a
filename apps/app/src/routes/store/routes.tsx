import { sellerStoreQuery } from '@quotemarket/hooks';
import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { prefetchList, prefetchOnEntry } from '../../shell/routePrefetch';
import { routePatterns } from '../../paths';
import { parseSellerId } from './sellerId';

/**
 * A seller's public store page (`routePatterns.store`; id = the seller's user id; the path
 * spec 001 names and the quote screens link to), with a back button.
 */
export const storeRoutes: AppRouteObject[] = [
  {
    path: routePatterns.store,
    handle: { title: '매장 정보', isShowBackButton: true },
    // The store and its first reviews (StorePage) start beside the page's chunk.
    ...prefetchOnEntry((context, { params }) => {
      const sellerId = parseSellerId(params.id);
      if (sellerId !== null) prefetchList(context, sellerStoreQuery(context.apiClient, sellerId));
    }),
    lazy: lazyPage(
      () => import('./StorePage'),
      (m) => m.StorePage,
    ),
  },
];
