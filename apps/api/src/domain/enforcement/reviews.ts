import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import {
  enforcementMessages,
  notFoundMessage,
  type EndpointQuery,
  type listReviewChecks as listReviewChecksEndpoint,
  type ReviewCheck,
} from '@quotemarket/contract';
import type { Database, Transaction } from '../../db/database';
import { products, ratings, reviewChecks, sellers, sellerWarnings } from '../../db/schema';
import { isUniqueViolation } from '../../db/postgres-errors';
import { notifyReviewHidden } from '../notifications/events';
import { recordAudit, type AuditActor } from '../operators/audit';
import { reviewNotFound } from '../seller/reviews';
import { conflict, notFound } from '../shared/errors';
import { orderOf, pageWindow, pagedResult } from '../shared/paging';
import { adminReviewColumns, toAdminReview } from './dealers';

const reviewCheckNotFound = () => notFound(notFoundMessage('reviewCheck'));

/**
 * Hides a review from the public (the store page, ratings, home), inside the caller's transaction:
 * the row stays, marked, and its author is told. One audit row, `review.hide`.
 */
export async function hideReviewIn(
  tx: Transaction,
  actor: AuditActor,
  input: { ratingId: number; reason: string },
): Promise<void> {
  const [review] = await tx
    .select({ id: ratings.id, hiddenAt: ratings.hiddenAt, storeName: sellers.storeName })
    .from(ratings)
    .innerJoin(sellers, eq(sellers.id, ratings.sellerId))
    .where(eq(ratings.id, input.ratingId))
    .for('update', { of: ratings });
  if (!review) throw reviewNotFound();
  if (review.hiddenAt) throw conflict(enforcementMessages.reviewAlreadyHidden);
  await tx
    .update(ratings)
    .set({ hiddenAt: actor.at, hiddenReason: input.reason })
    .where(eq(ratings.id, review.id));
  await recordAudit(tx, actor, {
    action: 'review.hide',
    target: { type: 'review', id: review.id, label: `${review.storeName} 후기` },
    before: { hidden: false },
    after: { hidden: true },
    reason: input.reason,
  });
  await notifyReviewHidden(tx, { ratingId: review.id, now: actor.at });
}

/**
 * A dealer asks for one of its reviews to be checked. Nothing about the review changes: it stays
 * public until an operator decides. One open request per review.
 */
