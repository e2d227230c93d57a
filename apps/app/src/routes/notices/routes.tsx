import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/** The notices: public (guests reach them from MY too), pages of the MY area. */
export const noticeRoutes: AppRouteObject[] = [
  {
    path: routePatterns.noticeList,
    handle: { title: '공지사항', isFooterActiveFor: 'my' },
    lazy: lazyPage(
      () => import('./NoticeListPage'),
      (m) => m.NoticeListPage,
    ),
  },
  {
    path: routePatterns.noticeDetail,
    handle: { title: '공지사항', isShowBackButton: true, isFooterActiveFor: 'my' },
    lazy: lazyPage(
      () => import('./NoticeDetailPage'),
      (m) => m.NoticeDetailPage,
    ),
  },
];
