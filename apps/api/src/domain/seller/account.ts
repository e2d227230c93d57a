import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  enforcementMessages,
  type SellerAccount,
  type SellerDemoAccount,
  type SellerProfile,
} from '@quotemarket/contract';
import { hashSecret, needsRehash, verifySecret } from '../../auth/passwords';
import type { Database } from '../../db/database';
import { demoDealers } from '../accounts/demo-accounts';
import { sellerCategories, sellers } from '../../db/schema';
import { countSuccessfulBids } from '../catalog/store';
import { sellerRatingStats } from './reviews';
import { forbidden } from '../shared/errors';

let unknownEmailHash: Promise<string> | undefined;

/**
 * A hash to verify against when no dealer has the email, so an unknown email costs the same hashing
 * work as a wrong password and the response time does not tell which of the two was wrong.
 */
function hashForUnknownEmail(): Promise<string> {
  unknownEmailHash ??= hashSecret('no dealer has this email');
  return unknownEmailHash;
}

/**
 * The id of the active dealer with this email and password, or null (for any reason); a 403 for a
 * suspended store once its password is proven, so only its owner learns why. A password
 * stored under an older scheme or cost is stored again at today's on the way in, unless it changed
 * meanwhile.
 */
export async function authenticateSeller(
  db: Database,
  email: string,
  password: string,
): Promise<number | null> {
  const [seller] = await db
    .select({
      id: sellers.id,
      passwordHash: sellers.passwordHash,
      isActive: sellers.isActive,
      suspendedAt: sellers.suspendedAt,
    })
    .from(sellers)
    .where(eq(sql`lower(${sellers.email})`, email.toLowerCase()));
  const matches = await verifySecret(
    password,
    seller?.passwordHash ?? (await hashForUnknownEmail()),
  );
  if (!seller || !matches || !seller.isActive) return null;
  if (seller.suspendedAt) throw forbidden(enforcementMessages.dealerSuspended);
  if (needsRehash(seller.passwordHash)) {
    await db
      .update(sellers)
      .set({ passwordHash: await hashSecret(password) })
      .where(and(eq(sellers.id, seller.id), eq(sellers.passwordHash, seller.passwordHash)));
  }
  return seller.id;
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

/** The account with what buyers see on the store page: its words, address and numbers. */
export async function loadSellerProfile(db: Database, sellerId: number): Promise<SellerProfile> {
  const [account, [store], { averageRating, reviewCount }, successfulBidCount] = await Promise.all([
    loadSellerAccount(db, sellerId),
    db
      .select({ introduction: sellers.introduction, address: sellers.address })
      .from(sellers)
      .where(eq(sellers.id, sellerId)),
    sellerRatingStats(db, sellerId),
    countSuccessfulBids(db, sellerId),
  ]);
  if (!store) throw new Error(`seller ${sellerId} vanished after authentication`);
  return { ...account, ...store, averageRating, reviewCount, successfulBidCount };
}

/**
 * The demo dealers this database has, in the order of the list, with their demo passwords: what a
 * development console offers to sign in with. A database without the demo data has none.
 */
export async function loadDemoDealerAccounts(db: Database): Promise<SellerDemoAccount[]> {
  const rows = await db
    .select({ email: sellers.email, storeName: sellers.storeName })
    .from(sellers)
    .where(
      and(
        inArray(
          sellers.email,
          demoDealers.map((dealer) => dealer.email),
        ),
        eq(sellers.isActive, true),
      ),
    );
  return demoDealers.flatMap((dealer) => {
    const row = rows.find((candidate) => candidate.email === dealer.email);
    return row ? [{ ...dealer, storeName: row.storeName }] : [];
  });
}
