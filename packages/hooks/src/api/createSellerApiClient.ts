import { sellerTokenKey } from '../queries/seller/sellerSession';
import type { AppStorage } from '../storage/appStorage';
import { createApiClient, type ApiClient, type ApiClientOptions } from './createApiClient';

export interface SellerApiClientOptions extends Pick<
  ApiClientOptions,
  'baseURL' | 'configureAxios'
> {
  storage: AppStorage;
  /** Sends the dealer to the console's login page (the console's router, not this package's). */
  goToLogin: () => void;
}

/**
 * The client as the dealer console uses it: the dealer's own token (`sellerToken`) sent as bearer on
 * every call, and on any 401 or 403 only that token forgotten before the dealer is sent to the login
 * page. The buyer app shares the origin, so a buyer signed in on the same browser stays signed in.
 * A late refusal of a login that has already ended (signed out, or in as another store) changes
 * nothing.
 */
export function createSellerApiClient({
  storage,
  goToLogin,
  ...transport
}: SellerApiClientOptions): ApiClient {
  return createApiClient({
    ...transport,
    getToken: () => storage.read(sellerTokenKey),
    onUnauthorized: ({ sentToken }) => {
      if (sentToken !== storage.read(sellerTokenKey)) return;
      storage.remove(sellerTokenKey);
      goToLogin();
    },
  });
}
