import { lazyPage } from '../../shell/chunkReload';
import { productDetailQuery, productMarketPricesQuery } from '@quotemarket/hooks';
import type { AppRouteObject } from '../../shell/routeMeta';
import { prefetch, prefetchOnEntry } from '../../shell/routePrefetch';
import { routePatterns } from '../../paths';
import { parseCategoryId } from '../../shared/categories';
import { productDetailTitle } from './productDetailRules';

/**
 * The product detail (`routePatterns.productDetail`): titled '{category} 상세' from the path (e.g.
 * '휴대폰 상세'), with a back button; the home tab stays active.
 */
export const productDetailRoutes: AppRouteObject[] = [
  {
    path: routePatterns.productDetail,
    handle: {
      dynamicTitleResolver: ({ params }) => productDetailTitle(parseCategoryId(params.id)),
      isShowBackButton: true,
      isFooterActiveFor: 'home',
    },
    // The product (ProductDetailPage) and its market prices start beside the page's chunk, so the
    // server's page shows the prices and hydration asks for nothing (a request after it would load
    // the API client and render the section again); an id the page would refuse is not asked for.
    ...prefetchOnEntry((context, { params }) => {
      const itemId = Number(params.itemId);
      if (Number.isInteger(itemId) && itemId > 0) {
        prefetch(context, productDetailQuery(context.apiClient, itemId));
        prefetch(context, productMarketPricesQuery(context.apiClient, itemId));
      }
    }),
    lazy: lazyPage(
      () => import('./ProductDetailPage'),
      (m) => m.ProductDetailPage,
    ),
  },
];
