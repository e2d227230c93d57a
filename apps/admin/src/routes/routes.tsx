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
  { index: true, element: <Navigate to={paths.home()} replace /> },
  {
    path: routePatterns.dashboard,
    // Its own chunk carries the chart library: no other page loads it.
    lazy: adminPage(
      () => import('./dashboard/DashboardPage'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: routePatterns.requests,
    lazy: adminPage(
      () => import('./requests/RequestsPage'),
      (m) => m.RequestsPage,
    ),
  },
  {
    path: routePatterns.request,
    lazy: adminPage(
      () => import('./requests/RequestDetailPage'),
      (m) => m.RequestDetailPage,
    ),
  },
  {
    path: routePatterns.inquiries,
    lazy: adminPage(
      () => import('./inquiries/InquiriesPage'),
      (m) => m.InquiriesPage,
    ),
  },
  {
    path: routePatterns.audit,
    lazy: adminPage(
      () => import('./audit/AuditLogPage'),
      (m) => m.AuditLogPage,
    ),
  },
  {
    path: routePatterns.applications,
    lazy: adminPage(
      () => import('./applications/DealerApplicationsPage'),
      (m) => m.DealerApplicationsPage,
    ),
  },
  {
    path: routePatterns.application,
    lazy: adminPage(
      () => import('./applications/DealerApplicationPage'),
      (m) => m.DealerApplicationPage,
    ),
  },
  {
    path: routePatterns.products,
    lazy: adminPage(
      () => import('./products/ProductsPage'),
      (m) => m.ProductsPage,
    ),
  },
  {
    path: routePatterns.newProduct,
    lazy: adminPage(
      () => import('./products/ProductFormPage'),
      (m) => m.NewProductPage,
    ),
  },
  {
    path: routePatterns.product,
    lazy: adminPage(
      () => import('./products/ProductFormPage'),
      (m) => m.EditProductPage,
    ),
  },
  {
    path: routePatterns.notices,
    lazy: adminPage(
      () => import('./notices/NoticesPage'),
      (m) => m.NoticesPage,
    ),
  },
  {
    path: routePatterns.newNotice,
    lazy: adminPage(
      () => import('./notices/NoticeEditorPage'),
      (m) => m.NewNoticePage,
    ),
  },
  {
    path: routePatterns.notice,
    lazy: adminPage(
      () => import('./notices/NoticeEditorPage'),
      (m) => m.NoticeEditorPage,
    ),
  },
  {
    path: routePatterns.faqs,
    lazy: adminPage(
      () => import('./faqs/FaqsPage'),
      (m) => m.FaqsPage,
    ),
  },
  {
    path: routePatterns.dealers,
    lazy: adminPage(
      () => import('./dealers/DealersPage'),
      (m) => m.DealersPage,
    ),
  },
  {
    path: routePatterns.dealer,
    lazy: adminPage(
      () => import('./dealers/DealerPage'),
      (m) => m.DealerPage,
    ),
  },
  {
    path: routePatterns.reports,
    lazy: adminPage(
      () => import('./reports/ReportsPage'),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: routePatterns.report,
    lazy: adminPage(
      () => import('./reports/ReportPage'),
      (m) => m.ReportPage,
    ),
  },
  {
    path: routePatterns.reviewChecks,
    lazy: adminPage(
      () => import('./review-checks/ReviewChecksPage'),
      (m) => m.ReviewChecksPage,
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
