import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';

/** Each page is its own chunk, loaded when its route is first visited. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first page's chunk loads; the lazy routes below fill it in.
    hydrateFallbackElement: null,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./home/HomePage')).HomePage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./not-found/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];
