import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/** The buyer's notification settings (login required), a page of the MY area with a back button. */
export const notificationSettingsRoutes: AppRouteObject[] = [
  {
    path: routePatterns.notificationSettings,
    handle: { title: '알림 설정', isShowBackButton: true, isFooterActiveFor: 'my' },
    lazy: lazyPage(
      () => import('./NotificationSettingsPage'),
      (m) => m.NotificationSettingsPage,
    ),
  },
];
