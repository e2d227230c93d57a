import type { AppRouteObject } from '../../shell/routeMeta';
import { LazyNotFoundPage } from '../../shared/LazyNotFoundPage';

/** Any path no other route matches: keep it last. */
export const notFoundRoute: AppRouteObject = {
  path: '*',
  handle: { title: '페이지 없음', isShowBackButton: true },
  element: <LazyNotFoundPage />,
};
