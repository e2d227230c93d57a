import type { AppStorage } from '../storage/appStorage';
import { createApiClient, type ApiClient } from './createApiClient';

export interface AppApiClientOptions {
  storage: AppStorage;
  /** Sends the user to the app's login page (its router and route table, not this package's). */
  goToLogin: () => void;
  baseURL?: string;
}

/**
 * The client as the apps use it: the stored token sent as bearer on every call, and the spec's rule
 * for any 401 or 403 — local storage cleared, the user sent to the login page.
 */
export function createAppApiClient({
  storage,
  goToLogin,
  baseURL,
}: AppApiClientOptions): ApiClient {
  return createApiClient({
    ...(baseURL !== undefined && { baseURL }),
    getToken: () => storage.read('token'),
    onUnauthorized: () => {
      storage.clearLocal();
      goToLogin();
    },
  });
}
