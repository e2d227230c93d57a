import { useCallback } from 'react';
import { loginPath } from '../api/createAppApiClient';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';

export interface RequireLogin {
  isLoggedIn: boolean;
  /** Runs `then` for a buyer; sends a guest to the login page instead. Tells which one happened. */
  requireLogin: (then?: () => void) => boolean;
}

/**
 * Guards quote requests and the protected screens: without a stored token the visitor goes to
 * /login. `navigate` is the app's router call, injected so this package does not depend on a router.
 */
export function useRequireLogin(navigate: (path: string) => void): RequireLogin {
  const isLoggedIn = useIsLoggedIn();
  const requireLogin = useCallback(
    (then?: () => void) => {
      if (!isLoggedIn) {
        navigate(loginPath);
        return false;
      }
      then?.();
      return true;
    },
    [isLoggedIn, navigate],
  );
  return { isLoggedIn, requireLogin };
}
