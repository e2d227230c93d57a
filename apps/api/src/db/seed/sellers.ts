import { randomBytes } from 'node:crypto';
import { hashSecret } from '../../auth/passwords';
import type { Database } from '../database';
import { products, ratings, sellerCategories, sellers } from '../schema';
import { productImagePath } from './catalog';
import { seedReviews } from './data/reviews';
import { seedSellers as sellerSeeds } from './data/sellers';
import { demoDealers } from './demo-accounts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Only the demo dealers can be logged into, and only with demo accounts on; every other store (and
 * every store of a production database) gets a password nobody knows.
 */
function passwordFor(email: string, demoAccounts: boolean): string {
  const demo = demoAccounts && demoDealers.find((dealer) => dealer.email === email);
  return demo ? demo.password : randomBytes(24).toString('base64url');
}

/** The partner stores, the categories they serve, and the reviews their store pages show. */
export async function seedSellers(db: Database, options: { demoAccounts: boolean }): Promise<void> {
  const passwordHashes = await Promise.all(
    sellerSeeds.map((seller) => hashSecret(passwordFor(seller.email, options.demoAccounts))),
  );
  const inserted = await db
    .insert(sellers)
    .values(
      sellerSeeds.map(({ categories: _categories, ...seller }, index) => ({
        ...seller,
        passwordHash: passwordHashes[index]!,
      })),
    )
    .returning({ id: sellers.id, email: sellers.email });
  const sellerIdByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const sellerIdAt = (index: number) => sellerIdByEmail.get(sellerSeeds[index]!.email)!;

  await db
    .insert(sellerCategories)
    .values(
      sellerSeeds.flatMap((seller, index) =>
        seller.categories.map((categoryId) => ({ sellerId: sellerIdAt(index), categoryId })),
      ),
    );

  const productIdByImage = new Map(
    (await db.select({ id: products.id, image: products.image }).from(products)).map((row) => [
      row.image,
      row.id,
    ]),
  );
  const now = Date.now();
  await db.insert(ratings).values(
    seedReviews.map((review) => {
      const productId = productIdByImage.get(productImagePath(review.productKey));
      if (productId === undefined)
        throw new Error(`Seed review names unknown product ${review.productKey}`);
      return {
        sellerId: sellerIdAt(review.sellerIndex),
        // Reviews from before the platform recorded deals: no selection and no buyer account.
        selectionId: null,
        buyerId: null,
        productId,
        buyerName: review.buyerName,
        rating: review.rating,
        review: review.review,
        createdAt: new Date(now - review.daysAgo * dayMs),
      };
    }),
  );
}
