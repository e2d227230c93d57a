import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';
import { prefetchOnEntry } from '../../shell/routePrefetch';
import { prefetchCompanyInfo } from '../../shared/prefetchCompanyInfo';

/** MY for guests; the MY tab leads here without a stored token. */
export const myNonmemberRoutes: AppRouteObject[] = [
  {
    path: routePatterns.myNonmember,
    handle: { title: 'MY', isFooterActiveFor: 'my' },
    ...prefetchOnEntry(prefetchCompanyInfo),
    lazy: lazyPage(
      () => import('./MyNonmemberPage'),
      (m) => m.MyNonmemberPage,
    ),
  },
];
