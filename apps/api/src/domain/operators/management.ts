import { eq } from 'drizzle-orm';
import {
  operatorManagementMessages,
  type EndpointBody,
  type OperatorListItem,
  type OperatorRole,
  type updateOperator,
} from '@quotemarket/contract';
import type { OperatorSessions } from '../../auth/operator-sessions';
import type { Database, Transaction } from '../../db/database';
import { operatorRecoveryCodes, operators } from '../../db/schema';
import { conflict } from '../shared/errors';
import { recordAudit, type AuditActor } from './audit';
import { findOperator, insertInvitedOperator, operatorNotFound } from './accounts';
import { createEnrolment } from './enrolment';

export interface EnrolmentLink {
  operator: OperatorListItem;
  enrolmentPath: string;
  expiresAt: string;
}

async function operatorToChange(tx: Transaction, actor: AuditActor, operatorId: number) {
  if (operatorId === actor.operatorId) throw conflict(operatorManagementMessages.notYourself);
  // Locked, so two 관리자 changing one operator at once write one after the other.
  const [locked] = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.id, operatorId))
    .for('update');
  const operator = locked && (await findOperator(tx, operatorId));
  if (!operator) throw operatorNotFound();
  return operator;
}

export async function inviteOperatorAccount(
  db: Database,
  actor: AuditActor,
  input: { email: string; name: string; role: OperatorRole },
  now: Date,
): Promise<EnrolmentLink> {
  return db.transaction(async (tx) => {
    const operator = await insertInvitedOperator(tx, input);
    const link = await createEnrolment(tx, operator.id, now);
    await recordAudit(tx, actor, {
      action: 'operator.invite',
      target: { type: 'operator', id: operator.id, label: operator.email },
      after: { email: operator.email, name: operator.name, role: operator.role },
    });
    return { operator, ...link, expiresAt: link.expiresAt.toISOString() };
  });
}

/**
 * The invitation the command line makes (`npm run operator:add`), for the first 관리자 when there
 * is nobody to invite them: its audit row names the new operator as both who and what, from `cli`.
 */
export async function inviteFromCommandLine(
  db: Database,
  input: { email: string; name: string; role: OperatorRole },
  now: Date,
): Promise<EnrolmentLink> {
  return db.transaction(async (tx) => {
    const operator = await insertInvitedOperator(tx, input);
    const link = await createEnrolment(tx, operator.id, now);
    const self = { operatorId: operator.id, role: operator.role, address: 'cli', at: now };
    await recordAudit(tx, self, {
      action: 'operator.invite',
      target: { type: 'operator', id: operator.id, label: operator.email },
      after: { email: operator.email, name: operator.name, role: operator.role },
      reason: '명령줄에서 초대 (npm run operator:add)',
    });
    return { operator, ...link, expiresAt: link.expiresAt.toISOString() };
  });
}

/** A role change, a deactivation (its sessions end) or a reactivation, each with its audit row. */
export async function changeOperatorAccount(
  db: Database,
  sessions: OperatorSessions,
  actor: AuditActor,
  operatorId: number,
  change: EndpointBody<typeof updateOperator>,
  now: Date,
): Promise<OperatorListItem> {
  return db.transaction(async (tx) => {
    const operator = await operatorToChange(tx, actor, operatorId);
    const target = { type: 'operator', id: operator.id, label: operator.email } as const;
    if (change.role !== undefined && change.role !== operator.role) {
      await tx.update(operators).set({ role: change.role }).where(eq(operators.id, operatorId));
      await recordAudit(tx, actor, {
        action: 'operator.changeRole',
        target,
        before: { role: operator.role },
        after: { role: change.role },
      });
    }
    const isActive = operator.status !== 'deactivated';
    if (change.isActive !== undefined && change.isActive !== isActive) {
      await tx
        .update(operators)
        .set({ deactivatedAt: change.isActive ? null : now })
        .where(eq(operators.id, operatorId));
      if (!change.isActive) await sessions.endAll(tx, operatorId);
      const changed = (await findOperator(tx, operatorId))!;
      await recordAudit(tx, actor, {
        action: change.isActive ? 'operator.reactivate' : 'operator.deactivate',
        target,
        before: { status: operator.status },
        after: { status: changed.status },
      });
    }
    return (await findOperator(tx, operatorId))!;
  });
}

/**
 * A new enrolment link for an operator who lost the authenticator app: the password, the second
 * factor, the recovery codes and every session end now, and the link sets them again.
 */
export async function reissueOperatorEnrolmentLink(
  db: Database,
  sessions: OperatorSessions,
  actor: AuditActor,
  operatorId: number,
  now: Date,
): Promise<EnrolmentLink> {
  return db.transaction(async (tx) => {
    const operator = await operatorToChange(tx, actor, operatorId);
    if (operator.status === 'deactivated') {
      throw conflict('비활성화된 운영자예요. 먼저 다시 활성화해 주세요.');
    }
    await tx
      .update(operators)
      .set({ passwordHash: null, totpSecret: null, lastTotpStep: null, enrolledAt: null })
      .where(eq(operators.id, operatorId));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
    await sessions.endAll(tx, operatorId);
    const link = await createEnrolment(tx, operatorId, now);
    await recordAudit(tx, actor, {
      action: 'operator.reissueEnrolment',
      target: { type: 'operator', id: operator.id, label: operator.email },
      before: { status: operator.status },
      after: { status: 'invited' },
    });
    const reissued = (await findOperator(tx, operatorId))!;
    return { operator: reissued, ...link, expiresAt: link.expiresAt.toISOString() };
  });
}
