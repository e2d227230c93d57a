import type { QueryClient } from '@tanstack/react-query';
import type { LoginResult } from '@quotemarket/contract';
import type { AppStorage } from '../storage/appStorage';

/**
 * The spec's post-login rule, shared by every way of signing in: the token (sent as the bearer on
 * every later call), the buyer id and whether this is the first login (which sends the buyer to
 * the tutorial). Everything cached so far was fetched as someone else (a guest's wishlist flags,
 * no search history), so it is all marked stale.
 */
export function storeLoginSession(
  storage: AppStorage,
  queryClient: QueryClient,
  result: LoginResult,
): Promise<void> {
  storage.write('token', result.token);
  storage.write('buyerId', result.user.id);
  storage.write('isFirstTimeLogin', result.isFirstTimeLogin);
  return queryClient.invalidateQueries();
}

/** Forgets the signed-in buyer on this device: local storage and every cached answer. */
export function clearSession(storage: AppStorage, queryClient: QueryClient): void {
  storage.clearLocal();
  queryClient.clear();
}
