import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm';
import { requiredConsentTerms } from '@quotemarket/contract';
import {
  consents,
  devices,
  notificationSettings,
  phoneVerifications,
  searchHistories,
  selections,
  sessions,
  users,
  wishlists,
} from '../../db/schema';
import type { Database } from '../../db/database';

/**
 * Withdrawal (회원 탈퇴). Everything that names or reaches the buyer is erased at once; what the
 * privacy policy keeps by law stays, tied only to the anonymous account row:
 *
 * - the account: name, nickname, email, phone, photo and the social identity are cleared (signing
 *   in again with the same identity makes a fresh account); created/withdrawn times stay.
 * - quote requests, deals and reports (계약·결제 기록 5년, 분쟁 처리 기록 3년): kept, but a deal no
 *   longer carries the name and phone handed to the dealer; the retention job erases them, and
 *   then the account row, when those periods have passed since the withdrawal.
 * - reviews: kept for the store, shown as '고객' (the name is cleared).
 * - login records (로그인 기록 3개월): the sessions are revoked and lose their device id; the
 *   retention job deletes them three months after the login.
 * - consents: the optional ones (marketing) are deleted; the required ones stay as the record of
 *   what the kept deals were based on, marked withdrawn.
 * - phone verifications: the numbers are erased and pending codes expire; the request time and IP
 *   stay for the abuse limits until the retention job deletes them.
 * - devices, push tokens, wishlist, search history and notification settings: deleted.
 */
export async function withdrawBuyer(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ profileImage: string | null }> {
  const previous = await db.transaction(async (tx) => {
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
    await tx
      .update(selections)
      .set({ buyerName: null, buyerPhone: null })
      .where(eq(selections.buyerId, userId));
    await tx
      .update(phoneVerifications)
      .set({ phone: '', codeHash: '' })
      .where(eq(phoneVerifications.userId, userId));
    await tx
      .update(phoneVerifications)
      .set({ expiresAt: now })
      .where(and(eq(phoneVerifications.userId, userId), gt(phoneVerifications.expiresAt, now)));
    await tx
      .delete(consents)
      .where(
        and(eq(consents.userId, userId), notInArray(consents.term, [...requiredConsentTerms])),
      );
    await tx
      .update(consents)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(consents.userId, userId),
          inArray(consents.term, [...requiredConsentTerms]),
          isNull(consents.withdrawnAt),
        ),
      );
    // Every token stops working with the rest of the withdrawal, not a moment after it.
    const buyerSessions = and(eq(sessions.subject, 'buyer'), eq(sessions.subjectId, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(buyerSessions, isNull(sessions.revokedAt)));
    await tx.update(sessions).set({ deviceId: null }).where(buyerSessions);
    await tx.delete(devices).where(eq(devices.userId, userId));
    await tx.delete(wishlists).where(eq(wishlists.userId, userId));
    await tx.delete(searchHistories).where(eq(searchHistories.userId, userId));
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
    return user;
  });
  return { profileImage: previous?.profileImage ?? null };
}
