import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { sellers, users } from '../db/schema';
import { unauthorized } from '../domain/shared/errors';
import { InvalidTokenError, type TokenService } from './tokens';

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
    claims = await tokens.verify(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized(authMessages.expired);
    throw error;
  }
  if (claims.subject === 'seller') {
    const [seller] = await db
      .select({ id: sellers.id })
      .from(sellers)
      .where(and(eq(sellers.id, claims.subjectId), eq(sellers.isActive, true)));
    if (!seller) throw unauthorized(authMessages.expired);
    return { kind: 'seller', sellerId: seller.id, sessionId: claims.sessionId };
  }
  const current = now();
  const staleBefore = new Date(current.getTime() - lastSeenRefreshMs);
  // One statement both proves the buyer still exists and keeps "currently connected" fresh.
  const touched = await db
    .update(users)
    .set({ lastSeenAt: current })
    .where(
      and(
        eq(users.id, claims.subjectId),
        isNull(users.withdrawnAt),
        or(isNull(users.lastSeenAt), lt(users.lastSeenAt, staleBefore)),
      ),
    )
    .returning({ id: users.id });
  if (touched.length === 0) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, claims.subjectId), isNull(users.withdrawnAt)));
    if (!user) throw unauthorized(authMessages.expired);
  }
  return { kind: 'buyer', userId: claims.subjectId, sessionId: claims.sessionId };
}
