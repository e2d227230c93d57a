import type { RouteObject } from 'react-router-dom';
import { routePatterns } from '../paths';
import { NotFoundPage } from '../shared/NotFoundPage';
import { consolePage } from '../shell/consoleChunks';
import { ConsoleShell } from '../shell/ConsoleShell';
import { PageLoading } from '../shell/PageLoading';
import { RequireSellerLogin } from '../shell/RequireSellerLogin';
import { ConsoleErrorPage } from './error/ConsoleErrorPage';
import { InboxPage } from './inbox/InboxPage';
import { LoginPage } from './login/LoginPage';

/**
 * The signed-in console's pages, inside its frame. The inbox, the first screen (rendered by the
 * server, decision 0013), comes with the console's first load; the others load when opened.
 */
export const consolePages: RouteObject[] = [
  { index: true, element: <InboxPage /> },
  {
    path: routePatterns.request,
    lazy: consolePage(
      () => import('./request/RequestPage'),
      (m) => m.RequestPage,
    ),
  },
  {
    path: routePatterns.bids,
    lazy: consolePage(
      () => import('./bids/BidsPage'),
      (m) => m.BidsPage,
    ),
  },
  {
    path: routePatterns.deals,
    lazy: consolePage(
      () => import('./deals/DealsPage'),
      (m) => m.DealsPage,
    ),
  },
  {
    path: routePatterns.dealDocument,
    lazy: consolePage(
      () => import('./deals/DealDocumentPage'),
      (m) => m.DealDocumentPage,
    ),
  },
  {
    path: routePatterns.reviews,
    lazy: consolePage(
      () => import('./reviews/ReviewsPage'),
      (m) => m.ReviewsPage,
    ),
  },
  {
    path: routePatterns.store,
    lazy: consolePage(
      () => import('./store/StorePage'),
      (m) => m.StorePage,
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The given pages behind the dealer's login and inside the console's frame. A page that fails
 * shows the error page inside the frame; the frame or the login failing, in its place.
 */
export function createConsoleRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      errorElement: <ConsoleErrorPage />,
      children: [
        { path: routePatterns.login, element: <LoginPage /> },
        // 입점 신청 and the approved store's first password: open to anyone, outside the frame.
        {
          path: routePatterns.apply,
          hydrateFallbackElement: <PageLoading />,
          lazy: consolePage(
            () => import('./apply/ApplyPage'),
            (m) => m.ApplyPage,
          ),
        },
        {
          path: routePatterns.applyStatus,
          hydrateFallbackElement: <PageLoading />,
          lazy: consolePage(
            () => import('./apply/ApplyStatusPage'),
            (m) => m.ApplyStatusPage,
          ),
        },
        {
          path: routePatterns.setPassword,
          hydrateFallbackElement: <PageLoading />,
          lazy: consolePage(
            () => import('./apply/SetPasswordPage'),
            (m) => m.SetPasswordPage,
          ),
        },
        {
          element: <RequireSellerLogin />,
          children: [
            {
              element: <ConsoleShell />,
              children: [
                {
                  errorElement: <ConsoleErrorPage />,
                  // A page opened by its address waits for its code inside the frame.
                  hydrateFallbackElement: <PageLoading />,
                  children: pages,
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export const routes = createConsoleRoutes(consolePages);
