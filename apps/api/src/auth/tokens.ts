import { createHmac, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';
import { deriveKey, keyPurposes } from './secret';

export type Subject = 'buyer' | 'seller';

export interface TokenClaims {
  subject: Subject;
  subjectId: number;
  sessionId: string;
}

const lifetimes: Record<Subject, number> = {
  buyer: 30 * 24 * 60 * 60 * 1000,
  seller: 12 * 60 * 60 * 1000,
};

/** A session that still admits its token: not revoked, not past its end. */
export function liveSessionConditions(now: Date) {
  return [isNull(sessions.revokedAt), gt(sessions.expiresAt, now)] as const;
}

/**
 * What a token may do: a bearer token anything its account may; a page token (the page session's
 * cookie, decisions 0012 and 0013) only render that account's pages. Each scope has a signing key
 * of its own, so neither is ever taken for the other.
 */
export type TokenScope = 'bearer' | 'page';

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/**
 * Signed, expiring bearer tokens backed by a session row, so that logout and withdrawal can revoke
 * a token before it expires.
 */
export class TokenService {
  private readonly keys: Record<TokenScope, Uint8Array>;
  /** Tokens whose signature was checked, with their scope, claims and expiry (epoch ms). */
  private readonly verified = new LRUCache<
    string,
    { scope: TokenScope; claims: TokenClaims; expiresAt: number }
  >({ max: 50_000 });

  constructor(
    private readonly db: Database,
    /** The app's secret; tokens are signed with keys derived from it for tokens alone. */
    secret: string,
    private readonly now: () => Date,
  ) {
    this.keys = {
      bearer: deriveKey(secret, keyPurposes.jwt),
      page: deriveKey(secret, keyPurposes.pageSession),
    };
  }

  async issue(subject: Subject, subjectId: number, deviceId?: string): Promise<string> {
    const sessionId = randomUUID();
    const issuedAt = this.now();
    const expiresAt = new Date(issuedAt.getTime() + lifetimes[subject]);
    await this.db
      .insert(sessions)
      .values({ id: sessionId, subject, subjectId, deviceId: deviceId ?? null, expiresAt });
    return new SignJWT({ typ: subject })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(subjectId))
      .setJti(sessionId)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.keys.bearer);
  }

  /**
   * The page token of a bearer token this server issued (and its caller has proven): the same
   * account, session and end, so a logout ends both, but signed with the page key. Signed here
   * synchronously, as the HS256 JWT that `jwtVerify` reads, because a login sets its page session
   * while it builds its answer (`startPageSession`).
   */
  pageTokenFor(bearerToken: string): string {
    const { typ, sub, jti, iat, exp } = decodeJwt(bearerToken);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    // `scope` tells whoever reads the cookie what it is; the key is what keeps it from the API.
    const unsigned = `${part({ alg: 'HS256' })}.${part({ typ, sub, jti, iat, exp, scope: 'page' })}`;
    const signature = createHmac('sha256', this.keys.page).update(unsigned).digest('base64url');
    return `${unsigned}.${signature}`;
  }

  /**
   * Checks signature and expiry only: the caller checks the session in its own query, joined with
   * the account (`liveSessionConditions`), which saves a round trip on every request. A token of
   * the other scope is invalid here.
   */
  async readClaims(token: string, scope: TokenScope = 'bearer'): Promise<TokenClaims> {
    // A token is checked once per process: the same bytes carry the same signature and claims,
    // so a token seen before is only checked against its scope and expiry.
    let known = this.verified.get(token);
    if (!known) {
      known = await this.verify(token, scope);
      this.verified.set(token, known);
    }
    if (known.scope !== scope) throw new InvalidTokenError('invalid');
    if (known.expiresAt <= this.now().getTime()) throw new InvalidTokenError('expired');
    return known.claims;
  }

  private async verify(token: string, scope: TokenScope) {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keys[scope], {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'jti', 'sub'],
        currentDate: this.now(),
      }));
    } catch (error) {
      const expired = error instanceof joseErrors.JWTExpired;
      throw new InvalidTokenError(expired ? 'expired' : 'invalid');
    }
    const subject = payload.typ;
    const subjectId = Number(payload.sub);
    const sessionId = payload.jti;
    if (
      (subject !== 'buyer' && subject !== 'seller') ||
      !Number.isInteger(subjectId) ||
      !sessionId
    ) {
      throw new InvalidTokenError('invalid');
    }
    const claims: TokenClaims = { subject, subjectId, sessionId };
    return { scope, claims, expiresAt: payload.exp! * 1000 };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: this.now() }).where(eq(sessions.id, sessionId));
  }

  async revokeAll(subject: Subject, subjectId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(sessions.subject, subject),
          eq(sessions.subjectId, subjectId),
          isNull(sessions.revokedAt),
        ),
      );
  }
}
