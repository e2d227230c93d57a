import { useCallback } from 'react';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';

export interface RequireLogin {
  isLoggedIn: boolean;
  /** Runs `then` for a buyer; sends a guest to the login page instead. Tells which one happened. */
  requireLogin: (then?: () => void) => boolean;
}

/**
 * Guards quote requests and the protected screens: without a stored token the visitor is sent to
 * the login page by `goToLogin`, the app's own call (its router and route table, which this
 * package knows neither of).
 */
export function useRequireLogin(goToLogin: () => void): RequireLogin {
  const isLoggedIn = useIsLoggedIn();
  const requireLogin = useCallback(
    (then?: () => void) => {
      if (!isLoggedIn) {
        goToLogin();
        return false;
      }
      then?.();
      return true;
    },
    [isLoggedIn, goToLogin],
  );
  return { isLoggedIn, requireLogin };
}
