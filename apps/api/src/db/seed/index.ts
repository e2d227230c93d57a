import { count } from 'drizzle-orm';
import type { Database } from '../database';
import { categories } from '../schema';
import { seedBiddingQuestions } from './bidding';
import { seedCatalog } from './catalog';
import { seedMainCategories } from './categories';
import { seedDemoActivity } from './activity';
import { seedNotices } from './notices';
import { seedSellers } from './sellers';

export interface SeedOptions {
  /**
   * Whether the demo dealers get their known passwords (see demo-accounts.ts). Off in production,
   * where every store's password is random, so nobody knows a login there.
   */
  demoAccounts: boolean;
}

/**
 * Fills an empty database with the demo data that makes every screen alive. A database that already
 * has categories is left as it is, so restarts never duplicate or overwrite what users changed.
 */
export async function seedIfEmpty(
  db: Database,
  options: SeedOptions,
): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ value: count() }).from(categories);
  if ((row?.value ?? 0) > 0) {
    return { seeded: false };
  }
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(seedMainCategories);
    await seedCatalog(tx);
    await seedSellers(tx, options);
    await seedBiddingQuestions(tx);
    await seedNotices(tx);
    await seedDemoActivity(tx);
  });
  return { seeded: true };
}
