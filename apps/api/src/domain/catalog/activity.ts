import {
  and,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
} from 'drizzle-orm';
import {
  buyerPublicName,
  type CustomerReview,
  type RealtimeComparison,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { estimations, products, quotations, ratings, sellers, users } from '../../db/schema';
import { buyerNameColumns } from '../accounts/buyer-names';
import { publicReviewWhere } from '../quotations/estimations';
import { monthlyFeeOf, supportFundOf } from './estimation-fees';
import { cutToCharacters } from './display-text';
import { pageWindow, pagedResult } from '../shared/paging';
import { seoulDayRange } from '../shared/seoul-day';

/** Quotes a buyer can still see and compare: withdrawn or passed-over ones are not shown. */
const comparableStatuses = ['ACTIVE', 'SELECTED'] as const;
/** The comparison strip is narrow: the masked name is cut to this many characters. */
const comparisonNameLength = 6;
const connectedWindowMs = 5 * 60 * 1000;

/** Recent submitted quote requests that have quotes to compare, newest first. */
export async function findRealtimeComparisons(db: Database, pageNo: number, pageSize: number) {
  const hasComparableQuote = exists(
    db
      .select({ one: sql`1` })
      .from(estimations)
      .where(
        and(
          eq(estimations.quotationId, quotations.id),
          inArray(estimations.status, comparableStatuses),
        ),
      ),
  );
  const where = and(isNotNull(quotations.submittedAt), hasComparableQuote);
  const { limit, offset } = pageWindow(pageNo, pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        quotationId: quotations.id,
        categoryId: quotations.categoryId,
        buyer: buyerNameColumns,
        imageUrl: products.image,
        productName: products.name,
        modelNumber: products.modelNumber,
      })
      .from(quotations)
      .innerJoin(users, eq(users.id, quotations.buyerId))
      .innerJoin(products, eq(products.id, quotations.productId))
      .where(where)
      .orderBy(desc(quotations.submittedAt), desc(quotations.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(quotations).where(where),
  ]);

  const quoteRows =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(estimations)
          .where(
            and(
              inArray(
                estimations.quotationId,
                rows.map((row) => row.quotationId),
              ),
              inArray(estimations.status, comparableStatuses),
            ),
          );

  const list = rows.map((row): RealtimeComparison => {
    const quotes = quoteRows
      .filter((quote) => quote.quotationId === row.quotationId)
      .map((quote) => ({
        monthlyFee: monthlyFeeOf(row.categoryId, quote),
        supportFund: supportFundOf(quote),
      }))
      // A comparison reads best from the cheapest month upwards.
      .sort((a, b) => a.monthlyFee - b.monthlyFee || b.supportFund - a.supportFund);
    return {
      name: cutToCharacters(buyerPublicName(row.buyer), comparisonNameLength),
      categoryId: row.categoryId,
      product: {
        imageUrl: row.imageUrl,
        productName: row.productName,
        modelNumber: row.modelNumber,
        estimations: quotes,
      },
    };
  });
  return pagedResult(list, total?.value ?? 0, pageSize);
}

/** Reviews of every active store, newest first, with the buyer's name masked. */
export async function findCustomerReviews(db: Database, pageNo: number, pageSize: number) {
  const ofActiveStore = and(eq(sellers.isActive, true), publicReviewWhere);
  const { limit, offset } = pageWindow(pageNo, pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ratingId: ratings.id,
        name: sellers.storeName,
        buyer: buyerNameColumns,
        userImageUrl: users.profileImage,
        rating: ratings.rating,
        review: ratings.review,
      })
      .from(ratings)
      .innerJoin(sellers, eq(sellers.id, ratings.sellerId))
      .leftJoin(users, eq(users.id, ratings.buyerId))
      .where(ofActiveStore)
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(ratings)
      .innerJoin(sellers, eq(sellers.id, ratings.sellerId))
      .where(ofActiveStore),
  ]);
  const list = rows.map(({ buyer, ...review }): CustomerReview => ({
    ...review,
    nickname: buyerPublicName(buyer),
  }));
  return pagedResult(list, total?.value ?? 0, pageSize);
}

/** Buyers whose requests were seen in the last five minutes (lastSeenAt is kept by request auth). */
export async function countConnectedBuyersAt(db: Database, now: Date): Promise<number> {
  const since = new Date(now.getTime() - connectedWindowMs);
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(gte(users.lastSeenAt, since), isNull(users.withdrawnAt)));
  return row?.value ?? 0;
}

/** Quote requests submitted during the current Asia/Seoul day, in one main category (0: all). */
export async function countQuoteRequestsToday(
  db: Database,
  now: Date,
  categoryId: number,
): Promise<number> {
  const { start, end } = seoulDayRange(now);
  const [row] = await db
    .select({ value: count() })
    .from(quotations)
    .where(
      and(
        gte(quotations.submittedAt, start),
        lt(quotations.submittedAt, end),
        categoryId > 0 ? eq(quotations.categoryId, categoryId) : undefined,
      ),
    );
  return row?.value ?? 0;
}
