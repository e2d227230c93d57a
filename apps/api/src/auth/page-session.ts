import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';

/**
 * The page sessions (docs/decisions/0012, 0013): an account's token, also kept by the browser as an
 * HttpOnly cookie, so the server can render a page behind the login with that account's data. Only
 * page rendering reads them; the API never does (every call carries the bearer), so a request
 * another site makes the browser send can use them for nothing.
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

/** Keeps the token as this browser's page session for as long as the token itself lives. */
export function startPageSession(
  kind: PageSessionKind,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  token: string,
  now: Date,
): void {
  const { exp } = decodeJwt(token);
  const maxAge =
    exp === undefined ? undefined : Math.max(0, exp - Math.floor(now.getTime() / 1000));
  reply.setCookie(pageSessionCookies[kind].name, token, {
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
