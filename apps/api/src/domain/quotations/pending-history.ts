import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  pendingApplicationStatuses,
  type HistorySort,
  type PendingHistoryItem,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { estimations, products, quotations, sellers } from '../../db/schema';
import { biddingEstimationWhere } from './estimations';
import { pageWindow, totalPagesOf } from '../shared/paging';
import {
  highestSubsidyEstimationFirst,
  monthlyPaymentSql,
  rankingOrder,
  upfrontBenefitSql,
} from './ranking';
import { quotationColumns, quotedProductColumns, requestTimes } from './records';
import { isAcceptingQuotes } from './state';

/** Requests that have not (yet) led to a purchase: still open, expired, closed or cancelled. */
const unselectedStatuses = ['OPEN', 'CLOSED', 'CANCELLED'] as const;

function applicationStatus(isOpen: boolean, biddingStoreCount: number) {
  if (isOpen) return pendingApplicationStatuses.open;
  return biddingStoreCount === 0
    ? pendingApplicationStatuses.noBids
    : pendingApplicationStatuses.closed;
}

/** The not-selected tab: the caller's requests without a selection, with the best of their quotes. */
export async function findPendingHistory(
  db: Database,
  buyerId: number,
  now: Date,
  query: { page: number; size: number; sortOrder: HistorySort },
) {
  const where = and(
    eq(quotations.buyerId, buyerId),
    inArray(quotations.status, unselectedStatuses),
  );
  const bids = db
    .select({
      quotationId: estimations.quotationId,
      storeCount: count().as('store_count'),
      highestSubsidy: sql<number>`max(${upfrontBenefitSql})`.mapWith(Number).as('highest_subsidy'),
      lowestMonthlyFee: sql<number | null>`min(${monthlyPaymentSql})`
        .mapWith(Number)
        .as('lowest_monthly_fee'),
    })
    .from(estimations)
    // Only the caller's requests are summed: summing every buyer's quotes and joining the caller's
    // would cost more with each quote anyone gets (issue 44's query plans).
    .where(
      and(
        biddingEstimationWhere,
        inArray(
          estimations.quotationId,
          db.select({ id: quotations.id }).from(quotations).where(where),
        ),
      ),
    )
    .groupBy(estimations.quotationId)
    .as('bids');
  const { limit, offset } = pageWindow(query.page, query.size);
  const [counted] = await db.select({ total: count() }).from(quotations).where(where);
  const rows = await db
    .select({
      ...quotationColumns,
      product: quotedProductColumns,
      storeCount: bids.storeCount,
      highestSubsidy: bids.highestSubsidy,
      lowestMonthlyFee: bids.lowestMonthlyFee,
    })
    .from(quotations)
    .innerJoin(products, eq(products.id, quotations.productId))
    .leftJoin(bids, eq(bids.quotationId, quotations.id))
    .where(where)
    .orderBy(
      ...rankingOrder(query.sortOrder, {
        latest: quotations.submittedAt,
        benefit: bids.highestSubsidy,
        monthly: bids.lowestMonthlyFee,
        tieBreaker: quotations.id,
      }),
    )
    .limit(limit)
    .offset(offset);

  // The quote behind "highest subsidy", for its store name and contract months.
  const topQuotes =
    rows.length === 0
      ? []
      : await db
          .selectDistinctOn([estimations.quotationId], {
            quotationId: estimations.quotationId,
            storeName: sellers.storeName,
            contractDuration: estimations.contractDuration,
          })
          .from(estimations)
          .innerJoin(sellers, eq(sellers.id, estimations.sellerId))
          .where(
            and(
              inArray(
                estimations.quotationId,
                rows.map((row) => row.id),
              ),
              biddingEstimationWhere,
            ),
          )
          .orderBy(asc(estimations.quotationId), ...highestSubsidyEstimationFirst);
  const topQuoteOf = new Map(topQuotes.map((quote) => [quote.quotationId, quote]));

  const content = rows.map((row): PendingHistoryItem => {
    const topQuote = topQuoteOf.get(row.id);
    const biddingStoreCount = row.storeCount ?? 0;
    return {
      quotationId: row.id,
      productId: row.product.id,
      categoryId1: row.product.categoryId1,
      productName: row.product.name,
      releasePrice: row.product.price,
      highestSubsidy: row.highestSubsidy,
      highestSubsidyStoreName: topQuote?.storeName ?? null,
      biddingStoreCount,
      lowestMonthlyFee: row.lowestMonthlyFee,
      contractMonths: topQuote?.contractDuration ?? null,
      applicationStatus: applicationStatus(isAcceptingQuotes(row, now), biddingStoreCount),
      createdAt: requestTimes(row).submittedAt.toISOString(),
    };
  });
  const totalElements = counted?.total ?? 0;
  return { content, totalElements, totalPages: totalPagesOf(totalElements, query.size) };
}
