import { and, count, eq, type SQL } from 'drizzle-orm';
import {
  dealerApplicationMessages,
  dealerPasswordLinkTtlHours,
  formatBusinessRegistrationNumber,
  notFoundMessage,
  type DealerApplicationDetail,
  type DealerApplicationListItem,
  type EndpointQuery,
  type listDealerApplications,
} from '@quotemarket/contract';
import { randomBytes } from 'node:crypto';
import { hashSecret } from '../../auth/passwords';
import type { Database, Transaction } from '../../db/database';
import { dealerApplications, operators, sellerCategories, sellers } from '../../db/schema';
import { conflict, notFound } from '../shared/errors';
import { orderOf, pagedResult, pageWindow } from '../shared/paging';
import { recordAudit, type AuditActor } from './audit';
import { newOpaqueToken, sha256 } from './second-factor';

type ApplicationRow = typeof dealerApplications.$inferSelect;

function listItemOf(row: ApplicationRow): DealerApplicationListItem {
  return {
    id: row.id,
    storeName: row.storeName,
    businessRegistrationNumber: formatBusinessRegistrationNumber(row.businessNumber),
    representative: row.representative,
    phone: row.phone,
    email: row.email,
    categoryIds: row.categoryIds,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function listApplications(
  db: Database,
  query: EndpointQuery<typeof listDealerApplications>,
) {
  const where: SQL | undefined = query.status
    ? eq(dealerApplications.status, query.status)
    : undefined;
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(dealerApplications)
      .where(where)
      .orderBy(
        ...orderOf(
          query,
          { storeName: dealerApplications.storeName, submittedAt: dealerApplications.submittedAt },
          dealerApplications.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(dealerApplications).where(where),
  ]);
  return pagedResult(rows.map(listItemOf), total?.value ?? 0, query.size);
}

export async function loadApplication(
  db: Database | Transaction,
  id: number,
): Promise<DealerApplicationDetail> {
  const [found] = await db
    .select({ application: dealerApplications, decidedByName: operators.name })
    .from(dealerApplications)
    .leftJoin(operators, eq(operators.id, dealerApplications.decidedBy))
    .where(eq(dealerApplications.id, id));
  if (!found) throw notFound(notFoundMessage('dealerApplication'));
  const row = found.application;
  return {
    ...listItemOf(row),
    address: row.address,
    rejectionReason: row.rejectionReason,
    decidedBy:
      row.decidedBy !== null && found.decidedByName !== null
        ? { id: row.decidedBy, name: found.decidedByName }
        : null,
    sellerId: row.sellerId,
    certificateImage: row.certificateImage,
  };
}

/** Locks a still-open application for the decision, or says why there is nothing to decide. */
async function openApplication(tx: Transaction, id: number): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(dealerApplications)
    .where(eq(dealerApplications.id, id))
    .for('update');
  if (!row) throw notFound(notFoundMessage('dealerApplication'));
  if (row.status !== 'received') throw conflict(dealerApplicationMessages.alreadyDecided);
  return row;
}

const decisionState = (row: Pick<ApplicationRow, 'status'>) => ({ status: row.status });

/**
 * Approves: the dealer account is created with the application's details (its 사업자 확인 date is
 * now) and no usable password; the one-time link to set one is answered for the text message.
 */
export async function approveApplication(
  db: Database,
  actor: AuditActor,
  id: number,
): Promise<{ application: DealerApplicationDetail; phone: string; passwordToken: string }> {
  // Nobody knows this password: the dealer can log in only after choosing one through the link.
  const unusablePasswordHash = await hashSecret(randomBytes(32).toString('base64url'));
  const passwordToken = newOpaqueToken('');
  return db.transaction(async (tx) => {
    const row = await openApplication(tx, id);
    const [taken] = await tx
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.email, row.email));
    if (taken) throw conflict(dealerApplicationMessages.dealerExists);
    const [seller] = await tx
      .insert(sellers)
      .values({
        email: row.email,
        passwordHash: unusablePasswordHash,
        storeName: row.storeName,
        firstName: row.representative,
        phone: row.phone,
        address: row.address,
        businessVerifiedAt: actor.at,
      })
      .returning({ id: sellers.id });
    await tx
      .insert(sellerCategories)
      .values(row.categoryIds.map((categoryId) => ({ sellerId: seller!.id, categoryId })));
    await tx
      .update(dealerApplications)
      .set({
        status: 'approved',
        decidedBy: actor.operatorId,
        decidedAt: actor.at,
        sellerId: seller!.id,
        passwordTokenHash: sha256(passwordToken),
        passwordTokenExpiresAt: new Date(
          actor.at.getTime() + dealerPasswordLinkTtlHours * 3_600_000,
        ),
      })
      .where(eq(dealerApplications.id, id));
    await recordAudit(tx, actor, {
      action: 'dealer.approve',
      target: { type: 'dealerApplication', id, label: row.storeName },
      before: decisionState(row),
      after: { status: 'approved', sellerId: seller!.id },
    });
    return { application: await loadApplication(tx, id), phone: row.phone, passwordToken };
  });
}

export async function rejectApplication(
  db: Database,
  actor: AuditActor,
  id: number,
  reason: string,
): Promise<{ application: DealerApplicationDetail; phone: string }> {
  return db.transaction(async (tx) => {
    const row = await openApplication(tx, id);
    await tx
      .update(dealerApplications)
      .set({
        status: 'rejected',
        decidedBy: actor.operatorId,
        decidedAt: actor.at,
        rejectionReason: reason,
      })
      .where(and(eq(dealerApplications.id, id)));
    await recordAudit(tx, actor, {
      action: 'dealer.reject',
      target: { type: 'dealerApplication', id, label: row.storeName },
      before: decisionState(row),
      after: { status: 'rejected' },
      reason,
    });
    return { application: await loadApplication(tx, id), phone: row.phone };
  });
}
