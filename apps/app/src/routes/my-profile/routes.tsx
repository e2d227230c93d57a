import { profileQuery } from '@quotemarket/hooks';
import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { prefetch, prefetchOnSignedInEntry } from '../../shell/routePrefetch';
import { routePatterns } from '../../paths';

/** MY for a signed-in buyer (login required: listed under RequireLogin); guests have /my-nonmember. */
export const myProfileRoutes: AppRouteObject[] = [
  {
    path: routePatterns.myProfile,
    handle: { title: 'MY', isFooterActiveFor: 'my' },
    // The profile (MyProfilePage) starts beside the page's chunk.
    ...prefetchOnSignedInEntry((context) => {
      prefetch(context, profileQuery(context.apiClient));
    }),
    lazy: lazyPage(
      () => import('./MyProfilePage'),
      (m) => m.MyProfilePage,
    ),
  },
];
