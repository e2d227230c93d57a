import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
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
    lazy: lazyPage(
      () => import('./ProductDetailPage'),
      (m) => m.ProductDetailPage,
    ),
  },
];
