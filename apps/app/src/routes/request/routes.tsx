import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';
import { parseCategoryId } from '../../shared/categories';
import { requestPageTitle } from './requestRules';

/**
 * The request page (`routePatterns.requestPage`): titled '{category} 선택' from the path (e.g. '휴대폰 선택'), with
 * a back button; the home tab stays active.
 */
export const requestRoutes: AppRouteObject[] = [
  {
    path: routePatterns.requestPage,
    handle: {
      dynamicTitleResolver: ({ params }) => requestPageTitle(parseCategoryId(params.id)),
      isShowBackButton: true,
      isFooterActiveFor: 'home',
    },
    lazy: lazyPage(
      () => import('./RequestPage'),
      (m) => m.RequestPage,
    ),
  },
];
