import { and, count, desc, eq, sql } from 'drizzle-orm';
import { buyerPublicName, type SellerStorePage, type StoreReviewSort } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { ratings, reviewReplies, selections, sellers, users } from '../../db/schema';
import { buyerNameColumns } from '../accounts/buyer-names';
import { answerSpeedMinutesSql } from '../market/answer-speed';
import { publicReviewWhere } from '../quotations/estimations';
import { sellerRatingStats } from '../seller/reviews';
import { pageWindow, totalPagesOf } from '../shared/paging';

const reviewOrderings = {
  latest: [desc(ratings.createdAt), desc(ratings.id)],
  rating: [desc(ratings.rating), desc(ratings.createdAt), desc(ratings.id)],
} satisfies Record<StoreReviewSort, unknown[]>;

export interface StorePageRequest {
  sellerId: number;
  page: number;
  size: number;
  sortBy: StoreReviewSort;
}

/** A store's public page: who it is, how it is rated, its deals, and one page of reviews. */
export async function findSellerStorePage(
  db: Database,
  { sellerId, page, size, sortBy }: StorePageRequest,
  now: Date,
): Promise<SellerStorePage | null> {
  const [row] = await db
    .select({
      seller: sellers,
      medianAnswerMinutes: answerSpeedMinutesSql(sql`${sellers.id}`, now),
    })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.isActive, true)));
  if (!row) return null;
  const { seller, medianAnswerMinutes } = row;

  const { limit, offset } = pageWindow(page, size);
  const [{ averageRating, reviewCount, hiddenReviewCount }, successfulBidCount, reviewRows] =
    await Promise.all([
      sellerRatingStats(db, sellerId),
      countSuccessfulBids(db, sellerId),
      db
        .select({
          review: ratings,
          buyer: buyerNameColumns,
          reply: { content: reviewReplies.content, updatedAt: reviewReplies.updatedAt },
        })
        .from(ratings)
        .leftJoin(reviewReplies, eq(reviewReplies.ratingId, ratings.id))
        .leftJoin(users, eq(users.id, ratings.buyerId))
        .where(and(eq(ratings.sellerId, sellerId), publicReviewWhere))
        .orderBy(...reviewOrderings[sortBy])
        .limit(limit)
        .offset(offset),
    ]);
  return {
    totalElements: reviewCount,
    totalPages: totalPagesOf(reviewCount, size),
    averageRating,
    successfulBidCount,
    hiddenReviewCount,
    seller: {
      id: seller.id,
      imageURL: seller.imageUrl,
      storeName: seller.storeName,
      firstName: seller.firstName,
      successfulBidCount,
      introduction: seller.introduction,
      businessVerifiedAt: seller.businessVerifiedAt?.toISOString() ?? null,
      medianAnswerMinutes,
    },
    ratings: reviewRows.map(({ review, buyer, reply }) => ({
      id: review.id,
      rating: review.rating,
      review: review.review,
      buyerName: buyerPublicName(buyer),
      createdAt: review.createdAt.toISOString(),
      reply: reply && { content: reply.content, updatedAt: reply.updatedAt.toISOString() },
    })),
  };
}

/**
 * A store's won deals: every quote of it a buyer chose. The store page and the dealer's own
 * profile show this one number, so both read it here.
 */
export async function countSuccessfulBids(db: Database, sellerId: number): Promise<number> {
  const [deals] = await db
    .select({ value: count() })
    .from(selections)
    .where(eq(selections.sellerId, sellerId));
  return deals?.value ?? 0;
}
