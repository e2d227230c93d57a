import type { Database } from '../db/database';
import { enqueueClosingWindowReminders } from '../domain/notifications/events';
import {
  startPeriodicJob,
  tryJobLock,
  type PeriodicJobLog,
  type PeriodicJobOptions,
} from './periodic-job';

/** Every process runs the job this often: a reminder comes at most this late into its last hour. */
export const closingReminderJobDefaults = { intervalMs: 60 * 1000, firstRunDelayMs: 5 * 1000 };

/** Every API process tries this lock; the one that gets it looks for closing windows. */
const closingReminderLockKey = 5_138_260_621;

/**
 * One round under the lock: `undefined` when another process holds it, else how many requests'
 * buyers were reminded. The dedupe keys would keep a reminder single without the lock; the lock
 * spares the other processes the same search.
 */
export async function remindOfClosingWindows(db: Database, now: Date): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, closingReminderLockKey))) return undefined;
    return enqueueClosingWindowReminders(tx, now);
  });
}

interface ClosingReminderJobDeps {
  db: Database;
  now: () => Date;
  log: PeriodicJobLog;
}

/** Runs `remindOfClosingWindows` every minute (by default) in this process. */
export function startClosingReminderJob(
  { db, now, log }: ClosingReminderJobDeps,
  options: PeriodicJobOptions = {},
): { stop: () => Promise<void> } {
  return startPeriodicJob(
    async () => {
      const reminded = await remindOfClosingWindows(db, now());
      if (reminded) log.info({ reminded }, 'push: closing windows reminded');
    },
    { ...closingReminderJobDefaults, ...options },
    { log, name: 'push: closing reminders' },
  );
}
