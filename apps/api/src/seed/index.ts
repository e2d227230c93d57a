import { count, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { categories, operators, sellers, users } from '../db/schema';
import { seedBiddingQuestions } from './bidding';
import { seedCatalog } from './catalog';
import { seedMainCategories } from './categories';
import { seedDemoActivity } from './activity';
import { seedNotices } from './notices';
import { demoBuyerEmail, demoDealers, demoOperators } from '../domain/accounts/demo-accounts';
import { seedDemoOperators } from './operators';
import { seedSellers } from './sellers';

export interface SeedOptions {
  /**
   * Whether the demo stores, buyers, quotes and reviews join the product's own data, with the demo
   * accounts of demo-accounts.ts. Development only: their passwords are published in the README.
   */
  demoData: boolean;
}

/**
 * Fills an empty database: always the product's own data (categories, the catalogue, the request
 * questions, the notices), and with `demoData` the stores and activity that make every screen alive
 * on a developer's machine. A database that already has categories is left as it is, so restarts
 * never duplicate or overwrite what users changed.
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
    await seedBiddingQuestions(tx);
    await seedNotices(tx);
    if (options.demoData) {
      await seedSellers(tx);
      await seedDemoActivity(tx);
      await seedDemoOperators(tx);
    }
  });
  return { seeded: true };
}

/** The demo accounts a database holds, by e-mail: none, unless it was seeded with demo data. */
export async function findDemoAccounts(db: Database): Promise<string[]> {
  const dealerEmails = demoDealers.map((dealer) => dealer.email);
  const operatorEmails = demoOperators.map((operator) => operator.email);
  const [dealers, buyers, demoOperatorRows] = await Promise.all([
    db.select({ email: sellers.email }).from(sellers).where(inArray(sellers.email, dealerEmails)),
    db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, [demoBuyerEmail])),
    db
      .select({ email: operators.email })
      .from(operators)
      .where(inArray(operators.email, operatorEmails)),
  ]);
  return [...dealers, ...buyers, ...demoOperatorRows].flatMap((row) =>
    row.email ? [row.email] : [],
  );
}

/**
 * Production refuses a database that holds demo accounts (one seeded for development and then
 * deployed): their passwords are published, so anyone could sign in as a store and win buyers.
 */
export async function refuseDemoAccountsInProduction(db: Database): Promise<void> {
  const found = await findDemoAccounts(db);
  if (found.length > 0) {
    throw new Error(
      `this database holds demo accounts (${found.join(', ')}) whose passwords are published; production needs a database of its own`,
    );
  }
}
