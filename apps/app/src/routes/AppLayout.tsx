import { useEffect, type CSSProperties } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useIsLoggedIn, useNativeBridge, useViewportHeight } from '@quotemarket/hooks';
import { AppHeader, BottomNavigation, defaultNavigationItems, Page, vars } from '@quotemarket/ui';
import { paths } from '../paths';
import { useRouteMeta } from '../shell/routeMeta';
import { myTabHref, pageHeightMode, showsLogo, showsNotificationButton } from '../shell/shellRules';

const Column = styled.div`
  min-height: calc(var(--vh, 1vh) * 100);
  max-width: ${vars.layout.appMaxWidth};
  margin: 0 auto;
  background: ${vars.color.background};
`;

const appName = '견적마켓';

/**
 * The shell around every page: the header (title or logo, back, notifications), the scrollable
 * content area sized by the spec's rules, and the bottom navigation. All of it follows the current
 * route's metadata (`handle`) and path.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const isLoggedIn = useIsLoggedIn();
  // The hook keeps the visible height current on every resize; the UI kit's Page reads `--vh`.
  const viewportHeight = useViewportHeight();
  // Once for the whole app: tells the native wrapper the page loaded and receives its device info.
  useNativeBridge();
  const columnStyle = { '--vh': `${viewportHeight / 100}px` } as CSSProperties;

  useEffect(() => {
    document.title = meta.title ? `${meta.title} | ${appName}` : appName;
  }, [meta.title]);

  return (
    <Column style={columnStyle} data-shell="app">
      <AppHeader
        hidden={meta.isHeaderHidden}
        title={meta.title}
        showLogo={showsLogo(pathname, isLoggedIn)}
        logoLabel={appName}
        onBack={meta.isShowBackButton ? () => void navigate(-1) : undefined}
        showNotification={showsNotificationButton(pathname)}
      />
      {/* The content area is the main landmark and the scroll container; it takes focus so a
          keyboard can scroll a page without links (the terms texts). */}
      <Page heightMode={pageHeightMode(pathname)} role="main" tabIndex={0}>
        <Outlet />
      </Page>
      <BottomNavigation
        hidden={meta.isFooterHidden}
        items={defaultNavigationItems({
          home: paths.home(),
          'quotation-check': paths.quotationCheck(),
          'quote-history': paths.quoteHistory(),
          my: myTabHref(isLoggedIn),
        })}
        activeKey={meta.activeTab ?? null}
      />
    </Column>
  );
}
