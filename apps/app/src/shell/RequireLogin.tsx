import { Navigate, Outlet } from 'react-router-dom';
import { useIsLoggedIn } from '@quotemarket/hooks';
import { paths } from '../paths';

/** The spec's guard: a protected page without a stored login token goes to the login page. */
export function RequireLogin() {
  const isLoggedIn = useIsLoggedIn();
  if (!isLoggedIn) return <Navigate to={paths.login()} replace />;
  return <Outlet />;
}
