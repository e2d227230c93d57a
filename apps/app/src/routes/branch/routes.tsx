import { replace } from 'react-router-dom';
import { NONE, type AppRouteObject } from '../../shell/routeMeta';
import { branchTargetParam, paths, routePatterns } from '../../paths';
import { inAppDeepLinkTarget } from './branchRules';

/**
 * `/branch?path=<in-app path>` (`paths.branch(target)`): the landing of links from outside the app
 * (push notifications, messages, the native wrapper). Its loader replaces it with the given page
 * when that is a page of this app, and with home otherwise, so Back never returns to it. Nothing of
 * it renders, on the server or in the browser; the address's own origin is the app's.
 */
export const branchRoutes: AppRouteObject[] = [
  {
    path: routePatterns.branch,
    handle: { title: NONE, isFooterActiveFor: NONE },
    loader: ({ request }) => {
      const address = new URL(request.url);
      const target = inAppDeepLinkTarget(
        address.searchParams.get(branchTargetParam),
        address.origin,
      );
      return replace(target ?? paths.home());
    },
  },
];
