import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { devices } from '../../db/schema';

type Platform = (typeof devices.$inferInsert)['platform'];

/** Remembers where to push a buyer's notifications; the same device registering again updates it. */
export async function registerBuyerDevice(
  db: Database,
  device: { userId: number; platform: Platform; udid: string; fcmToken: string; now: Date },
): Promise<void> {
  await db
    .insert(devices)
    .values({
      userId: device.userId,
      platform: device.platform,
      udid: device.udid,
      fcmToken: device.fcmToken,
    })
    .onConflictDoUpdate({
      target: [devices.userId, devices.udid],
      set: { platform: device.platform, fcmToken: device.fcmToken, updatedAt: device.now },
    });
}

/** A device that logs out stops receiving the buyer's notifications. */
export async function forgetBuyerDevice(db: Database, userId: number, udid: string): Promise<void> {
  await db.delete(devices).where(and(eq(devices.userId, userId), eq(devices.udid, udid)));
}
