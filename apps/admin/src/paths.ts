/**
 * The operator console's one route table. The router runs under the `/admin` basename, so these
 * are the paths inside the console; `paths` builds the same addresses for links and redirects.
 */
export const routePatterns = {
  login: 'login',
  enrol: 'enrol',
  audit: 'audit',
  operators: 'operators',
} as const;

export const paths = {
  /** The console's front door: the audit log until the dashboard exists. */
  home: () => '/audit',
  login: () => '/login',
  enrol: (token: string) => `/enrol?token=${encodeURIComponent(token)}`,
  audit: () => '/audit',
  operators: () => '/operators',
};

/** Where the server mounts the console (the router's basename). */
export const adminBasename = '/admin';

/** What the login page is handed by the console's guard: the page that asked for the login. */
export interface LoginState {
  from?: string;
}
