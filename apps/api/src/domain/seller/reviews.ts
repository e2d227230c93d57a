import { buyerPublicName, notFoundMessage } from '@quotemarket/contract';
import { and, avg, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { SellerReview } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { products, ratings, reviewReplies, users } from '../../db/schema';
import { buyerNameColumns } from '../accounts/buyer-names';
import { notifyReviewReply } from '../notifications/events';
import { notFound } from '../shared/errors';
import { publicReviewWhere } from '../quotations/estimations';
import { pageWindow, pagedResult } from '../shared/paging';

export const reviewNotFound = () => notFound(notFoundMessage('review'));

/**
 * Average to one decimal (0 without reviews, as the public store page shows it) and count of the
 * public reviews, and how many the operators hid (the store page says so beside the count).
 */
export async function sellerRatingStats(db: Database, sellerId: number) {
  const [[stats], [hidden]] = await Promise.all([
    db
      .select({ average: avg(ratings.rating), reviewCount: count() })
      .from(ratings)
      .where(and(eq(ratings.sellerId, sellerId), publicReviewWhere)),
    db
      .select({ hiddenReviewCount: count() })
      .from(ratings)
      .where(and(eq(ratings.sellerId, sellerId), isNotNull(ratings.hiddenAt))),
  ]);
  const average = Number(stats?.average ?? 0);
  return {
    averageRating: Math.round(average * 10) / 10,
    reviewCount: stats?.reviewCount ?? 0,
    hiddenReviewCount: hidden?.hiddenReviewCount ?? 0,
  };
}

/** Reviews with their product and the dealer's reply, as the dealer's console lists them. */
function selectReviews(db: Database, where: SQL) {
  return db
    .select({
      ratingId: ratings.id,
      rating: ratings.rating,
      review: ratings.review,
      buyer: buyerNameColumns,
      productName: products.name,
      createdAt: ratings.createdAt,
      reply: {
        content: reviewReplies.content,
        createdAt: reviewReplies.createdAt,
        updatedAt: reviewReplies.updatedAt,
      },
    })
    .from(ratings)
    .leftJoin(products, eq(products.id, ratings.productId))
    .leftJoin(reviewReplies, eq(reviewReplies.ratingId, ratings.id))
    .leftJoin(users, eq(users.id, ratings.buyerId))
    .where(where)
    .$dynamic();
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

/** The buyer's name is masked as on the public store page: a review is public, its author not. */
function toSellerReview({ buyer, createdAt, reply, ...row }: ReviewRow): SellerReview {
  return {
    ...row,
    buyerName: buyerPublicName(buyer),
    createdAt: createdAt.toISOString(),
    reply: reply && {
      content: reply.content,
      createdAt: reply.createdAt.toISOString(),
      updatedAt: reply.updatedAt.toISOString(),
    },
  };
}

const ofReview = (sellerId: number, ratingId: number) =>
  and(eq(ratings.id, ratingId), eq(ratings.sellerId, sellerId))!;

/** Reviews the dealer received, newest first, with the average over all of them. */
export async function loadSellerReviews(
  db: Database,
  input: { sellerId: number; page: number; size: number },
) {
  const { limit, offset } = pageWindow(input.page, input.size);
  const rows = await selectReviews(db, eq(ratings.sellerId, input.sellerId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit)
    .offset(offset);
  const { averageRating, reviewCount } = await sellerRatingStats(db, input.sellerId);
  return { ...pagedResult(rows.map(toSellerReview), reviewCount, input.size), averageRating };
}

/** One review of the dealer's store; null for a review of another store or none at all. */
export async function findSellerReview(
  db: Database,
  input: { sellerId: number; ratingId: number },
): Promise<SellerReview | null> {
  const [row] = await selectReviews(db, ofReview(input.sellerId, input.ratingId));
  return row ? toSellerReview(row) : null;
}

/**
 * Writes the dealer's one reply to a review of its store, or rewrites the reply it already has.
 * Answers which of the two happened; a review of another store is a 404, as if it did not exist.
 * A first reply queues the buyer's push notification in the same transaction.
 */
export async function writeReviewReply(
  db: Database,
  input: { sellerId: number; ratingId: number; content: string; now: Date },
): Promise<'written' | 'rewritten'> {
  const { sellerId, ratingId, content, now } = input;
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: ratings.id })
      .from(ratings)
      .where(ofReview(sellerId, ratingId));
    if (!review) throw reviewNotFound();
    // Inserting first and updating only on a conflict keeps two racing first replies to one row.
    const written = await tx
      .insert(reviewReplies)
      .values({ ratingId, sellerId, content, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: reviewReplies.ratingId })
      .returning({ ratingId: reviewReplies.ratingId });
    if (written.length > 0) {
      // The buyer hears of the first reply; an edit of it is not news.
      await notifyReviewReply(tx, { ratingId, now });
      return 'written';
    }
    await tx
      .update(reviewReplies)
      .set({ content, updatedAt: now })
      .where(eq(reviewReplies.ratingId, ratingId));
    return 'rewritten';
  });
}
