import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { sellers, sessions, users } from '../db/schema';
import { unauthorized } from '../domain/shared/errors';
import { changeTags, type ChangeFeed } from '../db/change-feed';
import { TaggedCache } from '../db/tagged-cache';
import { isPageRenderingCall } from './page-session';
import {
  InvalidTokenError,
  liveSessionConditions,
  type TokenClaims,
  type TokenScope,
  type TokenService,
} from './tokens';

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

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized(authMessages.expired);
  return match[1];
}

/** A live session as the database last said, and when this process last wrote its last-seen. */
interface KnownSession {
  auth: RequestAuth;
  expiresAt: number;
  lastSeenAt: number | null;
}

const sessionCacheOptions = { max: 50_000, ttlMs: 5 * 60_000 };

/** Whether a token's claims name this session's account and its kind. */
function isSessionOf(auth: RequestAuth, claims: TokenClaims): boolean {
  const accountId = auth.kind === 'seller' ? auth.sellerId : auth.userId;
  return auth.kind === claims.subject && accountId === claims.subjectId;
}

/**
 * Who is calling, from the bearer token: its signature and expiry, then its session (live, not
 * revoked) and account (not withdrawn, not deactivated, not suspended) from the database. The answer is kept per
 * session until the database announces a change to the session or the account (logout,
 * withdrawal, deactivation: ChangeFeed), so a signed-in request costs no query.
 */
export class RequestAuthReader {
  private readonly sessions: TaggedCache<KnownSession>;

  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly now: () => Date,
    feed: ChangeFeed,
  ) {
    this.sessions = new TaggedCache(feed, { ...sessionCacheOptions, now });
  }

  /**
   * Null without a token; a 401 for a bad, expired or revoked token, or for an account that no
   * longer exists or may not be used (withdrawn buyer, deactivated or suspended dealer).
   */
  async read(request: FastifyRequest): Promise<RequestAuth | null> {
    const token = bearerToken(request);
    if (!token) return null;
    // A page token counts only for the reads of the page being rendered with it, in this process.
    const renderingPage = request.method === 'GET' && isPageRenderingCall(request);
    return this.readToken(token, renderingPage ? 'page' : 'bearer');
  }

  /**
   * The caller a token of this scope names, by the same checks as `read`; a 401 for a token that
   * no longer counts or is of the other scope.
   */
  async readToken(token: string, scope: TokenScope = 'bearer'): Promise<RequestAuth> {
    let claims;
    try {
      claims = await this.tokens.readClaims(token, scope);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(authMessages.expired);
      throw error;
    }
    const current = this.now();
    let session = this.sessions.get(claims.sessionId);
    // The session was proven for the token that loaded it; another token naming it must name the
    // same account, of the same kind, or a buyer's token could pass for the dealer's session.
    if (session && !isSessionOf(session.auth, claims)) throw unauthorized(authMessages.expired);
    if (!session || session.expiresAt <= current.getTime()) {
      const mark = this.sessions.mark();
      const loaded = await this.load(claims, current);
      if (!loaded) throw unauthorized(authMessages.expired);
      this.sessions.set(claims.sessionId, loaded, this.tagsOf(claims), mark);
      session = loaded;
    }
    if (session.auth.kind === 'buyer') await this.noteSeen(session, session.auth.userId, current);
    return session.auth;
  }

  private tagsOf(claims: TokenClaims): string[] {
    const account =
      claims.subject === 'seller'
        ? changeTags.sellerAccount(claims.subjectId)
        : changeTags.buyerAccount(claims.subjectId);
    return [changeTags.session(claims.sessionId), account];
  }

  /** One query proves the session is live and its account still there. */
  private async load(claims: TokenClaims, current: Date): Promise<KnownSession | null> {
    const session = and(
      eq(sessions.id, claims.sessionId),
      eq(sessions.subject, claims.subject),
      eq(sessions.subjectId, claims.subjectId),
      ...liveSessionConditions(current),
    );
    if (claims.subject === 'seller') {
      const [seller] = await this.db
        .select({ id: sellers.id, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(sellers, eq(sellers.id, sessions.subjectId))
        .where(and(session, eq(sellers.isActive, true), isNull(sellers.suspendedAt)))
        .limit(1);
      if (!seller) return null;
      return {
        auth: { kind: 'seller', sellerId: seller.id, sessionId: claims.sessionId },
        expiresAt: seller.expiresAt.getTime(),
        lastSeenAt: null,
      };
    }
    const [buyer] = await this.db
      .select({ lastSeenAt: users.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.subjectId))
      .where(and(session, isNull(users.withdrawnAt)))
      .limit(1);
    if (!buyer) return null;
    return {
      auth: { kind: 'buyer', userId: claims.subjectId, sessionId: claims.sessionId },
      expiresAt: buyer.expiresAt.getTime(),
      lastSeenAt: buyer.lastSeenAt?.getTime() ?? null,
    };
  }

  /** "Currently connected" needs last-seen to the minute, not a write on every read. */
  private async noteSeen(session: KnownSession, userId: number, current: Date): Promise<void> {
    const staleBefore = current.getTime() - lastSeenRefreshMs;
    if (session.lastSeenAt !== null && session.lastSeenAt >= staleBefore) return;
    session.lastSeenAt = current.getTime();
    const staleDate = new Date(staleBefore);
    await this.db
      .update(users)
      .set({ lastSeenAt: current })
      .where(
        and(eq(users.id, userId), or(isNull(users.lastSeenAt), lt(users.lastSeenAt, staleDate))),
      );
  }
}
