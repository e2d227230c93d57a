import type { PageHeightMode } from '@quotemarket/ui';
import { fillPattern, paths, routePatterns, termsRoot } from '../paths';

/** Paths where the header shows no notification button (spec 000, section 2, Shell). */
const pathsWithoutNotification = new Set([
  fillPattern(routePatterns.branch, {}),
  paths.login(),
  paths.notificationSettings(),
  paths.tutorial(),
]);

const isTermsPath = (pathname: string) =>
  pathname === termsRoot || pathname.startsWith(`${termsRoot}/`);

export function showsNotificationButton(pathname: string): boolean {
  return !pathsWithoutNotification.has(pathname) && !isTermsPath(pathname);
}

/** The logo replaces the title on home, and on the tutorial for a visitor who is not logged in. */
export function showsLogo(pathname: string, isLoggedIn: boolean): boolean {
  return pathname === paths.home() || (pathname === paths.tutorial() && !isLoggedIn);
}

/** MY opens the profile with a stored token, else the guest page. */
export function myTabHref(isLoggedIn: boolean): string {
  return isLoggedIn ? paths.myProfile() : paths.myNonmember();
}

/**
 * The content area's height as the UI kit's Page height modes (spec 000, Shell): the full viewport
 * on the login (no header, no tab bar), under the header alone (59 px) on the phone verification and
 * the terms (a header with the back button, no tab bar), under the header and the tab bar (113 px)
 * elsewhere. The spec gives the terms the full height, but they show a header: the full height
 * under it made the whole page scroll past the viewport by the header's height.
 */
export function pageHeightMode(pathname: string): PageHeightMode {
  if (pathname === paths.login()) return 'full';
  if (pathname === paths.verificatePhone() || isTermsPath(pathname)) return 'withHeader';
  return 'withHeaderAndNavigation';
}

const appName = '견적마켓';

/** The document's title for a page's header title: `견적 확인 | 견적마켓`, or the app's name alone. */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} | ${appName}` : appName;
}

/** What the logo in the header is called. */
export const logoLabel = appName;
