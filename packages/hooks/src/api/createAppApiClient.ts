import { developerLogin, mediaLogin, socialLogin } from '@quotemarket/contract';
import type { AppStorage } from '../storage/appStorage';
import { createApiClient, type ApiClient, type ApiClientOptions } from './createApiClient';

export interface AppApiClientOptions extends Pick<ApiClientOptions, 'baseURL' | 'configureAxios'> {
  storage: AppStorage;
  /** Sends the user to the app's login page (its router and route table, not this package's). */
  goToLogin: () => void;
}

/** The calls that sign in: their 401 is a refused sign-in, never an expired session. */
const signInPaths = new Set<string>([socialLogin.path, developerLogin.path, mediaLogin.path]);

/**
 * The client as the apps use it: the stored token sent as bearer on every call, and the spec's rule
 * for any 401 or 403 — local storage cleared, the user sent to the login page. A sign-in's refusal
 * is not a lost session but that call's own answer (the partner media login's keys, a social
 * login's code): it reaches the page that made it, which shows its message, and nothing is cleared.
 * Nor is a late refusal of a login that has already ended on this device (the buyer signed out or
 * withdrew, or signed in anew, while the call was under way): it says nothing of the current one.
 */
export function createAppApiClient({
  storage,
  goToLogin,
  ...transport
}: AppApiClientOptions): ApiClient {
  return createApiClient({
    ...transport,
    getToken: () => storage.read('token'),
    onUnauthorized: ({ endpoint, sentToken }) => {
      if (endpoint && signInPaths.has(endpoint.path)) return;
      if (sentToken !== storage.read('token')) return;
      storage.clearLocal();
      goToLogin();
    },
  });
}
