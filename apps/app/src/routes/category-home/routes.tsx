import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';
import { categoryDisplayName, parseCategoryId } from '../../shared/categories';

/**
 * The category home (`routePatterns.categoryHome`; '전체' is id 0): titled with the category's
 * Korean name from the path, with a back button; the home tab stays active.
 */
export const categoryHomeRoutes: AppRouteObject[] = [
  {
    path: routePatterns.categoryHome,
    handle: {
      dynamicTitleResolver: ({ params }) =>
        categoryDisplayName(parseCategoryId(params.id), undefined, params.nameEn),
      isShowBackButton: true,
      isFooterActiveFor: 'home',
    },
    lazy: lazyPage(
      () => import('./CategoryHomePage'),
      (m) => m.CategoryHomePage,
    ),
  },
];
