import { routePatterns } from '../../paths';

// Control characters (tab, newline …) are dropped by the URL parser, so '/\t/evil.test' would
// become '//evil.test'; a link never needs them.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

/**
 * Whether a browser reads `address` (in a Location header, a link or `openWindow`) as a path on
 * the origin it was given on: it starts with exactly one '/', and has no backslash (browsers read
 * '\' as '/', so '/\evil.test' is '//evil.test') and no control characters. '//host' or a scheme
 * would name another site.
 */
export function isSameOriginPath(address: string): boolean {
  return (
    address.startsWith('/') &&
    !address.startsWith('//') &&
    !address.includes('\\') &&
    !controlCharacters.test(address)
  );
}

/**
 * The in-app address a deep link may open, or null. The value must be a same-origin path as it is
 * given (`isSameOriginPath`), and again once read as a URL against `origin`: normalisation can
 * make a host of what was none ('/.//evil.test' and '/a/..//evil.test' both resolve to the path
 * '//evil.test'). The answer is that normalised path, query and hash; the landing itself is
 * refused so it cannot loop. Whether the path is one of the app's pages is the route table's to
 * say (`createBranchRoutes`).
 */
export function inAppDeepLinkTarget(raw: string | null | undefined, origin: string): string | null {
  if (!raw || !isSameOriginPath(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (!isSameOriginPath(target)) return null;
  if (url.pathname === `/${routePatterns.branch}`) return null;
  return target;
}
