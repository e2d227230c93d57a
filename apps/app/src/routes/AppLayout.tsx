import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  useIsLoggedIn,
  useNativeBridge,
  useQuotationEvents,
  useUnreadMessages,
  useViewportHeight,
} from '@quotemarket/hooks';
import { AppHeader, BottomNavigation, Page, vars } from '@quotemarket/ui';
import { appTabs } from '../shell/appTabs';
import { useBackNavigation } from '../shell/backNavigation';
import { usePageScrollRestoration } from '../shell/pageScroll';
import { useRouteMeta } from '../shell/routeMeta';
import {
  documentTitle,
  logoLabel,
  pageHeightMode,
  showsLogo,
  showsNotificationButton,
} from '../shell/shellRules';

const Column = styled.div`
  min-height: calc(var(--vh, 1vh) * 100);
  max-width: ${vars.layout.appMaxWidth};
  margin: 0 auto;
  background: ${vars.color.background};
`;

/**
 * The shell around every page: the header (title or logo, back, notifications), the scrollable
 * content area sized by the spec's rules, and the bottom navigation. All of it follows the current
 * route's metadata (`handle`) and path.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const goBack = useBackNavigation();
  // The page box scrolls, not the window: each history entry gets its position back (a list the
  // buyer returns to from a product stays where it was).
  const pageRef = useRef<HTMLDivElement>(null);
  usePageScrollRestoration(pageRef);
  const meta = useRouteMeta();
  const isLoggedIn = useIsLoggedIn();
  // The hook keeps the visible height (`--vh`, which the UI kit's Page reads) on the root element.
  useViewportHeight();
  // Once for the whole app: tells the native wrapper the page loaded and receives its device info.
  useNativeBridge();
  // A signed-in buyer hears quotes and messages on every page, over the one connection the quote
  // pages share, so the 견적 확인 tab's unread count stays live.
  useQuotationEvents();
  const unreadMessages = useUnreadMessages({ enabled: isLoggedIn }).total;

  // In the same commit as the header, so the tab never shows the previous page's title beside the
  // new page (a passive effect may run a frame later, after the new page has painted).
  useLayoutEffect(() => {
    document.title = documentTitle(meta.title);
  }, [meta.title]);

  return (
    <Column data-shell="app">
      <AppHeader
        hidden={meta.isHeaderHidden}
        title={meta.title}
        showLogo={showsLogo(pathname, isLoggedIn)}
        logoLabel={logoLabel}
        onBack={meta.isShowBackButton ? goBack : undefined}
        showNotification={showsNotificationButton(pathname)}
      />
      {/* The content area is the main landmark and the scroll container; it takes focus so a
          keyboard can scroll a page without links (the terms texts). */}
      <Page ref={pageRef} heightMode={pageHeightMode(pathname)} role="main" tabIndex={0}>
        <Outlet />
      </Page>
      <BottomNavigation
        hidden={meta.isFooterHidden}
        items={appTabs(isLoggedIn, isLoggedIn ? unreadMessages : 0)}
        activeKey={meta.activeTab ?? null}
      />
    </Column>
  );
}
