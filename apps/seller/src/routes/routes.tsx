import type { RouteObject } from 'react-router-dom';
import { routePatterns } from '../paths';
import { NotFoundPage } from '../shared/NotFoundPage';
import { ConsoleShell } from '../shell/ConsoleShell';
import { RequireSellerLogin } from '../shell/RequireSellerLogin';
import { BidsPage } from './bids/BidsPage';
import { DealsPage } from './deals/DealsPage';
import { ConsoleErrorPage } from './error/ConsoleErrorPage';
import { InboxPage } from './inbox/InboxPage';
import { LoginPage } from './login/LoginPage';
import { RequestPage } from './request/RequestPage';
import { ReviewsPage } from './reviews/ReviewsPage';
import { StorePage } from './store/StorePage';

/** The signed-in console's pages, inside its frame. */
export const consolePages: RouteObject[] = [
  { index: true, element: <InboxPage /> },
  { path: routePatterns.request, element: <RequestPage /> },
  { path: routePatterns.bids, element: <BidsPage /> },
  { path: routePatterns.deals, element: <DealsPage /> },
  { path: routePatterns.reviews, element: <ReviewsPage /> },
  { path: routePatterns.store, element: <StorePage /> },
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
        {
          element: <RequireSellerLogin />,
          children: [
            {
              element: <ConsoleShell />,
              children: [{ errorElement: <ConsoleErrorPage />, children: pages }],
            },
          ],
        },
      ],
    },
  ];
}

export const routes = createConsoleRoutes(consolePages);
