import { matchRoutes, type RouteMatch } from 'react-router-dom';
import type { AppRouteObject } from '../shell/routeMeta';
import { RequireLogin } from '../shell/RequireLogin';
import { ShellLoading } from '../shell/ShellLoading';
import { AppLayout } from './AppLayout';
import { RouteErrorPage } from './fallbacks/RouteErrorPage';
import { fallbackRoutes } from './fallbacks/routes';
import { biddingRoutes } from './bidding/routes';
import { categoryHomeRoutes } from './category-home/routes';
import { faqRoutes } from './faq/routes';
import { inquiryRoutes } from './inquiry/routes';
import { historyRoutes } from './history/routes';
import { homeRoutes } from './home/routes';
import { loginRoutes } from './login/routes';
import { myNonmemberRoutes } from './my-nonmember/routes';
import { notFoundRoute, notFoundRouteId } from './not-found/routes';
import { noticeRoutes } from './notices/routes';
import { productDetailRoutes } from './product-detail/routes';
import { quotationRoutes } from './quotations/routes';
import { requestRoutes } from './request/routes';
import { storeRoutes } from './store/routes';
import { termsRoutes } from './terms/routes';
import { tutorialRoutes } from './tutorial/routes';
import { verificationRoutes } from './verification/routes';
import { myReviewRoutes } from './my-review/routes';
import { myReportsRoutes } from './my-reports/routes';
import { createBranchRoutes } from './branch/routes';
import { notificationSettingsRoutes } from './notification-settings/routes';
import { myInfoEditRoutes } from './my-info-edit/routes';
import { myProfileRoutes } from './my-profile/routes';
import { dealDocumentRoutes, sharedDealDocumentRoutes } from './deal-document/routes';

/**
 * The route around the pages behind the login: the server renders those only for a browser with a
 * page session (docs/decisions/0012), as that buyer.
 */
const signedInRouteId = 'signed-in';

/**
 * Every area's pages, each delivered as an `AppRouteObject[]` from its `routes/<area>/routes.tsx`
 * (paths relative, metadata in `handle`, the page through `lazyPage`). Adding an area is one
 * import and one line here, e.g. `...loginRoutes,` or `...browseRoutes,`.
 */
const areaRoutes: AppRouteObject[] = [
  ...homeRoutes,
  ...categoryHomeRoutes,
  ...requestRoutes,
  ...productDetailRoutes,
  ...storeRoutes,
  ...loginRoutes,
  ...termsRoutes,
  ...myNonmemberRoutes,
  ...noticeRoutes,
  ...faqRoutes,
  ...inquiryRoutes,
  ...fallbackRoutes,
  ...sharedDealDocumentRoutes,
  ...createBranchRoutes(isAppPagePath),
  // The spec's guarded pages: without a stored token they go to the login page.
  {
    id: signedInRouteId,
    element: <RequireLogin />,
    children: [
      ...verificationRoutes,
      ...biddingRoutes,
      ...tutorialRoutes,
      ...quotationRoutes,
      ...historyRoutes,
      ...dealDocumentRoutes,
      ...myReviewRoutes,
      ...myReportsRoutes,
      ...myProfileRoutes,
      ...notificationSettingsRoutes,
      ...myInfoEditRoutes,
    ],
  },
];

/**
 * The shell around the given pages: the layout, the error boundaries and Not Found last. Tests
 * build it around their own pages to check the shell's rules.
 */
export function createAppRoutes(pages: AppRouteObject[]): AppRouteObject[] {
  return [
    {
      element: <AppLayout />,
      // Only when the shell itself fails: the fallback without header and navigation.
      errorElement: <RouteErrorPage />,
      // Shown while the first page's chunk loads.
      hydrateFallbackElement: <ShellLoading />,
      children: [
        {
          // Page errors (and pages whose code will not load) render inside the shell, so the
          // header and navigation stay usable.
          errorElement: <RouteErrorPage />,
          children: [...pages, notFoundRoute],
        },
      ],
    },
  ];
}

/** Each page is its own chunk, loaded when its route is first visited. */
export const routes: AppRouteObject[] = createAppRoutes(areaRoutes);

/** Whether the routes a path matched are a page behind the login. */
export function isSignedInOnly(matches: readonly RouteMatch[]): boolean {
  return matches.some((match) => match.route.id === signedInRouteId);
}

/** Whether a path is a page behind the login, decided before any of its loaders runs. */
export function isSignedInOnlyPath(pathname: string): boolean {
  return isSignedInOnly(matchRoutes(routes, pathname) ?? []);
}

/** Whether a path is one of the app's pages, rather than Not Found's catch-all. */
export function isAppPagePath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)?.route.id !== notFoundRouteId;
}
