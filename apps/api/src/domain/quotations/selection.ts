import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { estimations, quotations, selections, sellers, users } from '../../db/schema';
import {
  buyerContactName,
  currentTermsVersion,
  doneMessages,
  notFoundMessage,
  selectionConsentMessages,
  selectionConsentVersion,
} from '@quotemarket/contract';
import { publishQuoteEvent } from '../events/quote-events';
import { conflict, invalidInput, notFound } from '../shared/errors';
import { isUniqueViolation } from '../../db/postgres-errors';
import { standingBidderIds } from './closing';
import { writeDealDocument } from './deal-document';
import { lockQuotation } from './lock-order';
import { isAcceptingQuotes } from './state';

export const selectionMessages = {
  done: doneMessages.purchaseRequested,
  notFound: notFoundMessage('estimation'),
  alreadySelected: '이미 구매 신청한 견적이 있어요.',
  deadlinePassed: '견적 마감 시간이 지났어요.',
  withdrawn: '판매점이 철회한 견적이라 구매 신청할 수 없어요.',
} as const;

export interface SelectionConsent {
  agreed: true;
  /** The version of the consent text the buyer was shown. */
  version: string;
}

/**
 * The buyer picks a quote (구매 신청), consenting to hand that one dealer their name and phone; the
 * consent is kept with the selection, with the version of its text and the time, and so is the
 * version of the terms in force, which the deal is made under. The checks give
 * the buyer the right reason; the guarantee of "exactly once per quotation" is the unique
 * constraint on selections, which turns the loser of a race into the same 409 as a late second try.
 */
export async function chooseEstimation(
  db: Database,
  buyerId: number,
  { estimationId, consent }: { estimationId: number; consent: SelectionConsent },
  now: Date,
) {
  // A consent to an older text is not a consent to what the screen says now.
  if (consent.version !== selectionConsentVersion) {
    throw invalidInput(selectionConsentMessages.outdated);
  }
  try {
    return await db.transaction(async (tx) => {
      const [owned] = await tx
        .select({ quotationId: estimations.quotationId })
        .from(estimations)
        .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
        .where(and(eq(estimations.id, estimationId), eq(quotations.buyerId, buyerId)));
      if (!owned) throw notFound(selectionMessages.notFound);
      await lockQuotation(tx, owned.quotationId);
      // Read after the lock: a dealer's withdrawal or edit committed while we waited is seen here.
      const [target] = await tx
        .select({
          estimationStatus: estimations.status,
          sellerId: sellers.id,
          storeName: sellers.storeName,
          quotation: {
            id: quotations.id,
            status: quotations.status,
            deadlineAt: quotations.deadlineAt,
          },
        })
        .from(estimations)
        .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
        .innerJoin(sellers, eq(sellers.id, estimations.sellerId))
        .where(eq(estimations.id, estimationId))
        .for('update', { of: estimations });
      if (!target) throw notFound(selectionMessages.notFound);
      if (target.quotation.status === 'SELECTED') throw conflict(selectionMessages.alreadySelected);
      if (!isAcceptingQuotes(target.quotation, now))
        throw conflict(selectionMessages.deadlinePassed);
      if (target.estimationStatus !== 'ACTIVE') throw conflict(selectionMessages.withdrawn);

      const [buyer] = await tx
        .select({ phone: users.phone, name: users.name, nickname: users.nickname })
        .from(users)
        .where(eq(users.id, buyerId));
      // The buyer's contact goes to this dealer only, kept with the deal as it was at the time.
      const [selection] = await tx
        .insert(selections)
        .values({
          quotationId: target.quotation.id,
          estimationId,
          buyerId,
          sellerId: target.sellerId,
          buyerPhone: buyer?.phone ?? null,
          buyerName: buyerContactName(buyer ?? null),
          consentVersion: consent.version,
          consentedAt: now,
          termsVersion: currentTermsVersion,
        })
        .returning({ id: selections.id });
      // The 견적서 is written with the choice it records, so no selection exists without one.
      await writeDealDocument(tx, selection!.id);
      await tx
        .update(quotations)
        .set({ status: 'SELECTED' })
        .where(eq(quotations.id, target.quotation.id));
      // The buyer's choice settles the quotes; it is not the dealers' edit, so their "고침" time
      // (updated_at) stays as they left it.
      const unedited = { updatedAt: sql`${estimations.updatedAt}` };
      await tx
        .update(estimations)
        .set({ status: 'NOT_SELECTED', ...unedited })
        .where(
          and(eq(estimations.quotationId, target.quotation.id), eq(estimations.status, 'ACTIVE')),
        );
      await tx
        .update(estimations)
        .set({ status: 'SELECTED', ...unedited })
        .where(eq(estimations.id, estimationId));
      await publishQuoteEvent(tx, {
        type: 'selection',
        quotationId: target.quotation.id,
        estimationId,
        buyerId,
        sellerId: target.sellerId,
        bidderSellerIds: await standingBidderIds(tx, target.quotation.id),
      });
      return {
        selectionId: selection!.id,
        quotationId: target.quotation.id,
        estimationId,
        storeName: target.storeName,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(selectionMessages.alreadySelected);
    throw error;
  }
}
