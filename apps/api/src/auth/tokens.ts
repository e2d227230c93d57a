import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
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

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/**
 * Signed, expiring bearer tokens backed by a session row, so that logout and withdrawal can revoke
 * a token before it expires.
 */
export class TokenService {
  private readonly key: Uint8Array;
  /** Tokens whose signature was checked, with their claims and expiry (epoch ms). */
  private readonly verified = new LRUCache<string, { claims: TokenClaims; expiresAt: number }>({
    max: 50_000,
  });

  constructor(
    private readonly db: Database,
    /** The app's secret; tokens are signed with the key derived from it for tokens alone. */
    secret: string,
    private readonly now: () => Date,
  ) {
    this.key = deriveKey(secret, keyPurposes.jwt);
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
      .sign(this.key);
  }

  /**
   * Checks signature and expiry only: the caller checks the session in its own query, joined with
   * the account (`liveSessionConditions`), which saves a round trip on every request.
   */
  async readClaims(token: string): Promise<TokenClaims> {
    // A token is checked once per process: the same bytes carry the same signature and claims,
    // so a token seen before is only checked against its expiry.
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt <= this.now().getTime()) throw new InvalidTokenError('expired');
      return known.claims;
    }
    const verified = await this.verify(token);
    this.verified.set(token, verified);
    return verified.claims;
  }

  private async verify(token: string): Promise<{ claims: TokenClaims; expiresAt: number }> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
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
    return { claims: { subject, subjectId, sessionId }, expiresAt: payload.exp! * 1000 };
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
