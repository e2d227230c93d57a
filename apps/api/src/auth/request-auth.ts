import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { sellers, sessions, users } from '../db/schema';
import { unauthorized } from '../domain/shared/errors';
import { InvalidTokenError, liveSessionConditions, type TokenService } from './tokens';

export interface BuyerAuth {
  kind: 'buyer';
  userId: number;
  sessionId: string;
}

export interface SellerAuth {
  kind: 'seller';
  sellerId: number;
  sessionId: string;
}

export type RequestAuth = BuyerAuth | SellerAuth;

export const authMessages = {
  required: '로그인이 필요해요.',
  expired: '로그인이 만료되었어요. 다시 로그인해 주세요.',
  buyerOnly: '구매자 계정으로만 이용할 수 있어요.',
  sellerOnly: '판매점 계정으로만 이용할 수 있어요.',
} as const;

/** "Currently connected" is a buyer seen within this window; lastSeenAt is refreshed this often. */
const lastSeenRefreshMs = 60_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized(authMessages.expired);
  return match[1];
}

/**
 * Reads the bearer token: null without one; a 401 for a bad, expired or revoked token, or for an
 * account that no longer exists (withdrawn buyer, deactivated dealer).
 */
export async function readRequestAuth(
  request: FastifyRequest,
  db: Database,
  tokens: TokenService,
  now: () => Date,
): Promise<RequestAuth | null> {
  const token = bearerToken(request);
  if (!token) return null;
  let claims;
  try {
    claims = await tokens.readClaims(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized(authMessages.expired);
    throw error;
  }
  const current = now();
  // One query proves the session is live and its account still there; it runs on every request.
  const session = and(
    eq(sessions.id, claims.sessionId),
    eq(sessions.subject, claims.subject),
    eq(sessions.subjectId, claims.subjectId),
    ...liveSessionConditions(current),
  );
  if (claims.subject === 'seller') {
    const [seller] = await db
      .select({ id: sellers.id })
      .from(sessions)
      .innerJoin(sellers, eq(sellers.id, sessions.subjectId))
      .where(and(session, eq(sellers.isActive, true)))
      .limit(1);
    if (!seller) throw unauthorized(authMessages.expired);
    return { kind: 'seller', sellerId: seller.id, sessionId: claims.sessionId };
  }
  const [buyer] = await db
    .select({ lastSeenAt: users.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.subjectId))
    .where(and(session, isNull(users.withdrawnAt)))
    .limit(1);
  if (!buyer) throw unauthorized(authMessages.expired);
  // "Currently connected" needs last-seen to the minute, not a write on every read.
  const staleBefore = new Date(current.getTime() - lastSeenRefreshMs);
  if (!buyer.lastSeenAt || buyer.lastSeenAt < staleBefore) {
    await db
      .update(users)
      .set({ lastSeenAt: current })
      .where(
        and(
          eq(users.id, claims.subjectId),
          or(isNull(users.lastSeenAt), lt(users.lastSeenAt, staleBefore)),
        ),
      );
  }
  return { kind: 'buyer', userId: claims.subjectId, sessionId: claims.sessionId };
}
