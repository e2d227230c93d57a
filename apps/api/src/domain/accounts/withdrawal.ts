import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { devices, notificationSettings, searchHistories, users, wishlists } from '../../db/schema';
import type { AppDeps } from '../../deps';

/**
 * Withdrawal (회원 탈퇴): the buyer's personal data is erased from the account, every token is
 * revoked, and only what the law requires is kept — quote requests, deals (with the phone number
 * the chosen dealer already received) and reviews stay for the retention periods of the privacy
 * policy, no longer linked to a name.
 */
export async function withdrawBuyer(
  deps: AppDeps,
  userId: number,
): Promise<{ profileImage: string | null }> {
  const now = deps.now();
  const previous = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, userId));
    await tx
      .update(users)
      .set({
        // The identity is replaced, so signing in again with the same account starts afresh.
        providerId: `withdrawn:${randomUUID()}`,
        email: null,
        name: null,
        nickname: null,
        profileImage: null,
        phone: null,
        phoneVerifiedAt: null,
        lastSeenAt: null,
        withdrawnAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(devices).where(eq(devices.userId, userId));
    await tx.delete(wishlists).where(eq(wishlists.userId, userId));
    await tx.delete(searchHistories).where(eq(searchHistories.userId, userId));
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
    return user;
  });
  await deps.tokens.revokeAll('buyer', userId);
  return { profileImage: previous?.profileImage ?? null };
}
