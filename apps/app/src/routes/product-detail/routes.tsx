import { lazyPage } from '../../shell/chunkReload';
import { productDetailQuery } from '@quotemarket/hooks';
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
    // The product (ProductDetailPage) starts beside the page's chunk; an id the page would refuse
    // is not asked for.
    ...prefetchOnEntry((context, { params }) => {
      const itemId = Number(params.itemId);
      if (Number.isInteger(itemId) && itemId > 0) {
        prefetch(context, productDetailQuery(context.apiClient, itemId));
      }
    }),
    lazy: lazyPage(
      () => import('./ProductDetailPage'),
      (m) => m.ProductDetailPage,
    ),
  },
];
