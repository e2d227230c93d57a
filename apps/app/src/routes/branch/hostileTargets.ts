/**
 * Deep-link targets that must never take a buyer off the app, each with how it tries. Test data for
 * every place that follows a target (the landing, the push notification's tap, the server's
 * redirect): each of them lands home instead.
 */
export const hostileDeepLinkTargets: readonly (readonly [how: string, target: string])[] = [
  ['another site', 'https://evil.test/store-information/3'],
  ['the app itself as a full URL (not a path)', 'https://app.quotemarket.test/faq'],
  ['a protocol-relative address', '//evil.test'],
  ['three slashes', '///evil.test'],
  ['user info and a host', '//@evil.test'],
  ['a dot segment that normalises to two slashes', '/.//evil.test'],
  ['an encoded dot segment', '/%2e//evil.test'],
  ['a parent segment that normalises to two slashes', '/a/..//evil.test'],
  ['parent segments above the root', '/../..//evil.test'],
  ['dot segments before a protocol-relative host with a path', '/././/evil.test/faq'],
  ['a backslash after the slash', '/\\evil.test'],
  ['a backslash in the middle', '/faq\\..\\..\\evil'],
  ['a dot segment and a backslash', '/./\\evil.test'],
  ['a tab that the URL parser would drop', '/\t/evil.test'],
  ['a newline that the URL parser would drop', '/\n/evil.test'],
  ['a leading space', ' /faq'],
  ['a relative path', 'store-information/3'],
  ['a percent-encoded scheme', '%2F%2Fevil.test'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
];
