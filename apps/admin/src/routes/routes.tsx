import { Navigate, type RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '../paths';
import { NotFoundPage } from '../shared/NotFoundPage';
import { adminPage } from '../shell/adminChunks';
import { AdminShell } from '../shell/AdminShell';
import { PageLoading } from '../shell/PageLoading';
import { RequireOperatorLogin } from '../shell/RequireOperatorLogin';
import { AdminErrorPage } from './error/AdminErrorPage';
import { LoginPage } from './login/LoginPage';

/** The signed-in console's pages, inside its frame; each loads when first opened. */
export const adminPages: RouteObject[] = [
  // The dashboard comes later: until then the console opens on the audit log.
  { index: true, element: <Navigate to={paths.home()} replace /> },
  {
    path: routePatterns.audit,
    lazy: adminPage(
      () => import('./audit/AuditLogPage'),
      (m) => m.AuditLogPage,
    ),
  },
  {
    path: routePatterns.operators,
    lazy: adminPage(
      () => import('./operators/OperatorsPage'),
      (m) => m.OperatorsPage,
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The given pages behind the operator's login and inside the console's frame. The login and the
 * enrolment stand outside both: an invited operator has no session yet.
 */
export function createAdminRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      errorElement: <AdminErrorPage />,
      children: [
        { path: routePatterns.login, element: <LoginPage /> },
        {
          path: routePatterns.enrol,
          hydrateFallbackElement: <PageLoading />,
          lazy: adminPage(
            () => import('./enrol/EnrolPage'),
            (m) => m.EnrolPage,
          ),
        },
        {
          element: <RequireOperatorLogin />,
          children: [
            {
              element: <AdminShell />,
              children: [
                {
                  errorElement: <AdminErrorPage />,
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

export const routes = createAdminRoutes(adminPages);
