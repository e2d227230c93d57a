import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/** 신고 내역, a page of the MY area (login required: listed under RequireLogin). */
export const myReportsRoutes: AppRouteObject[] = [
  {
    path: routePatterns.myReports,
    handle: { title: '신고 내역', isShowBackButton: true, isFooterActiveFor: 'my' },
    lazy: lazyPage(
      () => import('./MyReportsPage'),
      (m) => m.MyReportsPage,
    ),
  },
];
