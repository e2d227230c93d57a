import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useIsSellerLoggedIn } from '@quotemarket/hooks';
import { paths } from '../paths';

/** Every console page but the login needs a dealer's login; the login returns here after. */
export function RequireSellerLogin() {
  const isLoggedIn = useIsSellerLoggedIn();
  const location = useLocation();
  if (!isLoggedIn) {
    return <Navigate to={paths.login()} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
