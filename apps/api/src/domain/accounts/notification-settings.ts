import { eq } from 'drizzle-orm';
import { notificationSettingsSchema, type NotificationSettings } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { notificationSettings } from '../../db/schema';

/** What a buyer who never opened the settings receives. */
const defaultNotificationSettings: NotificationSettings = {
  infoNotifications: true,
  eventNotifications: false,
  allProductNotifications: true,
  cellPhoneQuoteNotification: true,
  internetQuoteNotification: true,
  waterPurifierQuoteNotification: true,
  airPurifierQuoteNotification: true,
  massageChairQuoteNotification: true,
};

export async function readNotificationSettings(
  db: Database,
  userId: number,
): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ? notificationSettingsSchema.parse(row) : defaultNotificationSettings;
}

export async function saveNotificationSettings(
  db: Database,
  userId: number,
  settings: NotificationSettings,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: settings });
}
