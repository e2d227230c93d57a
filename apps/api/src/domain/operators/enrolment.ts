import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  operatorEnrolmentHours,
  operatorMessages,
  operatorRecoveryCodeCount,
  type OperatorRole,
} from '@quotemarket/contract';
import { hashSecret } from '../../auth/passwords';
import type { Database, Transaction } from '../../db/database';
import { operatorEnrolments, operatorRecoveryCodes, operators } from '../../db/schema';
import { invalidField, notFound } from '../shared/errors';
import type { AuditActor } from './audit';
import { recordAudit } from './audit';
import {
  acceptedTotpStep,
  newOpaqueToken,
  newRecoveryCode,
  newTotpSecret,
  normalizedRecoveryCode,
  sha256,
} from './second-factor';

/** The console's page an enrolment link opens (apps/admin), with the one-time token. */
export function enrolmentPath(token: string): string {
  return `/admin/enrol?token=${encodeURIComponent(token)}`;
}

/**
 * A new one-time link for the operator, with the authenticator secret its QR code will offer.
 * Links given before stop working: only the newest is the operator's.
 */
export async function createEnrolment(
  tx: Transaction | Database,
  operatorId: number,
  now: Date,
): Promise<{ enrolmentPath: string; expiresAt: Date }> {
  await tx
    .update(operatorEnrolments)
    .set({ usedAt: now })
    .where(and(eq(operatorEnrolments.operatorId, operatorId), isNull(operatorEnrolments.usedAt)));
  const token = newOpaqueToken('');
  const expiresAt = new Date(now.getTime() + operatorEnrolmentHours * 3_600_000);
  await tx.insert(operatorEnrolments).values({
    tokenHash: sha256(token),
    operatorId,
    totpSecret: newTotpSecret(),
    expiresAt,
  });
  return { enrolmentPath: enrolmentPath(token), expiresAt };
}

const enrolmentInvalid = () => notFound(operatorMessages.enrolmentInvalid);

export interface OpenEnrolment {
  operatorId: number;
  email: string;
  name: string;
  role: OperatorRole;
  totpSecret: string;
  expiresAt: Date;
}

/** The unused, unexpired enrolment a token names (for an active operator); a 404 otherwise. */
export async function findOpenEnrolment(
  db: Database | Transaction,
  token: string,
  now: Date,
): Promise<OpenEnrolment> {
  const [row] = await db
    .select({
      operatorId: operators.id,
      email: operators.email,
      name: operators.name,
      role: operators.role,
      totpSecret: operatorEnrolments.totpSecret,
      expiresAt: operatorEnrolments.expiresAt,
    })
    .from(operatorEnrolments)
    .innerJoin(operators, eq(operators.id, operatorEnrolments.operatorId))
    .where(
      and(
        eq(operatorEnrolments.tokenHash, sha256(token)),
        isNull(operatorEnrolments.usedAt),
        gt(operatorEnrolments.expiresAt, now),
        isNull(operators.deactivatedAt),
      ),
    )
    .limit(1);
  if (!row) throw enrolmentInvalid();
  return row;
}

/**
 * Uses an enrolment link: the code proves the authenticator app holds the secret, then the
 * password, the secret and new recovery codes replace whatever the operator had. Returns the
 * recovery codes, shown this once.
 */
export async function completeEnrolment(
  db: Database,
  input: { token: string; password: string; code: string; address: string; now: Date },
): Promise<{ operatorId: number; recoveryCodes: string[] }> {
  const passwordHash = await hashSecret(input.password);
  const recoveryCodes = Array.from({ length: operatorRecoveryCodeCount }, newRecoveryCode);
  const operatorId = await db.transaction(async (tx) => {
    const enrolment = await findOpenEnrolment(tx, input.token, input.now);
    const step = acceptedTotpStep(enrolment.totpSecret, input.code, input.now, null);
    if (step === null) throw invalidField('code', operatorMessages.wrongCode);
    // Only one use of the link wins, however many arrive at once.
    const [used] = await tx
      .update(operatorEnrolments)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(operatorEnrolments.tokenHash, sha256(input.token)),
          isNull(operatorEnrolments.usedAt),
        ),
      )
      .returning({ operatorId: operatorEnrolments.operatorId });
    if (!used) throw enrolmentInvalid();
    await tx
      .update(operators)
      .set({
        passwordHash,
        totpSecret: enrolment.totpSecret,
        lastTotpStep: step,
        enrolledAt: input.now,
      })
      .where(eq(operators.id, enrolment.operatorId));
    await tx
      .delete(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, enrolment.operatorId));
    await tx.insert(operatorRecoveryCodes).values(
      recoveryCodes.map((code) => ({
        operatorId: enrolment.operatorId,
        codeHash: sha256(normalizedRecoveryCode(code)),
      })),
    );
    const actor: AuditActor = {
      operatorId: enrolment.operatorId,
      role: enrolment.role,
      address: input.address,
      at: input.now,
    };
    await recordAudit(tx, actor, {
      action: 'operator.enrol',
      target: { type: 'operator', id: enrolment.operatorId, label: enrolment.email },
    });
    return enrolment.operatorId;
  });
  return { operatorId, recoveryCodes };
}
