import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** One Content-Security-Policy, directive by directive. */
type Directives = Readonly<Record<string, readonly string[]>>;

/**
 * What the buyer app and the dealer console load, and nothing more. Every page, API answer and
 * media file carries it: a JSON body or an uploaded image opened as a page runs nothing either.
 */
const appDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': [
    "'self'",
    // The SDKs the login page loads on a button press, each allowed by its exact address (the
    // pinned `kakaoSdk` and `appleSdkUrl` in packages/hooks/src/auth/socialLoginProviders.ts);
    // Naver and Kakao's consent pages and Apple's popup are navigations, which CSP leaves alone.
    'https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js',
    'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/ko_KR/appleid.auth.js',
  ],
  'script-src-attr': ["'none'"],
  // styled-components (production build) adds an empty <style> and fills it through CSSOM
  // `insertRule`, which CSP does not govern: the hash of the empty text admits that one element
  // and no inline CSS.
  'style-src': ["'self'", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
  'img-src': [
    "'self'",
    // The photo picker previews the chosen file from an object URL before it is uploaded.
    'blob:',
    // Social profile photos come from Kakao's and Naver's CDNs, and a notice may show any https
    // image (`isAllowedImageSource` in the contract).
    'https:',
  ],
  'font-src': ["'self'"],
  // The API and its event streams are same-origin; no SDK above calls out from the page.
  'connect-src': ["'self'"],
  // The buyer app's service worker (/sw.js) is the only worker. Said outright, since an absent
  // worker-src falls back to script-src, which also admits the login SDKs' addresses.
  'worker-src': ["'self'"],
  // The installable app's manifest (/manifest.webmanifest).
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // Forms are sent by script; social logins leave by navigation, not by form.
  'form-action': ["'self'"],
  // Nothing of ours is meant to be framed: no clickjacking of the quote or login buttons.
  'frame-ancestors': ["'none'"],
};

/**
 * Swagger UI at /api/docs (docs.ts applies it to those routes only): its bundle adds an inline
 * <style> element (a hash of it would break with each Swagger UI release), and its logo and icons
 * are data: images. It loads no script but its own files, and shows nothing a user wrote.
 */
const docsDirectives: Directives = {
  ...appDirectives,
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
};

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export const docsContentSecurityPolicy = serialize(docsDirectives);

function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * The text of each `<style>` element a built page carries in its own HTML (the kit's global
 * stylesheet, inlined at build: scripts/inlineStyleSheet.ts), for its policy to admit by hash.
 * Read from our own build output, never from anything a user wrote.
 */
export function inlineStyleTexts(html: string): string[] {
  return [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, text = '']) => text);
}

/**
 * The policy of a page rendered on the server (web/page-rendering.ts): the app's, admitting also
 * that page's own `<style>` element and `style` attributes by their hashes, so no other inline CSS
 * is let in. A browser renders no attribute of the markup's that the list leaves out.
 */
export function pageContentSecurityPolicy({
  styleElements,
  styleAttributes,
}: {
  styleElements: readonly string[];
  styleAttributes: readonly string[];
}): string {
  return serialize({
    ...appDirectives,
    'style-src': [...(appDirectives['style-src'] ?? []), ...styleElements.map(hashSource)],
    ...(styleAttributes.length > 0 && {
      'style-src-attr': ["'unsafe-hashes'", ...styleAttributes.map(hashSource)],
    }),
  });
}

/**
 * Powerful features nobody here needs are off, for us and for anything embedded. The camera stays
 * for our own pages: the profile photo picker offers "사진 찍기" (`capture`) and asks for it.
 */
export const permissionsPolicy = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/** The headers helmet sets for `options`: they depend on nothing in the request. */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The security headers of every answer: pages, API, media, 404s and errors alike (a build's
 * scripts, styles and fonts keep the subresource ones: `documentOnlyHeaderNames`). HSTS only in
 * production, which runs behind TLS: sent to http://localhost it would pin a developer's browser
 * to https for a year. Helmet computes them once at start (per request it would parse and
 * serialize the whole policy again).
 */
export function securityHeaders({
  production,
}: {
  production: boolean;
}): Readonly<Record<string, string>> {
  return {
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: appDirectives },
      // Apple's login popup answers its opener with postMessage; `same-origin` would cut that link.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // A provider's page or a store's link learns our origin, never a path with a request's id.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // One year, for this host only: whether every sibling subdomain serves TLS is not ours to say.
      strictTransportSecurity: production
        ? { maxAge: 31_536_000, includeSubDomains: false }
        : false,
      xFrameOptions: { action: 'deny' },
    }),
    'permissions-policy': permissionsPolicy,
  };
}

/**
 * Of the headers above, the ones that govern an answer fetched as a subresource: a script or a
 * stylesheet of the wrong type is refused (nosniff), no other site may embed it (CORP), and HSTS
 * holds whatever the answer. The rest (the policy, framing, referrer, permissions, opener and agent
 * cluster) govern a document or a worker.
 */
const subresourceHeaderNames: ReadonlySet<string> = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/** The names of `headers` that only a document or a worker heeds. */
export function documentOnlyHeaderNames(headers: Readonly<Record<string, string>>): string[] {
  return Object.keys(headers).filter((name) => !subresourceHeaderNames.has(name));
}

/** Sets `headers` in onRequest, before any handler can fail. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
