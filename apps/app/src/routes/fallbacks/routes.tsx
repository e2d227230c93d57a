import type { AppRouteObject } from '../../shell/routeMeta';
import { lazyFallbackPage } from '../../shell/lazyFallbackPage';
import { routePatterns } from '../../paths';
import { ServerErrorLoading, UnauthorizedLoading } from '../../shared/FallbackLoading';

// Each in its own chunk behind its own loading state, because the spec gives each of these pages one.
const ServerErrorPage = lazyFallbackPage({
  id: 'server-error',
  load: () => import('./ServerErrorPage'),
  pick: (module) => module.ServerErrorPage,
  Loading: ServerErrorLoading,
});
const UnauthorizedPage = lazyFallbackPage({
  id: 'unauthorized',
  load: () => import('./UnauthorizedPage'),
  pick: (module) => module.UnauthorizedPage,
  Loading: UnauthorizedLoading,
});

export const fallbackRoutes: AppRouteObject[] = [
  {
    path: routePatterns.serverError,
    handle: { title: '서버 오류', isShowBackButton: true },
    element: <ServerErrorPage />,
  },
  {
    path: routePatterns.unauthorized,
    handle: { title: '접근 권한 없음', isShowBackButton: true },
    element: <UnauthorizedPage />,
  },
];
