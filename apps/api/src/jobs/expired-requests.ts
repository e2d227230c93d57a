import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { quotations } from '../db/schema';
import { publishQuoteEvent } from '../domain/events/quote-events';
import { standingBidderIds } from '../domain/quotations/closing';
import { lockQuotationsWhere } from '../domain/quotations/lock-order';
import {
  startPeriodicJob,
  tryJobLock,
  type PeriodicJobLog,
  type PeriodicJobOptions,
} from './periodic-job';

/** Every process runs the job this often: a dealer hears of an expiry at most this late. */
export const expiredRequestJobDefaults = { intervalMs: 30 * 1000, firstRunDelayMs: 5 * 1000 };

/** Every API process tries this lock; the one that gets it announces the expiries. */
const expiredRequestLockKey = 5_138_260_622;

/** A round announces at most this many; a backlog drains over the next rounds. */
const batchSize = 200;

/**
 * Tells the bidders of requests whose deadline passed with nobody chosen that they expired: nothing
 * is written at a deadline (every reader compares it with the time), so without this the consoles
 * would learn it only on their next read. Each request is marked once announced, in the same
 * transaction as its events, so it is told once however many processes run the job. A selection
 * or an early close keeps the request out (its status is no longer OPEN: it was told then).
 * Returns how many were announced, or `undefined` when another process holds the lock.
 */
export async function announceExpiredRequests(
  db: Database,
  now: Date,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, expiredRequestLockKey))) return undefined;
    const unannounced = and(
      eq(quotations.status, 'OPEN'),
      isNull(quotations.expiryAnnouncedAt),
      lte(quotations.deadlineAt, now),
    )!;
    const candidates = await tx
      .select({ id: quotations.id, categoryId: quotations.categoryId })
      .from(quotations)
      .where(unannounced)
      .orderBy(quotations.deadlineAt)
      .limit(batchSize);
    if (candidates.length === 0) return 0;
    // Locked in the one order of every request write, and asked again under the lock: a buyer's
    // selection or close that committed meanwhile takes its request out (it was told then).
    const locked = await lockQuotationsWhere(
      tx,
      and(
        unannounced,
        inArray(
          quotations.id,
          candidates.map((request) => request.id),
        ),
      )!,
    );
    if (locked.length === 0) return 0;
    const expired = candidates.filter((request) => locked.includes(request.id));
    await tx
      .update(quotations)
      .set({ expiryAnnouncedAt: now })
      .where(inArray(quotations.id, locked));
    for (const request of expired) {
      await publishQuoteEvent(tx, {
        type: 'quotation-closed',
        quotationId: request.id,
        categoryId: request.categoryId,
        reason: 'EXPIRED',
        bidderSellerIds: await standingBidderIds(tx, request.id),
      });
    }
    return expired.length;
  });
}

interface ExpiredRequestJobDeps {
  db: Database;
  now: () => Date;
  log: PeriodicJobLog;
}

/** Runs `announceExpiredRequests` every half minute (by default) in this process. */
export function startExpiredRequestJob(
  { db, now, log }: ExpiredRequestJobDeps,
  options: PeriodicJobOptions = {},
): { stop: () => Promise<void> } {
  return startPeriodicJob(
    async () => {
      const announced = await announceExpiredRequests(db, now());
      if (announced) log.info({ announced }, 'events: expired requests announced');
    },
    { ...expiredRequestJobDefaults, ...options },
    { log, name: 'events: expired requests' },
  );
}
