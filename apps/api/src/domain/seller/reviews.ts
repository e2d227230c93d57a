import { avg, count, desc, eq } from 'drizzle-orm';
import type { SellerReview } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { products, ratings } from '../../db/schema';
import { pageWindow, pagedResult } from '../shared/paging';

/** Average to one decimal (0 without reviews, as the public store page shows it) and count. */
export async function sellerRatingStats(db: Database, sellerId: number) {
  const [stats] = await db
    .select({ average: avg(ratings.rating), reviewCount: count() })
    .from(ratings)
    .where(eq(ratings.sellerId, sellerId));
  const average = Number(stats?.average ?? 0);
  return { averageRating: Math.round(average * 10) / 10, reviewCount: stats?.reviewCount ?? 0 };
}

/** Reviews the dealer received, newest first, with the average over all of them. */
export async function loadSellerReviews(
  db: Database,
  input: { sellerId: number; page: number; size: number },
) {
  const { limit, offset } = pageWindow(input.page, input.size);
  const rows = await db
    .select({
      ratingId: ratings.id,
      rating: ratings.rating,
      review: ratings.review,
      buyerName: ratings.buyerName,
      productName: products.name,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .leftJoin(products, eq(products.id, ratings.productId))
    .where(eq(ratings.sellerId, input.sellerId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit)
    .offset(offset);
  const { averageRating, reviewCount } = await sellerRatingStats(db, input.sellerId);
  const list = rows.map((row): SellerReview => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
  return { ...pagedResult(list, reviewCount, input.size), averageRating };
}
