import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

type Provider = (typeof users.$inferInsert)['provider'];

export interface BuyerIdentity {
  provider: Provider;
  providerId: string;
  email?: string | null;
  name?: string | null;
  profileImage?: string | null;
  partnerMediaId?: number | null;
}

/**
 * Finds the buyer of an identity or creates one; `isFirstTimeLogin` drives the tutorial. Concurrent
 * first logins of the same identity meet at the unique (provider, providerId) index.
 */
export async function findOrCreateBuyer(
  db: Database,
  identity: BuyerIdentity,
): Promise<{ userId: number; isFirstTimeLogin: boolean }> {
  const inserted = await db
    .insert(users)
    .values({
      provider: identity.provider,
      providerId: identity.providerId,
      email: identity.email ?? null,
      name: identity.name ?? null,
      nickname: identity.name ?? null,
      profileImage: identity.profileImage ?? null,
      partnerMediaId: identity.partnerMediaId ?? null,
    })
    .onConflictDoNothing({ target: [users.provider, users.providerId] })
    .returning({ id: users.id });
  if (inserted[0]) return { userId: inserted[0].id, isFirstTimeLogin: true };

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.provider, identity.provider),
        eq(users.providerId, identity.providerId),
        isNull(users.withdrawnAt),
      ),
    );
  if (!existing) throw new Error('identity vanished between insert and select');
  return { userId: existing.id, isFirstTimeLogin: false };
}
