import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';

/**
 * The page sessions (docs/decisions/0012, 0013): a page token for an account's session, kept by
 * the browser as an HttpOnly cookie, so the server can render a page behind the login with that
 * account's data. A page token can do no more than that: it is signed with a key of its own
 * (`TokenService.pageTokenFor`), the API refuses it as a bearer, and only the reads a page's
 * rendering makes in this process accept it. So a request another site makes the browser send,
 * or a cookie copied off a machine, can use it for nothing else.
 *
 * The buyer's and the dealer's are separate cookies, each sent only to its own app's pages: one
 * browser may be signed in to both, and neither sign-out ends the other.
 */
export const pageSessionCookies = {
  buyer: { name: 'qm_page_session', path: '/' },
  // The console's mount (`sellerConsolePrefix`, web/static-files.ts): its pages, and no others.
  seller: { name: 'qm_console_session', path: '/seller' },
} as const;

/** Whose page session: the buyer app's or the dealer console's (a token's own kind). */
export type PageSessionKind = keyof typeof pageSessionCookies;

function cookieOptions(kind: PageSessionKind, request: FastifyRequest) {
  return {
    path: pageSessionCookies[kind].path,
    httpOnly: true,
    // Lax, not Strict: a link from a messenger or a push to "my quotes" arrives rendered too. The
    // cookie only ever renders the account's own page into its own browser, which another site
    // cannot read.
    sameSite: 'lax',
    secure: request.protocol === 'https',
  } as const;
}

/**
 * Keeps the page token of a bearer token the caller has proven (just issued, or the request's own)
 * as this browser's page session, for as long as the token itself lives.
 */
export function startPageSession(
  kind: PageSessionKind,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  bearerToken: string,
  now: Date,
): void {
  const { exp } = decodeJwt(bearerToken);
  const maxAge =
    exp === undefined ? undefined : Math.max(0, exp - Math.floor(now.getTime() / 1000));
  const pageToken = request.server.deps.tokens.pageTokenFor(bearerToken);
  reply.setCookie(pageSessionCookies[kind].name, pageToken, {
    ...cookieOptions(kind, request),
    ...(maxAge !== undefined && { maxAge }),
  });
}

export function endPageSession(
  kind: PageSessionKind,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
): void {
  reply.clearCookie(pageSessionCookies[kind].name, cookieOptions(kind, request));
}

export function pageSessionToken(kind: PageSessionKind, request: FastifyRequest): string | null {
  return request.cookies[pageSessionCookies[kind].name] ?? null;
}

/**
 * The mark of the API calls a page's rendering makes in this process: a header whose value is a
 * secret the process draws at start and never sends out, so no client's request can carry it. A
 * context kept across the call (AsyncLocalStorage) did not survive Fastify's inject under a
 * listening server: the calls arrived unmarked and every page behind the login went to the browser.
 */
const pageRenderingMark = {
  header: 'x-quotemarket-page-rendering',
  value: Buffer.from(randomBytes(32).toString('base64url')),
};

/** The headers that let an in-process API call of a page's rendering read with its page token. */
export function pageRenderingHeaders(): Record<string, string> {
  return { [pageRenderingMark.header]: pageRenderingMark.value.toString() };
}

/** Whether this request is a read of a page being rendered in this process. */
export function isPageRenderingCall(request: FastifyRequest): boolean {
  const sent = request.headers[pageRenderingMark.header];
  if (typeof sent !== 'string') return false;
  const given = Buffer.from(sent);
  return (
    given.length === pageRenderingMark.value.length &&
    timingSafeEqual(given, pageRenderingMark.value)
  );
}
