import { randomBytes } from 'node:crypto';
import { hashSecret } from '../auth/passwords';
import type { Database } from '../db/database';
import { sellerCategories, sellers } from '../db/schema';
import { seedSellers as sellerSeeds } from './data/sellers';
import { demoDealers } from '../domain/accounts/demo-accounts';

/** Only the demo dealers can be logged into; every other demo store gets a password nobody knows. */
function passwordFor(email: string): string {
  const demo = demoDealers.find((dealer) => dealer.email === email);
  return demo ? demo.password : randomBytes(24).toString('base64url');
}

/**
 * When the demo stores' 사업자등록 was checked: they joined before operators could approve anyone,
 * so they carry one fixed date, as if checked on the market's first day.
 */
export const demoBusinessVerifiedAt = new Date('2026-03-02T10:00:00+09:00');

/**
 * The demo partner stores and the categories they serve. Their reviews come with the deals behind them,
 * in activity.ts, once there are buyers and requests.
 */
export async function seedSellers(db: Database): Promise<void> {
  const passwordHashes = await Promise.all(
    sellerSeeds.map((seller) => hashSecret(passwordFor(seller.email))),
  );
  const inserted = await db
    .insert(sellers)
    .values(
      sellerSeeds.map(({ categories: _categories, ...seller }, index) => ({
        ...seller,
        passwordHash: passwordHashes[index]!,
        businessVerifiedAt: demoBusinessVerifiedAt,
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
}
