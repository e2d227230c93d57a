import { and, eq, ne } from 'drizzle-orm';
import { notFoundMessage, quotationClosingMessages } from '@quotemarket/contract';
import type { Database, Transaction } from '../../db/database';
import { estimations, products, quotations } from '../../db/schema';
import { publishQuoteEvent } from '../events/quote-events';
import { quotationHasSelection } from '../estimations/window';
import { closedReasonOfStatus, type EndedStatus } from '../estimations/outcome';
import { conflict, notFound } from '../shared/errors';
import { lockQuotation } from './lock-order';
import { isAcceptingQuotes } from './state';

/** The dealers whose quote still stands on a request: those told how it ended. */
export async function standingBidderIds(tx: Transaction, quotationId: number): Promise<number[]> {
  const bidders = await tx
    .select({ sellerId: estimations.sellerId })
    .from(estimations)
    .where(and(eq(estimations.quotationId, quotationId), ne(estimations.status, 'WITHDRAWN')))
    .orderBy(estimations.sellerId);
  return bidders.map((bidder) => bidder.sellerId);
}

export interface EndedRequest {
  /** The status it had (OPEN), for the operator's audit row. */
  before: string;
  productName: string;
}

/**
 * Ends an open request before its deadline, for the buyer (CANCELLED: 견적 그만 받기) or an
 * operator (CLOSED: a fraudulent request). Either way it stops taking quotes at once (only OPEN
 * takes them, so every dealer's write is refused by the same rule as after the deadline), the
 * buyer's history shows it as closed, and the consoles of its category hear it live, its bidders
 * with the reason. `buyerId` limits it to the buyer's own request: another's is not found; one
 * that no longer takes quotes is refused with `notOpenMessage` (each side says it in its words).
 * Runs in the caller's transaction, so an operator's audit row is kept with it.
 */
export async function endOpenRequest(
  tx: Transaction,
  {
    quotationId,
    buyerId,
    status,
    now,
    notOpenMessage,
  }: {
    quotationId: number;
    buyerId?: number;
    status: EndedStatus;
    now: Date;
    notOpenMessage: string;
  },
): Promise<EndedRequest> {
  if (!(await lockQuotation(tx, quotationId))) throw notFound(notFoundMessage('quotation'));
  const [request] = await tx
    .select({
      status: quotations.status,
      deadlineAt: quotations.deadlineAt,
      categoryId: quotations.categoryId,
      productName: products.name,
      hasSelection: quotationHasSelection,
    })
    .from(quotations)
    .innerJoin(products, eq(products.id, quotations.productId))
    .where(
      and(
        eq(quotations.id, quotationId),
        ne(quotations.status, 'DRAFT'),
        buyerId === undefined ? undefined : eq(quotations.buyerId, buyerId),
      ),
    );
  if (!request) throw notFound(notFoundMessage('quotation'));
  if (request.hasSelection || !isAcceptingQuotes(request, now)) {
    throw conflict(notOpenMessage);
  }
  await tx.update(quotations).set({ status, closedAt: now }).where(eq(quotations.id, quotationId));
  await publishQuoteEvent(tx, {
    type: 'quotation-closed',
    quotationId,
    categoryId: request.categoryId,
    reason: closedReasonOfStatus[status],
    bidderSellerIds: await standingBidderIds(tx, quotationId),
  });
  return { before: request.status, productName: request.productName };
}

/** 견적 그만 받기: the buyer ends their own open request. */
export async function stopTakingQuotes(
  db: Database,
  buyerId: number,
  quotationId: number,
  now: Date,
): Promise<{ quotationId: number }> {
  await db.transaction((tx) =>
    endOpenRequest(tx, {
      quotationId,
      buyerId,
      status: 'CANCELLED',
      now,
      notOpenMessage: quotationClosingMessages.notOpen,
    }),
  );
  return { quotationId };
}
