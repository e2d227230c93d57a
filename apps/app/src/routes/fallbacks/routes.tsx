import { lazy, Suspense } from 'react';
import { loadChunk } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';
import { ServerErrorLoading, UnauthorizedLoading } from '../../shared/FallbackLoading';

// React.lazy with its own Suspense fallback, because the spec gives each of these pages its own
// loading state; the import still goes through the reload-once chunk loader.
const ServerErrorPage = lazy(() =>
  loadChunk(() => import('./ServerErrorPage')).then((m) => ({ default: m.ServerErrorPage })),
);
const UnauthorizedPage = lazy(() =>
  loadChunk(() => import('./UnauthorizedPage')).then((m) => ({ default: m.UnauthorizedPage })),
);

export const fallbackRoutes: AppRouteObject[] = [
  {
    path: routePatterns.serverError,
    handle: { title: '서버 오류', isShowBackButton: true },
    element: (
      <Suspense fallback={<ServerErrorLoading />}>
        <ServerErrorPage />
      </Suspense>
    ),
  },
  {
    path: routePatterns.unauthorized,
    handle: { title: '접근 권한 없음', isShowBackButton: true },
    element: (
      <Suspense fallback={<UnauthorizedLoading />}>
        <UnauthorizedPage />
      </Suspense>
    ),
  },
];
