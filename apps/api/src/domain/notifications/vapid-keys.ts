import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { serverKeys } from '../../db/schema';
import type { VapidKeys } from '../../edges/web-push-sender';

const vapidKeyName = 'vapid';
const storedKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The development VAPID key pair: made once and kept in the database, so it survives restarts and
 * every process on the database signs with it. It lives beside the subscriptions made with it (a
 * browser's subscription is bound to the key it was made for): a restored backup or a second
 * process has both, where a key file in one machine's DATA_DIR would not. Production configures its
 * own keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) and never uses this.
 */
export async function developmentVapidKeys(db: Database, subject: string): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, vapidKeyName));
    return row && storedKeys.parse(row.value);
  };
  let keys = await read();
  if (!keys) {
    // Two processes starting together both try; the first insert wins and both read it back.
    await db
      .insert(serverKeys)
      .values({ name: vapidKeyName, value: webPush.generateVAPIDKeys() })
      .onConflictDoNothing();
    keys = await read();
  }
  if (!keys) throw new Error('the development VAPID keys could not be stored');
  return { ...keys, subject };
}
