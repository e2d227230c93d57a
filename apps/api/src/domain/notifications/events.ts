import { and, count, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import { notificationMessages } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import {
  estimations,
  notificationQueue,
  products,
  quotations,
  ratings,
  reports,
  selections,
  sellers,
} from '../../db/schema';
import { notifyBuyer } from './queue';

/*
 * What tells a buyer something, each enqueued in the transaction of its event (queue.ts): a dealer's
 * new quote, the window closing with quotes not chosen from, a dealer's reply to a review, and the
 * operators' doings that concern the buyer (a quote withdrawn for its suspended store, the outcome
 * of the buyer's report, the buyer's review hidden).
 */

/** A dealer's new quote, for a request whose buyer asked to be told (and whose category's switch is on). */
export async function notifyNewBid(
  tx: Database,
  input: { estimationId: number; now: Date },
): Promise<void> {
  const [bid] = await tx
    .select({
      quotationId: quotations.id,
      buyerId: quotations.buyerId,
      categoryId: quotations.categoryId,
      notificationsOn: quotations.notificationEnabled,
      productId: products.id,
      productName: products.name,
      storeName: sellers.storeName,
    })
    .from(estimations)
    .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
    .innerJoin(products, eq(products.id, quotations.productId))
    .innerJoin(sellers, eq(sellers.id, estimations.sellerId))
    .where(eq(estimations.id, input.estimationId));
  if (!bid) return;
  await notifyBuyer(tx, {
    kind: 'new-bid',
    request: { categoryId: bid.categoryId, notificationsOn: bid.notificationsOn },
    buyerId: bid.buyerId,
    dedupeKey: `new-bid:${input.estimationId}`,
    message: notificationMessages.newBid(bid),
    now: input.now,
  });
}

/**
 * A quote withdrawn because its store was suspended: told as a quote notification is (the request's
 * own switch and its category's), as it changes what the buyer can choose from.
 */
export async function notifyBidWithdrawnForStore(
  tx: Database,
  input: { estimationId: number; now: Date },
): Promise<void> {
  const [bid] = await tx
    .select({
      quotationId: quotations.id,
      buyerId: quotations.buyerId,
      categoryId: quotations.categoryId,
      notificationsOn: quotations.notificationEnabled,
      productId: products.id,
      productName: products.name,
      storeName: sellers.storeName,
    })
    .from(estimations)
    .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
    .innerJoin(products, eq(products.id, quotations.productId))
    .innerJoin(sellers, eq(sellers.id, estimations.sellerId))
    .where(eq(estimations.id, input.estimationId));
  if (!bid) return;
  await notifyBuyer(tx, {
    kind: 'bid-withdrawn',
    request: { categoryId: bid.categoryId, notificationsOn: bid.notificationsOn },
    buyerId: bid.buyerId,
    dedupeKey: `bid-withdrawn:${input.estimationId}`,
    message: notificationMessages.bidWithdrawnByStore(bid),
    now: input.now,
  });
}

/** The operators finished with a report: its buyer is told (information switch). */
export async function notifyReportOutcome(
  tx: Database,
  input: { reportId: number; now: Date },
): Promise<void> {
  const [report] = await tx
    .select({ reportId: reports.id, buyerId: reports.buyerId, storeName: sellers.storeName })
    .from(reports)
    .innerJoin(sellers, eq(sellers.id, reports.sellerId))
    // Its outcome is shown in 신고 내역, which lists the buyer's reports of stores only.
    .where(and(eq(reports.id, input.reportId), isNull(reports.messageId)));
  if (!report) return;
  await notifyBuyer(tx, {
    kind: 'report-outcome',
    buyerId: report.buyerId,
    dedupeKey: `report-outcome:${report.reportId}`,
    message: notificationMessages.reportOutcome(report),
    now: input.now,
  });
}

/** An operator hid a buyer's review: its author is told (information switch). */
export async function notifyReviewHidden(
  tx: Database,
  input: { ratingId: number; now: Date },
): Promise<void> {
  const [review] = await tx
    .select({ ratingId: ratings.id, buyerId: ratings.buyerId, storeName: sellers.storeName })
    .from(ratings)
    .innerJoin(sellers, eq(sellers.id, ratings.sellerId))
    .where(eq(ratings.id, input.ratingId));
  // Seeded reviews have no buyer to tell.
  if (!review?.buyerId) return;
  await notifyBuyer(tx, {
    kind: 'review-hidden',
    buyerId: review.buyerId,
    dedupeKey: `review-hidden:${review.ratingId}`,
    message: notificationMessages.reviewHidden(review),
    now: input.now,
  });
}

/** A dealer's first reply to a review: the buyer who wrote it is told (information switch). */
export async function notifyReviewReply(
  tx: Database,
  input: { ratingId: number; now: Date },
): Promise<void> {
  const [review] = await tx
    .select({
      ratingId: ratings.id,
      buyerId: ratings.buyerId,
      sellerId: ratings.sellerId,
      storeName: sellers.storeName,
      productName: products.name,
    })
    .from(ratings)
    .innerJoin(sellers, eq(sellers.id, ratings.sellerId))
    .leftJoin(products, eq(products.id, ratings.productId))
    .where(eq(ratings.id, input.ratingId));
  // Seeded reviews have no buyer to tell.
  if (!review?.buyerId) return;
  await notifyBuyer(tx, {
    kind: 'review-reply',
    buyerId: review.buyerId,
    dedupeKey: `review-reply:${review.ratingId}`,
    message: notificationMessages.reviewReply(review),
    now: input.now,
  });
}

/** The reminder comes when the request's window closes within this. */
export const closingReminderLeadMs = 60 * 60 * 1000;
/** Requests reminded of per round; the next round takes the rest. */
const closingReminderBatch = 200;

const closingReminderPrefix = 'window-closing:';

/**
 * Requests whose 48-hour window closes within the hour, with quotes and none chosen yet, whose
 * buyer asked to be told of quotes: one reminder each (its dedupe key), opening the request.
 *
 * "Quotes still unread": nothing records which quotes a buyer has opened, so a request counts when
 * it has active quotes and no selection. Returns how many requests were reminded of now.
 */
export async function enqueueClosingWindowReminders(db: Database, now: Date): Promise<number> {
  const closing = await db
    .select({
      quotationId: quotations.id,
      buyerId: quotations.buyerId,
      categoryId: quotations.categoryId,
      notificationsOn: quotations.notificationEnabled,
      productId: products.id,
      productName: products.name,
      quoteCount: count(estimations.id),
    })
    .from(quotations)
    .innerJoin(products, eq(products.id, quotations.productId))
    .innerJoin(
      estimations,
      and(eq(estimations.quotationId, quotations.id), eq(estimations.status, 'ACTIVE')),
    )
    .where(
      and(
        eq(quotations.status, 'OPEN'),
        eq(quotations.notificationEnabled, true),
        gt(quotations.deadlineAt, now),
        lte(quotations.deadlineAt, new Date(now.getTime() + closingReminderLeadMs)),
        notExists(
          db
            .select({ id: selections.id })
            .from(selections)
            .where(eq(selections.quotationId, quotations.id)),
        ),
        // Already reminded (to at least one device): not again.
        notExists(
          db
            .select({ id: notificationQueue.id })
            .from(notificationQueue)
            .where(
              eq(
                notificationQueue.dedupeKey,
                sql`${closingReminderPrefix}::text || ${quotations.id}::text`,
              ),
            ),
        ),
      ),
    )
    .groupBy(quotations.id, products.id)
    .orderBy(quotations.deadlineAt)
    .limit(closingReminderBatch);
  let reminded = 0;
  for (const request of closing) {
    const { enqueued } = await notifyBuyer(db, {
      kind: 'window-closing',
      request: { categoryId: request.categoryId, notificationsOn: request.notificationsOn },
      buyerId: request.buyerId,
      dedupeKey: `${closingReminderPrefix}${request.quotationId}`,
      message: notificationMessages.windowClosing(request),
      now,
    });
    if (enqueued > 0) reminded += 1;
  }
  return reminded;
}
