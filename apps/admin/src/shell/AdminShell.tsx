import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { operatorRoleLabels } from '@quotemarket/contract';
import { useOperatorLogout, useOperatorMe } from '@quotemarket/hooks';
import { Button, ConsoleLayout, Skeleton } from '@quotemarket/ui';
import { paths } from '../paths';
import { sectionOfPath, sectionsFor } from './navigation';

/**
 * The frame of every signed-in page: the navigation (only what the operator's role can open), who
 * is signed in and as what, and the logout.
 */
export function AdminShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const me = useOperatorMe();
  const logout = useOperatorLogout();
  const role = me.data?.role;

  return (
    <ConsoleLayout
      brand="견적마켓 운영"
      storeName={
        // Its line is kept while the name loads, so the page below does not move when it comes.
        me.isPending ? (
          <Skeleton variant="text" width="8em" height="1lh" />
        ) : me.data ? (
          `${me.data.name} · ${operatorRoleLabels[me.data.role]}`
        ) : null
      }
      navItems={sectionsFor(role)}
      activeKey={sectionOfPath(pathname)}
      navLabel="운영 메뉴"
      actions={
        <Button
          variant="ghost"
          size="sm"
          loading={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () => void navigate(paths.login(), { replace: true }),
            })
          }
        >
          로그아웃
        </Button>
      }
    >
      <Outlet />
    </ConsoleLayout>
  );
}
