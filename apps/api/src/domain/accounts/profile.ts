import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../shared/errors';

export type BuyerRow = typeof users.$inferSelect;

export const profileTextFields = ['nickname', 'email', 'phoneNumber'] as const;
export type ProfileTextField = (typeof profileTextFields)[number];

export interface ProfileChanges {
  image?: { bytes: Buffer; extension: string };
  text: Partial<Record<ProfileTextField, string>>;
}

const buyerNotFound = '회원 정보를 찾을 수 없어요.';

export async function loadBuyer(db: Database, userId: number): Promise<BuyerRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(buyerNotFound);
  return user;
}

/** Saves the changed fields and the new photo; the replaced photo is removed only once saved. */
export async function updateBuyerProfile(
  deps: Pick<AppDeps, 'db' | 'files'>,
  userId: number,
  changes: ProfileChanges,
): Promise<BuyerRow> {
  const before = await loadBuyer(deps.db, userId);
  const profileImage = changes.image
    ? await deps.files.save(changes.image.bytes, changes.image.extension, 'profiles')
    : undefined;
  const { nickname, email, phoneNumber } = changes.text;
  const [after] = await deps.db
    .update(users)
    .set({
      ...(nickname !== undefined && { nickname }),
      ...(email !== undefined && { email }),
      ...(phoneNumber !== undefined && { phone: phoneNumber }),
      ...(profileImage && { profileImage }),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!after) throw notFound(buyerNotFound);
  if (profileImage && before.profileImage) await deps.files.remove(before.profileImage);
  return after;
}
