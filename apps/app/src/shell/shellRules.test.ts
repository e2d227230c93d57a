import { describe, expect, it } from 'vitest';
import { myTabHref, pageHeightMode, showsLogo, showsNotificationButton } from './shellRules';

describe('shell rules', () => {
  it.each([
    ['/branch', false],
    ['/terms/policy', false],
    ['/login', false],
    ['/notification-settings', false],
    ['/tutorial-page', false],
    ['/terms/use-terms', false],
    ['/terms/privacy-policy', false],
    ['/terms', false],
    ['/', true],
    ['/quotation-check', true],
    ['/my-nonmember', true],
    ['/product/home/1/Mobile%20Phones', true],
    ['/terminal', true],
    ['/login-help', true],
  ])('notification button on %s: %s', (pathname, expected) => {
    expect(showsNotificationButton(pathname)).toBe(expected);
  });

  it('shows the logo on home always and on the tutorial only for guests', () => {
    expect(showsLogo('/', false)).toBe(true);
    expect(showsLogo('/', true)).toBe(true);
    expect(showsLogo('/tutorial-page', false)).toBe(true);
    expect(showsLogo('/tutorial-page', true)).toBe(false);
    expect(showsLogo('/quotation-check', false)).toBe(false);
  });

  it('sends MY to the profile with a token, else to the guest page', () => {
    expect(myTabHref(true)).toBe('/my-profile');
    expect(myTabHref(false)).toBe('/my-nonmember');
  });

  it.each([
    ['/login', 'full'],
    ['/terms/use-terms', 'withHeader'],
    ['/terms/policy', 'withHeader'],
    ['/verificate-phone', 'withHeader'],
    ['/', 'withHeaderAndNavigation'],
    ['/my-nonmember', 'withHeaderAndNavigation'],
    ['/login-callback', 'withHeaderAndNavigation'],
  ])('content height on %s: %s', (pathname, expected) => {
    expect(pageHeightMode(pathname)).toBe(expected);
  });
});
