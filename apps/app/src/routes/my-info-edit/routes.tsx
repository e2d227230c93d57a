import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/** MY > 내 정보 수정 (login required: listed under RequireLogin), with a back button. */
export const myInfoEditRoutes: AppRouteObject[] = [
  {
    path: routePatterns.myInfoEdit,
    handle: { title: '내 정보 수정', isShowBackButton: true, isFooterActiveFor: 'my' },
    lazy: lazyPage(
      () => import('./MyInfoEditPage'),
      (m) => m.MyInfoEditPage,
    ),
  },
];
