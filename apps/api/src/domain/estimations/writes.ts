import { notFoundMessage } from '@quotemarket/contract';
import { and, eq } from 'drizzle-orm';
import type { EstimationChange, EstimationTerms } from '@quotemarket/contract';
import type { Database, Transaction } from '../../db/database';
import { estimations, products, quotations, selections } from '../../db/schema';
import { publishQuoteEvent } from '../events/quote-events';
import { notifyNewBid } from '../notifications/events';
import { conflict, notFound } from '../shared/errors';
import { termsToColumns } from './columns';
import { assertTermsFitQuotation, completeTerms } from './terms';
import { lockQuotation } from '../quotations/lock-order';
import { assertOpenForQuotes } from './window';
import { visibleToSellerWhere } from '../seller/scope';

export const estimationNotFound = () => notFound(notFoundMessage('estimation'));
export const quotationNotFound = () => notFound(notFoundMessage('quotation'));

const lockedQuotationFields = {
  id: quotations.id,
  buyerId: quotations.buyerId,
  categoryId: quotations.categoryId,
  status: quotations.status,
  deadlineAt: quotations.deadlineAt,
  releasePrice: products.price,
};

/**
 * Asked after the quotation row is locked, in its own statement: a selection committed while this
 * transaction waited for the lock is then seen, which a subquery of the locking statement would not.
 */
async function hasSelection(tx: Transaction, quotationId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: selections.id })
    .from(selections)
    .where(eq(selections.quotationId, quotationId));
  return rows.length > 0;
}

/**
 * Sends a dealer's one quote for a quote request. The quotation row is locked for the check-then-
 * insert, so two sends by the same dealer cannot both pass (the unique index backs this up), and a
 * selection that records itself by updating the quotation waits for us or is seen by us. The
 * buyer's push notification is queued in the same transaction.
 */
export async function submitEstimation(
  db: Database,
  input: { sellerId: number; quotationId: number; terms: EstimationTerms; now: Date },
): Promise<number> {
  const { sellerId, quotationId, terms, now } = input;
  return db.transaction(async (tx) => {
    const [quotation] = await tx
      .select(lockedQuotationFields)
      .from(quotations)
      .innerJoin(products, eq(products.id, quotations.productId))
      .where(and(eq(quotations.id, quotationId), visibleToSellerWhere(sellerId)))
      .for('update', { of: quotations });
    if (!quotation) throw quotationNotFound();
    assertOpenForQuotes(quotation, await hasSelection(tx, quotationId), now);

    const [previous] = await tx
      .select({ status: estimations.status })
      .from(estimations)
      .where(and(eq(estimations.quotationId, quotationId), eq(estimations.sellerId, sellerId)));
    if (previous?.status === 'WITHDRAWN') {
      throw conflict('철회한 견적 요청에는 다시 견적을 보낼 수 없어요.');
    }
    if (previous) throw conflict('이미 견적을 보냈어요. 수정하거나 철회할 수 있어요.');
    assertTermsFitQuotation(terms, quotation);

    const [created] = await tx
      .insert(estimations)
      .values({
        quotationId,
        sellerId,
        ...termsToColumns(completeTerms(terms, quotation.releasePrice), quotation.releasePrice),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: estimations.id });
    await publishQuoteEvent(tx, {
      type: 'estimation',
      change: 'submitted',
      quotationId,
      estimationId: created!.id,
      buyerId: quotation.buyerId,
      sellerId,
    });
    // Queued with the quote itself: sent once it commits, by a drainer, never by this request.
    await notifyNewBid(tx, { estimationId: created!.id, now });
    return created!.id;
  });
}

/**
 * Runs a change to one of the dealer's own quotes with the quote and its quotation locked, after the
 * checks every change shares: it exists and is this dealer's (else 404), it was not withdrawn, and
 * the request is still open (else 409).
 */
async function changeOwnEstimation(
  db: Database,
  input: { sellerId: number; estimationId: number; now: Date },
  change: (
    tx: Transaction,
    quotation: { categoryId: number; releasePrice: number },
  ) => Promise<EstimationChange>,
): Promise<void> {
  const { sellerId, estimationId, now } = input;
  await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ quotationId: estimations.quotationId })
      .from(estimations)
      .where(and(eq(estimations.id, estimationId), eq(estimations.sellerId, sellerId)));
    if (!owned) throw estimationNotFound();
    await lockQuotation(tx, owned.quotationId);
    const [row] = await tx
      .select({ estimationStatus: estimations.status, quotation: lockedQuotationFields })
      .from(estimations)
      .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
      .innerJoin(products, eq(products.id, quotations.productId))
      .where(eq(estimations.id, estimationId))
      .for('update', { of: estimations });
    if (!row) throw estimationNotFound();
    if (row.estimationStatus === 'WITHDRAWN') throw conflict('이미 철회한 견적이에요.');
    assertOpenForQuotes(row.quotation, await hasSelection(tx, row.quotation.id), now);
    await publishQuoteEvent(tx, {
      type: 'estimation',
      change: await change(tx, row.quotation),
      quotationId: row.quotation.id,
      estimationId,
      buyerId: row.quotation.buyerId,
      sellerId,
    });
  });
}

/** Replaces the whole of a quote's terms (an edit is a new offer, not a patch of the old one). */
export async function replaceEstimationTerms(
  db: Database,
  input: { sellerId: number; estimationId: number; terms: EstimationTerms; now: Date },
): Promise<void> {
  const { estimationId, terms, now } = input;
  await changeOwnEstimation(db, input, async (tx, quotation) => {
    assertTermsFitQuotation(terms, quotation);
    await tx
      .update(estimations)
      .set({
        ...termsToColumns(completeTerms(terms, quotation.releasePrice), quotation.releasePrice),
        updatedAt: now,
      })
      .where(eq(estimations.id, estimationId));
    return 'updated';
  });
}

/** Takes a quote back; it stays on record as WITHDRAWN and the dealer cannot send another. */
export async function withdrawEstimation(
  db: Database,
  input: { sellerId: number; estimationId: number; now: Date },
): Promise<void> {
  const { estimationId, now } = input;
  await changeOwnEstimation(db, input, async (tx) => {
    await tx
      .update(estimations)
      .set({ status: 'WITHDRAWN', withdrawnAt: now, updatedAt: now })
      .where(eq(estimations.id, estimationId));
    return 'withdrawn';
  });
}
