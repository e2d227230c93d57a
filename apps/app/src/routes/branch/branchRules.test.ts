import { describe, expect, it } from 'vitest';
import { inAppDeepLinkTarget } from './branchRules';

const origin = 'https://app.quotemarket.test';

describe('inAppDeepLinkTarget', () => {
  it.each([
    ['/store-information/3', '/store-information/3'],
    ['/notice-detail/2?from=push#top', '/notice-detail/2?from=push#top'],
    ['/', '/'],
    // Normalised as the browser would read it, still inside the app.
    ['/terms/../faq', '/faq'],
    ['/%2F%2Fevil.test', '/%2F%2Fevil.test'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
  ])('follows the in-app path %s to %s', (raw, expected) => {
    expect(inAppDeepLinkTarget(raw, origin)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a relative path', 'store-information/3'],
    ['an absolute URL elsewhere', 'https://evil.test/store-information/3'],
    ['an absolute URL of the app itself (not a path)', `${origin}/faq`],
    ['a protocol-relative URL', '//evil.test'],
    ['three slashes', '///evil.test'],
    ['a backslash after the slash', '/\\evil.test'],
    ['a backslash in the middle', '/faq\\..\\..\\evil'],
    ['a percent-encoded scheme', '%2F%2Fevil.test'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab that the URL parser would drop', '/\t/evil.test'],
    ['a newline that the URL parser would drop', '/\n/evil.test'],
    ['a leading space', ' /faq'],
    ['user info and a host', '//@evil.test'],
    ['the landing itself', '/branch?path=/faq'],
  ])('refuses %s', (_, raw) => {
    expect(inAppDeepLinkTarget(raw, origin)).toBeNull();
  });
});
