import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';

/**
 * The page session (docs/decisions/0012): the buyer's token, also kept by the browser as an
 * HttpOnly cookie, so the server can render a page behind the login with the buyer's data. Only
 * page rendering reads it; the API never does (every call carries the bearer), so a request another
 * site makes the browser send can use it for nothing.
 */
export const pageSessionCookie = 'qm_page_session';

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    // Lax, not Strict: a link from a messenger or a push to "my quotes" arrives rendered too. The
    // cookie only ever renders the buyer's own page into their own browser, which another site
    // cannot read.
    sameSite: 'lax',
    secure: request.protocol === 'https',
  } as const;
}

/** Keeps the token as this browser's page session for as long as the token itself lives. */
export function startPageSession(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  now: Date,
): void {
  const { exp } = decodeJwt(token);
  const maxAge =
    exp === undefined ? undefined : Math.max(0, exp - Math.floor(now.getTime() / 1000));
  reply.setCookie(pageSessionCookie, token, {
    ...cookieOptions(request),
    ...(maxAge !== undefined && { maxAge }),
  });
}

export function endPageSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(pageSessionCookie, cookieOptions(request));
}

export function pageSessionToken(request: FastifyRequest): string | null {
  return request.cookies[pageSessionCookie] ?? null;
}
