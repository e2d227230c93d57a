import { asc, count, eq, sql } from 'drizzle-orm';
import type { SellerAccount, SellerProfile } from '@quotemarket/contract';
import { hashSecret, verifySecret } from '../../auth/passwords';
import type { Database } from '../../db/database';
import { sellerCategories, sellers, selections } from '../../db/schema';
import { sellerRatingStats } from './reviews';

let unknownEmailHash: Promise<string> | undefined;

/**
 * A hash to verify against when no dealer has the email, so an unknown email costs the same scrypt
 * work as a wrong password and the response time does not tell which of the two was wrong.
 */
function hashForUnknownEmail(): Promise<string> {
  unknownEmailHash ??= hashSecret('no dealer has this email');
  return unknownEmailHash;
}

/** The id of the active dealer with this email and password, or null (for any reason). */
export async function authenticateSeller(
  db: Database,
  email: string,
  password: string,
): Promise<number | null> {
  const [seller] = await db
    .select({ id: sellers.id, passwordHash: sellers.passwordHash, isActive: sellers.isActive })
    .from(sellers)
    .where(eq(sql`lower(${sellers.email})`, email.toLowerCase()));
  const matches = await verifySecret(
    password,
    seller?.passwordHash ?? (await hashForUnknownEmail()),
  );
  return seller && matches && seller.isActive ? seller.id : null;
}

export async function loadSellerAccount(db: Database, sellerId: number): Promise<SellerAccount> {
  const [seller] = await db
    .select({
      id: sellers.id,
      email: sellers.email,
      storeName: sellers.storeName,
      firstName: sellers.firstName,
      imageUrl: sellers.imageUrl,
      phone: sellers.phone,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!seller) throw new Error(`seller ${sellerId} vanished after authentication`);
  const categories = await db
    .select({ id: sellerCategories.categoryId })
    .from(sellerCategories)
    .where(eq(sellerCategories.sellerId, sellerId))
    .orderBy(asc(sellerCategories.categoryId));
  return { ...seller, categories: categories.map((category) => category.id) };
}

/** The account with the numbers buyers see on the store page. */
export async function loadSellerProfile(db: Database, sellerId: number): Promise<SellerProfile> {
  const account = await loadSellerAccount(db, sellerId);
  const ratingStats = await sellerRatingStats(db, sellerId);
  const [deals] = await db
    .select({ value: count() })
    .from(selections)
    .where(eq(selections.sellerId, sellerId));
  return { ...account, ...ratingStats, successfulBidCount: deals?.value ?? 0 };
}
