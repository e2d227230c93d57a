import { Navigate, Outlet, useNavigation } from 'react-router-dom';
import { useIsLoggedIn } from '@quotemarket/hooks';
import { paths } from '../paths';

/**
 * The spec's guard: a protected page without a stored login token goes to the login page. When the
 * login ends while the buyer is already on their way elsewhere (a logout or withdrawal leaves for
 * home, then clears the session), that navigation decides where they land, not this guard.
 */
export function RequireLogin() {
  const isLoggedIn = useIsLoggedIn();
  const isNavigating = useNavigation().state !== 'idle';
  if (!isLoggedIn) return isNavigating ? null : <Navigate to={paths.login()} replace />;
  return <Outlet />;
}
