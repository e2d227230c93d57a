import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/** The tutorial a first login lands on: a scripted tour of a phone store, without a back button. */
export const tutorialRoutes: AppRouteObject[] = [
  {
    path: routePatterns.tutorial,
    handle: { title: '휴대폰 매장 둘러보기', isFooterActiveFor: 'home' },
    lazy: lazyPage(
      () => import('./TutorialPage'),
      (m) => m.TutorialPage,
    ),
  },
];
