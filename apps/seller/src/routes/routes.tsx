import type { RouteObject } from 'react-router-dom';
import { routePatterns } from '../paths';
import { ConsoleShell } from '../shell/ConsoleShell';
import { RequireSellerLogin } from '../shell/RequireSellerLogin';
import { BidsPage } from './bids/BidsPage';
import { DealsPage } from './deals/DealsPage';
import { InboxPage } from './inbox/InboxPage';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './not-found/NotFoundPage';
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

/** The given pages behind the dealer's login and inside the console's frame. */
export function createConsoleRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    { path: routePatterns.login, element: <LoginPage /> },
    {
      element: <RequireSellerLogin />,
      children: [{ element: <ConsoleShell />, children: pages }],
    },
  ];
}

export const routes = createConsoleRoutes(consolePages);
