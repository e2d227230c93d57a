import type { AppRouteObject } from '../../shell/routeMeta';
import { LazyNotFoundPage } from '../../shared/LazyNotFoundPage';

/** The server answers 404 for a path that lands here. */
export const notFoundRouteId = 'not-found';

/** Any path no other route matches: keep it last. */
export const notFoundRoute: AppRouteObject = {
  id: notFoundRouteId,
  path: '*',
  handle: { title: '페이지 없음', isShowBackButton: true },
  element: <LazyNotFoundPage />,
};
