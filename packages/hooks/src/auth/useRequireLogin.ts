import { useCallback } from 'react';
import { useIsLoggedIn } from './useIsLoggedIn';
import { useAppStorage } from '../storage/AppStorageProvider';

export interface RequireLogin {
  isLoggedIn: boolean;
  /** Runs `then` for a buyer; sends a guest to the login page instead. Tells which one happened. */
  requireLogin: (then?: () => void) => boolean;
}

/**
 * Guards quote requests and the protected screens: without a stored token the visitor is sent to
 * the login page by `goToLogin`, the app's own call (its router and route table, which this
 * package knows neither of).
 *
 * The guard reads the token when it is called, not when it was rendered: a page the server rendered
 * for a guest hydrates as a guest's, and a signed-in buyer's tap in the moment before the stored
 * token's render would otherwise be sent to the login.
 */
export function useRequireLogin(goToLogin: () => void): RequireLogin {
  const storage = useAppStorage();
  const isLoggedIn = useIsLoggedIn();
  const requireLogin = useCallback(
    (then?: () => void) => {
      if (storage.read('token') === null) {
        goToLogin();
        return false;
      }
      then?.();
      return true;
    },
    [storage, goToLogin],
  );
  return { isLoggedIn, requireLogin };
}
