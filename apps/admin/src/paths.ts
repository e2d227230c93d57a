/**
 * The operator console's one route table. The router runs under the `/admin` basename, so these
 * are the paths inside the console; `paths` builds the same addresses for links and redirects.
 */
export const routePatterns = {
  login: 'login',
  enrol: 'enrol',
  dashboard: 'dashboard',
  requests: 'requests',
  request: 'requests/:id',
  inquiries: 'inquiries',
  audit: 'audit',
  operators: 'operators',
  applications: 'dealer-applications',
  application: 'dealer-applications/:applicationId',
  products: 'products',
  newProduct: 'products/new',
  product: 'products/:productId',
  notices: 'notices',
  newNotice: 'notices/new',
  notice: 'notices/:noticeId',
  faqs: 'faqs',
  dealers: 'dealers',
  dealer: 'dealers/:id',
  reports: 'reports',
  report: 'reports/:id',
  reviewChecks: 'review-checks',
} as const;

export const paths = {
  /** The console's front door, for every role: the dashboard. */
  home: () => '/dashboard',
  login: () => '/login',
  enrol: (token: string) => `/enrol?token=${encodeURIComponent(token)}`,
  dashboard: () => '/dashboard',
  requests: () => '/requests',
  request: (id: number) => `/requests/${id}`,
  inquiries: () => '/inquiries',
  audit: () => '/audit',
  operators: () => '/operators',
  applications: () => '/dealer-applications',
  application: (id: number) => `/dealer-applications/${id}`,
  products: () => '/products',
  newProduct: () => '/products/new',
  product: (id: number) => `/products/${id}`,
  notices: () => '/notices',
  newNotice: () => '/notices/new',
  notice: (id: number) => `/notices/${id}`,
  faqs: () => '/faqs',
  dealers: () => '/dealers',
  dealer: (id: number) => `/dealers/${id}`,
  reports: () => '/reports',
  report: (id: number) => `/reports/${id}`,
  reviewChecks: () => '/review-checks',
};

/** Where the server mounts the console (the router's basename). */
export const adminBasename = '/admin';

/** What the login page is handed by the console's guard: the page that asked for the login. */
export interface LoginState {
  from?: string;
}
