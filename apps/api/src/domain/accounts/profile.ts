import { notFoundMessage } from '@quotemarket/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { phoneChangeNeedsVerificationMessage } from '@quotemarket/contract';
import type { FileStorage } from '../../edges/file-storage';
import { invalidField, notFound } from '../shared/errors';

export type BuyerRow = typeof users.$inferSelect;

export const profileTextFields = ['nickname', 'email', 'phoneNumber'] as const;
export type ProfileTextField = (typeof profileTextFields)[number];

export interface ProfileChanges {
  image?: { bytes: Buffer; extension: string };
  text: Partial<Record<ProfileTextField, string>>;
}

const buyerNotFound = notFoundMessage('member');

export async function loadBuyer(db: Database, userId: number): Promise<BuyerRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(buyerNotFound);
  return user;
}

/**
 * The form's phoneNumber may only repeat the buyer's verified number (an app that sends every
 * field): a new number becomes the buyer's only by confirming a code texted to it (`verifyCode`),
 * so this form never writes the phone and cannot leave an unverified number marked verified.
 */
function checkPhoneUnchanged(before: BuyerRow, phoneNumber: string | undefined): void {
  if (phoneNumber === undefined) return;
  if (before.phoneVerifiedAt !== null && before.phone === phoneNumber) return;
  throw invalidField('phoneNumber', phoneChangeNeedsVerificationMessage);
}

/** Saves the changed fields and the new photo; the replaced photo is removed only once saved. */
export async function updateBuyerProfile(
  deps: { db: Database; files: FileStorage },
  userId: number,
  changes: ProfileChanges,
): Promise<BuyerRow> {
  const before = await loadBuyer(deps.db, userId);
  checkPhoneUnchanged(before, changes.text.phoneNumber);
  const profileImage = changes.image
    ? await deps.files.save(changes.image.bytes, changes.image.extension, 'profiles')
    : undefined;
  const { nickname, email } = changes.text;
  const columns = {
    ...(nickname !== undefined && { nickname }),
    ...(email !== undefined && { email }),
    ...(profileImage && { profileImage }),
  };
  // Only the verified phone number repeated: nothing to write.
  if (Object.keys(columns).length === 0) return before;
  const [after] = await deps.db.update(users).set(columns).where(eq(users.id, userId)).returning();
  if (!after) throw notFound(buyerNotFound);
  if (profileImage && before.profileImage) await deps.files.remove(before.profileImage);
  return after;
}
