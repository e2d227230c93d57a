import { notFoundMessage } from '@quotemarket/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { quotations } from '../../db/schema';
import { isAcceptingQuotes } from '../quotations/state';
import { conflict, notFound } from '../shared/errors';

export const notificationPreferenceMessages = {
  quotationNotFound: notFoundMessage('quotation'),
  quotationClosed: '견적 받기가 끝난 요청이에요.',
} as const;

/** Turns the new-quote notifications of the buyer's own quote request on or off. */
export async function setQuotationNotifications(
  db: Database,
  request: { buyerId: number; quotationId: number; enabled: boolean; now: Date },
): Promise<void> {
  const ownQuotation = and(
    eq(quotations.id, request.quotationId),
    eq(quotations.buyerId, request.buyerId),
  );
  const [quotation] = await db
    .select({ status: quotations.status, deadlineAt: quotations.deadlineAt })
    .from(quotations)
    .where(ownQuotation);
  if (!quotation) throw notFound(notificationPreferenceMessages.quotationNotFound);
  // Notifications announce new quotes, so only a draft or a request still taking quotes has any.
  if (quotation.status !== 'DRAFT' && !isAcceptingQuotes(quotation, request.now)) {
    throw conflict(notificationPreferenceMessages.quotationClosed);
  }
  await db.update(quotations).set({ notificationEnabled: request.enabled }).where(ownQuotation);
}
