import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';

/**
 * The home page. The logo replaces the title on `/`; the title still names the page for
 * `document.title`.
 */
export const homeRoutes: AppRouteObject[] = [
  {
    index: true,
    handle: { title: '홈', isFooterActiveFor: 'home' },
    lazy: lazyPage(
      () => import('./HomePage'),
      (m) => m.HomePage,
    ),
  },
];
