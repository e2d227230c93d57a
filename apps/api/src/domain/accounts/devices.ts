import { and, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { devices } from '../../db/schema';
import { parseWebPushSubscription } from '../../edges/web-push-sender';
import { invalidField } from '../shared/errors';

type Platform = (typeof devices.$inferInsert)['platform'];

export const deviceMessages = {
  badSubscription: '알림 구독 정보를 확인하지 못했어요. 알림을 다시 켜 주세요.',
} as const;

/**
 * What a web device registers is its browser's push subscription (JSON) or nothing; anything else
 * would only fail at every send. It must name one of the browsers' push services, since the server
 * sends to whatever address it names.
 */
function assertUsableToken(
  device: { platform: Platform; fcmToken: string },
  admitsEndpoint: (endpoint: string) => boolean,
) {
  if (device.platform !== 'web' || device.fcmToken === '') return;
  const subscription = parseWebPushSubscription(device.fcmToken);
  if (!subscription || !admitsEndpoint(subscription.endpoint)) {
    throw invalidField('fcmToken', deviceMessages.badSubscription);
  }
}

/**
 * Remembers where to push a buyer's notifications; the same device registering again updates it.
 * A token names one browser or app install, so whoever registered it before (another account
 * signed in earlier on the same phone) stops receiving its notifications there.
 */
export async function registerBuyerDevice(
  db: Database,
  device: { userId: number; platform: Platform; udid: string; fcmToken: string; now: Date },
  admitsEndpoint: (endpoint: string) => boolean,
): Promise<void> {
  assertUsableToken(device, admitsEndpoint);
  await db.transaction(async (tx) => {
    if (device.fcmToken !== '') {
      await tx
        .delete(devices)
        .where(
          and(
            sql`md5(${devices.fcmToken}) = md5(${device.fcmToken}::text)`,
            eq(devices.fcmToken, device.fcmToken),
            not(and(eq(devices.userId, device.userId), eq(devices.udid, device.udid))!),
          ),
        );
    }
    await tx
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
  });
}

/**
 * A device that logs out stops receiving the buyer's notifications; those still queued for it go
 * with it (the queue's foreign key cascades).
 */
export async function forgetBuyerDevice(db: Database, userId: number, udid: string): Promise<void> {
  await db.delete(devices).where(and(eq(devices.userId, userId), eq(devices.udid, udid)));
}
