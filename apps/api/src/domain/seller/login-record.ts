import { and, eq, sql } from 'drizzle-orm';
import type { SellerFailedLogins } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { sellerKnownAddresses, sellerLoginFailures, sellers } from '../../db/schema';

// The dealer lookup matches the email as `authenticateSeller` does; the contract has lowercased it.
const sellerWithEmail = (email: string) => eq(sql`lower(${sellers.email})`, email);

/** Whether the dealer with this email has signed in from this client address before. */
export async function isKnownAddress(
  db: Database,
  email: string,
  address: string,
): Promise<boolean> {
  const [known] = await db
    .select({ sellerId: sellerKnownAddresses.sellerId })
    .from(sellerKnownAddresses)
    .innerJoin(sellers, eq(sellers.id, sellerKnownAddresses.sellerId))
    .where(and(sellerWithEmail(email), eq(sellerKnownAddresses.address, address)))
    .limit(1);
  return known !== undefined;
}

/** Keeps a wrong password given for the dealer with this email, if there is one, to tell them. */
export async function recordFailedLogin(
  db: Database,
  email: string,
  address: string,
  at: Date,
): Promise<void> {
  await db.execute(sql`
    insert into ${sellerLoginFailures} as failure (seller_id, address, failures, last_failed_at)
    select ${sellers.id}, ${address}, 1, ${at.toISOString()}::timestamptz
    from ${sellers} where ${sellerWithEmail(email)}
    on conflict (seller_id, address) do update set
      failures = failure.failures + 1,
      last_failed_at = greatest(failure.last_failed_at, excluded.last_failed_at)
  `);
}

/**
 * Remembers the address the dealer signed in from and takes the wrong passwords given since the
 * last login: those from other addresses are what the dealer is told, and only this login tells
 * them (two logins at once do not both). The dealer's own slips at this address are not news.
 */
export async function recordSuccessfulLogin(
  db: Database,
  sellerId: number,
  address: string,
  at: Date,
): Promise<SellerFailedLogins | undefined> {
  const taken = await db.transaction(async (tx) => {
    await tx
      .insert(sellerKnownAddresses)
      .values({ sellerId, address, lastSuccessAt: at })
      .onConflictDoUpdate({
        target: [sellerKnownAddresses.sellerId, sellerKnownAddresses.address],
        set: { lastSuccessAt: at },
      });
    return tx
      .delete(sellerLoginFailures)
      .where(eq(sellerLoginFailures.sellerId, sellerId))
      .returning();
  });
  const elsewhere = taken.filter((failure) => failure.address !== address);
  if (elsewhere.length === 0) return undefined;
  const lastFailedAt = elsewhere.reduce(
    (latest, failure) => Math.max(latest, failure.lastFailedAt.getTime()),
    0,
  );
  return {
    count: elsewhere.reduce((sum, failure) => sum + failure.failures, 0),
    addressCount: elsewhere.length,
    lastFailedAt: new Date(lastFailedAt).toISOString(),
  };
}
