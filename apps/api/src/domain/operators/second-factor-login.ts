import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import {
  operatorLoginMaxFailures,
  operatorLoginWindowMinutes,
  operatorMessages,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { operatorRecoveryCodes, operators } from '../../db/schema';
import type { RateLimitStore } from '../../edges/rate-limit-store';
import { invalidField, unauthorized } from '../shared/errors';
import { refusedUntil, secondsUntil } from '../shared/rate-limits';
import { recordAudit } from './audit';
import { acceptedTotpStep, normalizedRecoveryCode, sha256 } from './second-factor';

export type SecondFactor = { code: string } | { recoveryCode: string };

const windowMs = operatorLoginWindowMinutes * 60_000;

/**
 * The second step of an operator's login, for the operator whose password the challenge proved:
 * a fresh code of the authenticator app, or one unused recovery code (used up, and recorded in the
 * audit log). Six digits are few, so the operator's wrong answers are counted in the shared store:
 * past `operatorLoginMaxFailures` in a window the step is refused until it ends, from anywhere.
 * Returns how many recovery codes are left.
 */
export async function proveSecondFactor(
  db: Database,
  store: RateLimitStore,
  input: { operatorId: number; factor: SecondFactor; address: string; now: Date },
): Promise<{ recoveryCodesLeft: number }> {
  const at = input.now.getTime();
  const key = `operator-second-factor:${input.operatorId}`;
  const attempts = await store.hit(key, windowMs, at);
  if (attempts.count > operatorLoginMaxFailures) {
    throw refusedUntil(
      `인증 코드를 ${operatorLoginMaxFailures}번 틀렸어요.`,
      secondsUntil(attempts.resetAt, at),
    );
  }
  const [operator] = await db
    .select({
      email: operators.email,
      role: operators.role,
      totpSecret: operators.totpSecret,
      lastTotpStep: operators.lastTotpStep,
    })
    .from(operators)
    .where(and(eq(operators.id, input.operatorId), isNull(operators.deactivatedAt)))
    .limit(1);
  if (!operator?.totpSecret) throw unauthorized(operatorMessages.challengeExpired);
  const { totpSecret } = operator;

  if ('code' in input.factor) {
    const step = acceptedTotpStep(totpSecret, input.factor.code, input.now, operator.lastTotpStep);
    // The step is taken only if no other login took it (or a later one) meanwhile.
    const [taken] =
      step === null
        ? []
        : await db
            .update(operators)
            .set({ lastTotpStep: step })
            .where(
              and(
                eq(operators.id, input.operatorId),
                or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step)),
              ),
            )
            .returning({ id: operators.id });
    if (!taken) throw invalidField('code', operatorMessages.wrongCode);
  } else {
    const codeHash = sha256(normalizedRecoveryCode(input.factor.recoveryCode));
    const used = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(operatorRecoveryCodes)
        .set({ usedAt: input.now })
        .where(
          and(
            eq(operatorRecoveryCodes.operatorId, input.operatorId),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: operatorRecoveryCodes.id });
      if (!row) return false;
      await recordAudit(
        tx,
        {
          operatorId: input.operatorId,
          role: operator.role,
          address: input.address,
          at: input.now,
        },
        {
          action: 'operator.useRecoveryCode',
          target: { type: 'operator', id: input.operatorId, label: operator.email },
        },
      );
      return true;
    });
    if (!used) throw invalidField('recoveryCode', operatorMessages.wrongRecoveryCode);
  }
  await store.clear(key, attempts.resetAt);
  const [left] = await db
    .select({ value: count() })
    .from(operatorRecoveryCodes)
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, input.operatorId),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    );
  return { recoveryCodesLeft: left?.value ?? 0 };
}
