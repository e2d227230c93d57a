import { and, eq, sql } from 'drizzle-orm';
import {
  notificationDecision,
  pushPayloadSchema,
  type NotificationCircumstances,
  type NotificationDecision,
  type NotificationMessage,
  type PushPayload,
} from '@quotemarket/contract';
import { queryRows, type Database } from '../../db/database';
import { devices, notificationQueue } from '../../db/schema';
import type { DevicePlatform } from '../../edges/push-sender';
import { readNotificationSettings } from '../accounts/notification-settings';

/** Enqueuing NOTIFYs this channel (on commit): every process's drainer wakes at once. */
export const pushQueueChannel = 'quotemarket_push_queue';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A notification for one buyer: what the rules weigh, the event it tells of, and its words. */
export type BuyerNotification = DistributiveOmit<NotificationCircumstances, 'switches' | 'at'> & {
  buyerId: number;
  /** Names the event (`new-bid:<estimation id>`): a device gets each event once. */
  dedupeKey: string;
  message: NotificationMessage;
  now: Date;
};

/**
 * Enqueues the notification for each of the buyer's devices, if their settings and the law allow it
 * now (contract `notificationDecision`). Call it inside the transaction of the event: the rows then
 * exist exactly when the event does, and the drainers are woken when it commits. Devices that
 * registered no token (a browser without a subscription) get nothing.
 */
export async function notifyBuyer(
  db: Database,
  notification: BuyerNotification,
): Promise<NotificationDecision & { enqueued: number }> {
  const { buyerId, dedupeKey, message, now, ...circumstances } = notification;
  const switches = await readNotificationSettings(db, buyerId);
  const decision = notificationDecision({
    ...circumstances,
    switches,
    at: now,
  } as NotificationCircumstances);
  if (!decision.send) return { ...decision, enqueued: 0 };
  const payload: PushPayload = pushPayloadSchema.parse(message);
  const at = now.toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      insert into ${notificationQueue}
        (device_id, kind, dedupe_key, payload, next_attempt_at, created_at)
      select ${devices.id}, ${notification.kind}::notification_kind, ${dedupeKey}, ${JSON.stringify(payload)}::jsonb,
        ${at}::timestamptz, ${at}::timestamptz
      from ${devices}
      where ${devices.userId} = ${buyerId} and ${devices.fcmToken} <> ''
      on conflict (dedupe_key, device_id) do nothing
      returning id`,
  );
  if (rows.length > 0) await db.execute(sql`select pg_notify(${pushQueueChannel}, '')`);
  return { ...decision, enqueued: rows.length };
}

/** A queued notification a drainer has claimed, with where to send it. */
export interface ClaimedPush {
  id: number;
  deviceId: number;
  platform: DevicePlatform;
  token: string;
  payload: PushPayload;
  /** Sends tried, this one included. */
  attempts: number;
  createdAt: Date;
}

interface ClaimedRow {
  id: number;
  device_id: number;
  platform: DevicePlatform;
  fcm_token: string;
  payload: PushPayload | string;
  attempts: number;
  created_at: Date | string;
}

/**
 * Claims up to `limit` due notifications for this process. One statement locks them with SKIP
 * LOCKED (another process's claim skips them instead of waiting), counts the attempt and moves
 * `next_attempt_at` past a lease: the rows are sent after the statement commits, with no lock or
 * transaction held during the HTTP calls, and a process that dies while sending leaves them to be
 * claimed again when the lease ends. A row claimed `maxAttempts` times without an outcome (its
 * senders died) is given up.
 */
export async function claimDuePushes(
  db: Database,
  input: { now: Date; limit: number; leaseMs: number; maxAttempts: number },
): Promise<ClaimedPush[]> {
  const now = input.now.toISOString();
  await db.execute(sql`
    update ${notificationQueue}
    set status = 'FAILED', last_error = coalesce(last_error, 'no outcome after every attempt')
    where status = 'PENDING' and attempts >= ${input.maxAttempts}
      and next_attempt_at <= ${now}::timestamptz`);
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`
      with due as (
        select id from ${notificationQueue}
        where status = 'PENDING' and next_attempt_at <= ${now}::timestamptz
        order by next_attempt_at, id
        limit ${input.limit}
        for update skip locked
      )
      update ${notificationQueue} q
      set attempts = q.attempts + 1,
        next_attempt_at = ${new Date(input.now.getTime() + input.leaseMs).toISOString()}::timestamptz
      from due, ${devices} d
      where q.id = due.id and d.id = q.device_id
      returning q.id, q.device_id, d.platform, d.fcm_token, q.payload, q.attempts, q.created_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    deviceId: row.device_id,
    platform: row.platform,
    token: row.fcm_token,
    payload:
      typeof row.payload === 'string' ? (JSON.parse(row.payload) as PushPayload) : row.payload,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
  }));
}

/**
 * The outcome of a claimed send. Each is written only while the row is still this claim's (its
 * attempt count unchanged): a claim whose lease ran out no longer decides.
 */
const stillClaimed = (push: ClaimedPush) =>
  and(
    eq(notificationQueue.id, push.id),
    eq(notificationQueue.status, 'PENDING'),
    eq(notificationQueue.attempts, push.attempts),
  );

export async function markPushSent(db: Database, push: ClaimedPush, now: Date): Promise<void> {
  await db
    .update(notificationQueue)
    .set({ status: 'SENT', sentAt: now, lastError: null })
    .where(stillClaimed(push));
}

export async function schedulePushRetry(
  db: Database,
  push: ClaimedPush,
  input: { at: Date; error: string },
): Promise<void> {
  await db
    .update(notificationQueue)
    .set({ nextAttemptAt: input.at, lastError: input.error })
    .where(stillClaimed(push));
}

export async function markPushFailed(db: Database, push: ClaimedPush, error: string) {
  await db
    .update(notificationQueue)
    .set({ status: 'FAILED', lastError: error })
    .where(stillClaimed(push));
}

/**
 * The push service says the device is gone: its registration goes, and its queued notifications
 * with it (the foreign key cascades). Only while it still holds the token that was refused: a
 * device that registered a fresh subscription meanwhile keeps it, and just this send fails.
 */
export async function forgetGoneDevice(
  db: Database,
  push: ClaimedPush,
  error: string,
): Promise<'forgotten' | 'token-changed'> {
  const deleted = await db
    .delete(devices)
    .where(and(eq(devices.id, push.deviceId), eq(devices.fcmToken, push.token)))
    .returning({ id: devices.id });
  if (deleted.length > 0) return 'forgotten';
  await markPushFailed(db, push, error);
  return 'token-changed';
}
