import type { AppStorage } from '../storage/appStorage';
import { createApiClient, type ApiClient } from './createApiClient';

export interface AppApiClientOptions {
  storage: AppStorage;
  /** The router's navigate, injected so this package does not depend on a router. */
  navigate: (path: string) => void;
  baseURL?: string;
}

export const loginPath = '/login';

/**
 * The client as the apps use it: the stored token sent as bearer on every call, and the spec's rule
 * for any 401 or 403 — local storage cleared, the user sent to the login page.
 */
export function createAppApiClient({ storage, navigate, baseURL }: AppApiClientOptions): ApiClient {
  return createApiClient({
    ...(baseURL !== undefined && { baseURL }),
    getToken: () => storage.read('token'),
    onUnauthorized: () => {
      storage.clearLocal();
      navigate(loginPath);
    },
  });
}
