import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/** The buyer's own reviews, a page of the MY area (login required: listed under RequireLogin). */
export const myReviewRoutes: AppRouteObject[] = [
  {
    path: routePatterns.myReview,
    handle: { title: '내가 쓴 리뷰', isShowBackButton: true, isFooterActiveFor: 'my' },
    lazy: lazyPage(
      () => import('./MyReviewPage'),
      (m) => m.MyReviewPage,
    ),
  },
];
