import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import {
  operatorChallengeMinutes,
  operatorIdleMinutes,
  operatorMessages,
  operatorSessionHours,
  type OperatorRole,
} from '@quotemarket/contract';
import type { Database } from '../db/database';
import { operators, operatorSessions } from '../db/schema';
import { unauthorized } from '../domain/shared/errors';
import { newOpaqueToken, sha256 } from '../domain/operators/second-factor';
import { authMessages } from './request-auth';
import { deriveKey, keyPurposes } from './secret';

export interface OperatorAuth {
  kind: 'operator';
  operatorId: number;
  role: OperatorRole;
  sessionId: string;
}

/** Operator tokens are opaque and say what they are, so a buyer's or dealer's JWT is told apart. */
export const operatorTokenPrefix = 'qmo_';

const idleMs = operatorIdleMinutes * 60_000;
/** The idle clock is written at most this often: a console page asks several things at once. */
const activityRefreshMs = 60_000;

/** Where a session came from: its access record. */
export interface SessionOrigin {
  address: string;
  userAgent: string;
}

/**
 * Operator sessions: an opaque bearer token whose hash names a row, which ends after
 * `operatorIdleMinutes` without a call or `operatorSessionHours` whatever happens, at logout, or
 * when the operator is deactivated or re-enrolled. Every call reads the row (there are few
 * operators, and an idle limit needs the last call's time), so an ended session is refused by
 * every API process at once.
 *
 * Between the password and the second factor the operator holds a short signed challenge, which
 * proves the password only.
 */
export class OperatorSessions {
  private readonly challengeKey: Uint8Array;

  constructor(
    private readonly db: Database,
    secret: string,
    private readonly now: () => Date,
  ) {
    this.challengeKey = deriveKey(secret, keyPurposes.operatorChallenge);
  }

  async challenge(operatorId: number): Promise<{ challengeToken: string; expiresAt: Date }> {
    const issuedAt = this.now();
    const expiresAt = new Date(issuedAt.getTime() + operatorChallengeMinutes * 60_000);
    const challengeToken = await new SignJWT({ typ: 'operator-challenge' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(operatorId))
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.challengeKey);
    return { challengeToken, expiresAt };
  }

  /** The operator a challenge was given to; a 401 when it is forged or past its minutes. */
  async operatorOfChallenge(challengeToken: string): Promise<number> {
    try {
      const { payload } = await jwtVerify(challengeToken, this.challengeKey, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
        currentDate: this.now(),
      });
      const operatorId = Number(payload.sub);
      if (payload.typ !== 'operator-challenge' || !Number.isInteger(operatorId)) {
        throw unauthorized(operatorMessages.challengeExpired);
      }
      return operatorId;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) {
        throw unauthorized(operatorMessages.challengeExpired);
      }
      throw error;
    }
  }

  async start(operatorId: number, origin: SessionOrigin): Promise<string> {
    const token = newOpaqueToken(operatorTokenPrefix);
    const startedAt = this.now();
    await this.db.insert(operatorSessions).values({
      id: randomUUID(),
      operatorId,
      tokenHash: sha256(token),
      address: origin.address,
      userAgent: origin.userAgent.slice(0, 300),
      lastActiveAt: startedAt,
      expiresAt: new Date(startedAt.getTime() + operatorSessionHours * 3_600_000),
    });
    await this.db
      .update(operators)
      .set({ lastLoginAt: startedAt })
      .where(eq(operators.id, operatorId));
    return token;
  }

  /**
   * The operator a token names, while its session is live and the operator active; a 401 saying
   * why otherwise. A session idle past its limit is ended here, so it never comes back.
   */
  async read(token: string): Promise<OperatorAuth> {
    const current = this.now();
    const [session] = await this.db
      .select({
        id: operatorSessions.id,
        operatorId: operators.id,
        role: operators.role,
        lastActiveAt: operatorSessions.lastActiveAt,
      })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, sha256(token)),
          isNull(operatorSessions.endedAt),
          gt(operatorSessions.expiresAt, current),
          isNull(operators.deactivatedAt),
        ),
      )
      .limit(1);
    if (!session) throw unauthorized(authMessages.expired);
    const idleFor = current.getTime() - session.lastActiveAt.getTime();
    if (idleFor >= idleMs) {
      await this.end(session.id);
      throw unauthorized(operatorMessages.idleExpired);
    }
    if (idleFor >= activityRefreshMs) {
      await this.db
        .update(operatorSessions)
        .set({ lastActiveAt: current })
        .where(
          and(
            eq(operatorSessions.id, session.id),
            lt(operatorSessions.lastActiveAt, new Date(current.getTime() - activityRefreshMs)),
          ),
        );
    }
    return {
      kind: 'operator',
      operatorId: session.operatorId,
      role: session.role,
      sessionId: session.id,
    };
  }

  async end(sessionId: string): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ endedAt: this.now() })
      .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt)));
  }

  /** Ends every session of the operator: deactivated, or starting again with a new link. */
  async endAll(db: Pick<Database, 'update'>, operatorId: number): Promise<void> {
    await db
      .update(operatorSessions)
      .set({ endedAt: this.now() })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)));
  }
}
