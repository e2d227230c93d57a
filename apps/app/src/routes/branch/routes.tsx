import { replace } from 'react-router-dom';
import { NONE, type AppRouteObject } from '../../shell/routeMeta';
import { branchTargetParam, paths, routePatterns } from '../../paths';
import { inAppDeepLinkTarget } from './branchRules';

/**
 * `/branch?path=<in-app path>` (`paths.branch(target)`): the landing of links from outside the app
 * (push notifications, messages, the native wrapper). Its loader replaces it with the given page
 * when that is a same-origin path (`inAppDeepLinkTarget`) of one of the app's pages (`isAppPage`,
 * the route table's answer), and with home otherwise, so Back never returns to it. Nothing of it
 * renders, on the server or in the browser; the server sends its redirect as it is.
 */
export function createBranchRoutes(isAppPage: (pathname: string) => boolean): AppRouteObject[] {
  return [
    {
      path: routePatterns.branch,
      handle: { title: NONE, isFooterActiveFor: NONE },
      loader: ({ request }) => {
        const address = new URL(request.url);
        const target = inAppDeepLinkTarget(
          address.searchParams.get(branchTargetParam),
          address.origin,
        );
        const isPage = target !== null && isAppPage(new URL(target, address.origin).pathname);
        return replace(isPage ? target : paths.home());
      },
    },
  ];
}
