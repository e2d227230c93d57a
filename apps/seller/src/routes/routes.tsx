import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '@quotemarket/hooks';
import { routePatterns } from '../paths';
import { ConsoleShell } from '../shell/ConsoleShell';
import { RequireSellerLogin } from '../shell/RequireSellerLogin';
import { ConsoleErrorPage } from './error/ConsoleErrorPage';
import { InboxPage } from './inbox/InboxPage';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from '../shared/NotFoundPage';

// The inbox (where a signed-in dealer lands) and the login (where a new one does) come with the
// console's first script; every other page is its own chunk, loaded when the dealer opens it, so
// the first screen does not wait for the bid form's code. A chunk gone with a new deployment
// reloads the console once (`loadChunk`).
export const consolePages: RouteObject[] = [
  { index: true, element: <InboxPage /> },
  {
    path: routePatterns.request,
    lazy: () =>
      loadChunk(() => import('./request/RequestPage')).then((m) => ({ Component: m.RequestPage })),
  },
  {
    path: routePatterns.bids,
    lazy: () => loadChunk(() => import('./bids/BidsPage')).then((m) => ({ Component: m.BidsPage })),
  },
  {
    path: routePatterns.deals,
    lazy: () =>
      loadChunk(() => import('./deals/DealsPage')).then((m) => ({ Component: m.DealsPage })),
  },
  {
    path: routePatterns.reviews,
    lazy: () =>
      loadChunk(() => import('./reviews/ReviewsPage')).then((m) => ({ Component: m.ReviewsPage })),
  },
  {
    path: routePatterns.store,
    lazy: () =>
      loadChunk(() => import('./store/StorePage')).then((m) => ({ Component: m.StorePage })),
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
