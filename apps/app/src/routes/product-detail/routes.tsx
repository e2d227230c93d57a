import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/**
 * The product detail (`routePatterns.productDetail`), with a back button; the home tab
 * stays active.
 */
export const productDetailRoutes: AppRouteObject[] = [
  {
    path: routePatterns.productDetail,
    handle: { title: '상품 상세', isShowBackButton: true, isFooterActiveFor: 'home' },
    lazy: lazyPage(
      () => import('./ProductDetailPage'),
      (m) => m.ProductDetailPage,
    ),
  },
];