export async function requestReviewCheck(
  db: Database,
  input: { sellerId: number; ratingId: number; reason: string; now: Date },
) {
  const [review] = await db
    .select({ id: ratings.id, hiddenAt: ratings.hiddenAt })
    .from(ratings)
    .where(and(eq(ratings.id, input.ratingId), eq(ratings.sellerId, input.sellerId)));
  if (!review) throw reviewNotFound();
  if (review.hiddenAt) throw conflict(enforcementMessages.reviewAlreadyHidden);
  try {
    const [created] = await db
      .insert(reviewChecks)
      .values({
        ratingId: review.id,
        sellerId: input.sellerId,
        reason: input.reason,
        createdAt: input.now,
      })
      .returning();
    return {
      id: created!.id,
      reviewId: created!.ratingId,
      status: created!.status,
      createdAt: created!.createdAt.toISOString(),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(enforcementMessages.reviewCheckPending);
    throw error;
  }
}

function selectReviewChecks(db: Database | Transaction) {
  return db
    .select({
      id: reviewChecks.id,
      status: reviewChecks.status,
      reason: reviewChecks.reason,
      operatorNote: reviewChecks.operatorNote,
      dealerId: sellers.id,
      storeName: sellers.storeName,
      createdAt: reviewChecks.createdAt,
      decidedAt: reviewChecks.decidedAt,
      review: adminReviewColumns,
    })
    .from(reviewChecks)
    .innerJoin(sellers, eq(sellers.id, reviewChecks.sellerId))
    .innerJoin(ratings, eq(ratings.id, reviewChecks.ratingId))
    .leftJoin(products, eq(products.id, ratings.productId))
    .$dynamic();
}

type ReviewCheckRow = Awaited<ReturnType<typeof selectReviewChecks>>[number];

function toReviewCheck(row: ReviewCheckRow): ReviewCheck {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    operatorNote: row.operatorNote,
    dealer: { id: row.dealerId, storeName: row.storeName },
    review: toAdminReview(row.review),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The operators' queue of review checks, by the column asked (oldest first unless asked). */
export async function listReviewChecks(
  db: Database,
  query: EndpointQuery<typeof listReviewChecksEndpoint>,
) {
  const where: SQL | undefined = query.status ? eq(reviewChecks.status, query.status) : undefined;
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, [total]] = await Promise.all([
    selectReviewChecks(db)
      .where(where)
      .orderBy(
        ...orderOf(
          query,
          {
            storeName: sellers.storeName,
            rating: ratings.rating,
            createdAt: reviewChecks.createdAt,
          },
          reviewChecks.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(reviewChecks).where(where),
  ]);
  return pagedResult(rows.map(toReviewCheck), total?.total ?? 0, query.size);
}

/**
 * An operator's decision on a review check: keep the review (the dealer is told, in its console)
 * or hide it (its author is told). Each leaves one audit row.
 */
export async function decideReviewCheck(
  db: Database,
  actor: AuditActor,
  input: { checkId: number; decision: 'KEEP' | 'HIDE'; note: string },
): Promise<ReviewCheck> {
  await db.transaction(async (tx) => {
    const [check] = await tx
      .select({
        id: reviewChecks.id,
        status: reviewChecks.status,
        ratingId: reviewChecks.ratingId,
        sellerId: reviewChecks.sellerId,
        storeName: sellers.storeName,
      })
      .from(reviewChecks)
      .innerJoin(sellers, eq(sellers.id, reviewChecks.sellerId))
      .where(eq(reviewChecks.id, input.checkId))
      .for('update', { of: reviewChecks });
    if (!check) throw reviewCheckNotFound();
    if (check.status !== 'PENDING') throw conflict(enforcementMessages.reviewCheckDecided);
    await tx
      .update(reviewChecks)
      .set({
        status: input.decision === 'KEEP' ? 'KEPT' : 'HIDDEN',
        operatorNote: input.note,
        decidedAt: actor.at,
      })
      .where(eq(reviewChecks.id, check.id));
    if (input.decision === 'HIDE') {
      await hideReviewIn(tx, actor, { ratingId: check.ratingId, reason: input.note });
      return;
    }
    await tx.insert(sellerWarnings).values({
      sellerId: check.sellerId,
      message: `검토를 요청한 후기는 운영 정책에 어긋나지 않아 그대로 공개돼요. ${input.note}`,
      createdAt: actor.at,
    });
    await recordAudit(tx, actor, {
      action: 'reviewCheck.keep',
      target: { type: 'review', id: check.ratingId, label: `${check.storeName} 후기` },
      before: { check: 'PENDING' },
      after: { check: 'KEPT' },
      reason: input.note,
    });
  });
  const [row] = await selectReviewChecks(db).where(eq(reviewChecks.id, input.checkId));
  return toReviewCheck(row!);
}

/** The notices the store has not acknowledged yet, newest first. */
export async function listUnacknowledgedWarnings(db: Database, sellerId: number) {
  const rows = await db
    .select({
      id: sellerWarnings.id,
      message: sellerWarnings.message,
      createdAt: sellerWarnings.createdAt,
    })
    .from(sellerWarnings)
    .where(and(eq(sellerWarnings.sellerId, sellerId), isNull(sellerWarnings.acknowledgedAt)))
    .orderBy(desc(sellerWarnings.createdAt), desc(sellerWarnings.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function acknowledgeWarning(
  db: Database,
  input: { sellerId: number; warningId: number; now: Date },
): Promise<void> {
  const [warning] = await db
    .select({ id: sellerWarnings.id, acknowledgedAt: sellerWarnings.acknowledgedAt })
    .from(sellerWarnings)
    .where(
      and(eq(sellerWarnings.id, input.warningId), eq(sellerWarnings.sellerId, input.sellerId)),
    );
  if (!warning) throw notFound(notFoundMessage('warning'));
  if (warning.acknowledgedAt) return;
  await db
    .update(sellerWarnings)
    .set({ acknowledgedAt: input.now })
    .where(eq(sellerWarnings.id, warning.id));
}
