import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useIsOperatorLoggedIn } from '@quotemarket/hooks';
import { paths, type LoginState } from '../paths';

/** Every console page but the login and the enrolment needs an operator's session. */
export function RequireOperatorLogin() {
  const isLoggedIn = useIsOperatorLoggedIn();
  const location = useLocation();
  if (!isLoggedIn) {
    const state: LoginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  return <Outlet />;
}
