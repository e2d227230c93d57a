import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { SellerStorePage, StoreReviewSort } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { ratings, selections, sellers } from '../../db/schema';
import { maskBuyerName } from './masking';
import { pageWindow } from '../shared/paging';

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
): Promise<SellerStorePage | null> {
  const [seller] = await db
    .select()
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.isActive, true)));
  if (!seller) return null;

  const ofSeller = eq(ratings.sellerId, sellerId);
  const { limit, offset } = pageWindow(page, size);
  const [[summary], [deals], reviewRows] = await Promise.all([
    db
      .select({ total: count(), average: avg(ratings.rating) })
      .from(ratings)
      .where(ofSeller),
    db.select({ value: count() }).from(selections).where(eq(selections.sellerId, sellerId)),
    db
      .select()
      .from(ratings)
      .where(ofSeller)
      .orderBy(...reviewOrderings[sortBy])
      .limit(limit)
      .offset(offset),
  ]);
  const totalElements = summary?.total ?? 0;
  const successfulBidCount = deals?.value ?? 0;
  return {
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    // avg() arrives as a numeric string; one decimal is what the stars next to it can show.
    averageRating: Math.round(Number(summary?.average ?? 0) * 10) / 10,
    successfulBidCount,
    seller: {
      id: seller.id,
      imageURL: seller.imageUrl,
      storeName: seller.storeName,
      firstName: seller.firstName,
      successfulBidCount,
      introduction: seller.introduction,
    },
    ratings: reviewRows.map((row) => ({
      id: row.id,
      rating: row.rating,
      review: row.review,
      buyerName: maskBuyerName(row.buyerName),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
