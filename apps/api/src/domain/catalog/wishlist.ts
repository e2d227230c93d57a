import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products, wishlists } from '../../db/schema';

/** The ids among `productIds` that the buyer has wishlisted; none for a guest. */
export async function wishlistedAmong(
  db: Database,
  userId: number | null,
  productIds: number[],
): Promise<Set<number>> {
  if (userId === null || productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: wishlists.productId })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), inArray(wishlists.productId, productIds)));
  return new Set(rows.map((row) => row.productId));
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
