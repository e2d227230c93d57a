import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/** The buyer's 견적서 of a deal, behind the login. */
export const dealDocumentRoutes: AppRouteObject[] = [
  {
    path: routePatterns.dealDocument,
    handle: { title: '견적서', isShowBackButton: true, isFooterActiveFor: 'quote-history' },
    lazy: lazyPage(
      () => import('./DealDocumentPage'),
      (m) => m.DealDocumentPage,
    ),
  },
];

/** A 견적서 opened with its share link: anyone holding the link, logged in or not. */
export const sharedDealDocumentRoutes: AppRouteObject[] = [
  {
    path: routePatterns.sharedDealDocument,
    handle: { title: '견적서' },
    lazy: lazyPage(
      () => import('./SharedDealDocumentPage'),
      (m) => m.SharedDealDocumentPage,
    ),
  },
];
