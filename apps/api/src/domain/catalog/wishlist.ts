import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { changeTags, type ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/database';
import { products, wishlists } from '../../db/schema';
import { TaggedCache } from '../../db/tagged-cache';

/**
 * Each buyer's wishlisted product ids, kept until the database announces a change to the buyer's
 * wishlist: catalogue answers are shared by everyone with the same hearts (`variantOf`).
 */
export class BuyerWishlists {
  private readonly sets: TaggedCache<ReadonlySet<number>>;

  constructor(
    private readonly db: Database,
    feed: ChangeFeed,
    now: () => Date,
  ) {
    this.sets = new TaggedCache(feed, { max: 50_000, ttlMs: 10 * 60_000, now });
  }

  async of(userId: number | null): Promise<ReadonlySet<number>> {
    if (userId === null) return new Set();
    return this.sets.fetch(String(userId), [changeTags.wishlist(userId)], async () => {
      const rows = await this.db
        .select({ productId: wishlists.productId })
        .from(wishlists)
        .where(eq(wishlists.userId, userId));
      return new Set(rows.map((row) => row.productId));
    });
  }

  /**
   * The variant of a catalogue answer for this caller: which products carry a heart (all of the
   * buyer's, or whether `productId` does), and the change tag it was derived from.
   */
  async variantOf(
    userId: number | null,
    productId?: number,
  ): Promise<{ key: string; tags: readonly string[] }> {
    if (userId === null) return { key: '', tags: [] };
    const wished = await this.of(userId);
    const tags = [changeTags.wishlist(userId)];
    if (productId !== undefined) return { key: wished.has(productId) ? 'wished' : '', tags };
    const ids = [...wished].sort((a, b) => a - b).join(',');
    // A long wishlist would make a long key: its digest stands for it.
    return {
      key: ids.length <= 64 ? ids : createHash('sha256').update(ids).digest('base64url'),
      tags,
    };
  }
}

/**
 * Flips the buyer's wishlist entry. Removing always works, even for a product taken off sale;
 * adding needs an active product. Null means there is no such product to add.
 */
export async function toggleWishlistEntry(
  db: Database,
  userId: number,
  productId: number,
): Promise<{ isWishlisted: boolean } | null> {
  const removed = await db
    .delete(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)))
    .returning({ productId: wishlists.productId });
  if (removed.length > 0) return { isWishlisted: false };

  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) return null;
  // A double tap racing this one may have added it already; either way it is now wishlisted.
  await db.insert(wishlists).values({ userId, productId }).onConflictDoNothing();
  return { isWishlisted: true };
}
