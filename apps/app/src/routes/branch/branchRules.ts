import { routePatterns } from '../../paths';

// Control characters (tab, newline …) are dropped by the URL parser, so '/\t/evil.test' would
// become '//evil.test'; a link never needs them.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

/**
 * The in-app address a deep link may open, or null. Only a path of this app is followed: it starts
 * with exactly one '/', has no backslash (browsers read '\' as '/', so '/\evil.test' is '//evil.test')
 * and no control characters, and, read as a URL against `origin`, stays on that origin. Anything
 * else (a scheme such as 'https:' or 'javascript:', '//host', an empty value) is refused. The
 * answer is the normalised path, query and hash; the landing itself is refused so it cannot loop.
 */
export function inAppDeepLinkTarget(raw: string | null | undefined, origin: string): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\') || controlCharacters.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.pathname === `/${routePatterns.branch}`) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
