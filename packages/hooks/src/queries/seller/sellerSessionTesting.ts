import { createMemoryAppStorage, testOrigin } from '@quotemarket/testing';
// Test helper: a browser where a dealer is signed in, with the dealer console's API client on it.
import { createSellerApiClient } from '../../api/createSellerApiClient';
import { sellerTokenKey } from './sellerSession';

export const dealerToken = 'dealer-token';

/** The storage and client to pass to `renderHookWithApi`; a 401/403 calls `goToLogin`. */
export function signedInDealer(goToLogin: () => void = () => {}) {
  const storage = createMemoryAppStorage();
  storage.write(sellerTokenKey, dealerToken);
  const apiClient = createSellerApiClient({ storage, goToLogin, baseURL: testOrigin });
  return { storage, apiClient };
}
