import { eq } from 'drizzle-orm';
import {
  consentResultNotice,
  defaultNotificationSwitches,
  consentReconfirmedMessage,
  nightConsentWithoutAdvertisingMessage,
  normalizeNotificationSwitches,
  nothingToReconfirmMessage,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@quotemarket/contract';
import type { Database, Transaction } from '../../db/database';
import { notificationSettings } from '../../db/schema';
import { invalidInput } from '../shared/errors';

type Row = typeof notificationSettings.$inferSelect;

/** What a buyer who never opened the settings receives (the table's defaults are the same). */
const defaultNotificationSettings: NotificationSettings = {
  ...defaultNotificationSwitches,
  advertisingConsentRecordedAt: null,
  nightAdvertisingConsentRecordedAt: null,
};

function toNotificationSettings(row: Row): NotificationSettings {
  return normalizeNotificationSwitches({
    infoNotifications: row.infoNotifications,
    eventNotifications: row.eventNotifications,
    allProductNotifications: row.allProductNotifications,
    cellPhoneQuoteNotification: row.cellPhoneQuoteNotification,
    internetQuoteNotification: row.internetQuoteNotification,
    waterPurifierQuoteNotification: row.waterPurifierQuoteNotification,
    airPurifierQuoteNotification: row.airPurifierQuoteNotification,
    massageChairQuoteNotification: row.massageChairQuoteNotification,
    advertisingConsent: row.advertisingConsent,
    nightAdvertisingConsent: row.nightAdvertisingConsent,
    advertisingConsentRecordedAt: row.advertisingConsentRecordedAt?.toISOString() ?? null,
    nightAdvertisingConsentRecordedAt: row.nightAdvertisingConsentRecordedAt?.toISOString() ?? null,
  });
}

export async function readNotificationSettings(
  db: Database,
  userId: number,
): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ? toNotificationSettings(row) : defaultNotificationSettings;
}

/** The buyer's row, created with the defaults when missing, locked until the transaction ends. */
async function lockRow(tx: Transaction, userId: number): Promise<Row> {
  await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .for('update');
  return row!;
}

export interface SavedNotificationSettings {
  settings: NotificationSettings;
  /** The notice the law asks for when a consent changed (the advertising one first), else null. */
  notice: string | null;
}

/**
 * Saves the whole set of switches. 'All product' follows the five product switches. A consent left
 * out stays as it is; withdrawing the advertising consent withdraws the night-time one; the night-time
 * one without the advertising consent is refused (400). A consent's date is recorded only when it
 * changes, so saving other switches keeps it.
 */
export async function saveNotificationSettings(
  db: Database,
  userId: number,
  update: NotificationSettingsUpdate,
  now: Date,
): Promise<SavedNotificationSettings> {
  return db.transaction(async (tx) => {
    const current = await lockRow(tx, userId);
    const advertisingConsent = update.advertisingConsent ?? current.advertisingConsent;
    if (update.nightAdvertisingConsent === true && !advertisingConsent) {
      throw invalidInput(nightConsentWithoutAdvertisingMessage);
    }
    const nightAdvertisingConsent =
      advertisingConsent && (update.nightAdvertisingConsent ?? current.nightAdvertisingConsent);
    const advertisingChanged = advertisingConsent !== current.advertisingConsent;
    const nightChanged = nightAdvertisingConsent !== current.nightAdvertisingConsent;

    const [row] = await tx
      .update(notificationSettings)
      .set({
        ...normalizeNotificationSwitches({
          ...update,
          advertisingConsent,
          nightAdvertisingConsent,
        }),
        advertisingConsentRecordedAt: advertisingChanged
          ? now
          : current.advertisingConsentRecordedAt,
        nightAdvertisingConsentRecordedAt: nightChanged
          ? now
          : current.nightAdvertisingConsentRecordedAt,
        updatedAt: now,
      })
      .where(eq(notificationSettings.userId, userId))
      .returning();

    const notice = advertisingChanged
      ? consentResultNotice('advertising', advertisingConsent, now).message
      : nightChanged
        ? consentResultNotice('nightAdvertising', nightAdvertisingConsent, now).message
        : null;
    return { settings: toNotificationSettings(row!), notice };
  });
}

/**
 * Confirms again the consents the buyer has given (asked every two years): their dates become
 * today. Without the advertising consent there is nothing to confirm (400).
 */
export async function reconfirmAdvertisingConsent(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ settings: NotificationSettings; notice: string }> {
  return db.transaction(async (tx) => {
    const current = await lockRow(tx, userId);
    if (!current.advertisingConsent) throw invalidInput(nothingToReconfirmMessage);
    const [row] = await tx
      .update(notificationSettings)
      .set({
        advertisingConsentRecordedAt: now,
        nightAdvertisingConsentRecordedAt: current.nightAdvertisingConsent
          ? now
          : current.nightAdvertisingConsentRecordedAt,
        updatedAt: now,
      })
      .where(eq(notificationSettings.userId, userId))
      .returning();
    return {
      settings: toNotificationSettings(row!),
      notice: consentReconfirmedMessage(now),
    };
  });
}
