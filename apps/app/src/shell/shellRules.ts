import { contentHeightOffset } from '@quotemarket/hooks';
import type { PageHeightMode } from '@quotemarket/ui';
import { paths, termsRoot } from '../paths';

/** Paths where the header shows no notification button (spec 000, section 2, Shell). */
const pathsWithoutNotification = new Set([
  paths.branch(),
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
 * The content area's height as the UI kit's Page height modes. The spec's rule (full viewport on
 * /login and /terms, minus 59px on /verificate-phone, minus 113px elsewhere) lives once, in the
 * hooks' `contentHeightOffset`; this only names its three answers.
 */
export function pageHeightMode(pathname: string): PageHeightMode {
  const offset = contentHeightOffset(pathname);
  if (offset === 0) return 'full';
  if (offset === 59) return 'withHeader';
  return 'withHeaderAndNavigation';
}
