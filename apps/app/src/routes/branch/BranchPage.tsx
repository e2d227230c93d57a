import { Navigate, useSearchParams } from 'react-router-dom';
import { branchTargetParam, paths } from '../../paths';
import { inAppDeepLinkTarget } from './branchRules';

/**
 * `/branch?path=<in-app path>`: the landing of links from outside the app (push notifications,
 * messages, the native wrapper). It replaces itself with the given page when that is a page of this
 * app, and with home otherwise, so Back never returns to it.
 */
export function BranchPage() {
  const [searchParams] = useSearchParams();
  const target = inAppDeepLinkTarget(searchParams.get(branchTargetParam), window.location.origin);
  return <Navigate to={target ?? paths.home()} replace />;
}
