import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/** The FAQ: public (guests reach it from MY too), a page of the MY area with a back button. */
export const faqRoutes: AppRouteObject[] = [
  {
    path: routePatterns.faq,
    handle: { title: '자주 묻는 질문', isShowBackButton: true, isFooterActiveFor: 'my' },
    lazy: lazyPage(
      () => import('./FaqPage'),
      (m) => m.FaqPage,
    ),
  },
];
