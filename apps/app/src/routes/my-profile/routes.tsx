import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/**
 * MY for a signed-in buyer (login required: listed under RequireLogin); guests have /my-nonmember.
 * The profile is asked for as soon as the page's code is there (`myProfileEntry`).
 */
export const myProfileRoutes: AppRouteObject[] = [
  {
    path: routePatterns.myProfile,
    handle: { title: 'MY', isFooterActiveFor: 'my' },
    lazy: lazyPage(
      () => import('./MyProfilePage'),
      (m) => m.MyProfilePage,
      { entry: (m) => m.myProfileEntry },
    ),
  },
];
