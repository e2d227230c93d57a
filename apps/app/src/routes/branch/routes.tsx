import { lazyPage } from '../../shell/chunkReload';
import { NONE, type AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/** The deep-link landing (`paths.branch(target)`): public, shown only for the moment it forwards. */
export const branchRoutes: AppRouteObject[] = [
  {
    path: routePatterns.branch,
    handle: { title: NONE, isFooterActiveFor: NONE },
    lazy: lazyPage(
      () => import('./BranchPage'),
      (m) => m.BranchPage,
    ),
  },
];
