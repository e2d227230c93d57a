import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { enqueueClosingWindowReminders } from '../domain/notifications/events';

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
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${closingReminderLockKey}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (result.rows[0]?.locked !== true) return undefined;
    return enqueueClosingWindowReminders(tx, now);
  });
}

export interface ClosingReminderJobOptions {
  intervalMs?: number;
  firstRunDelayMs?: number;
}

interface ClosingReminderJobDeps {
  db: Database;
  now: () => Date;
  log: {
    info: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}

/**
 * Runs `remindOfClosingWindows` on a timer that does not keep the process alive. `stop` clears the
 * timer and waits for a round in progress, so the database can be closed after it.
 */
export function startClosingReminderJob(
  { db, now, log }: ClosingReminderJobDeps,
  options: ClosingReminderJobOptions = {},
): { stop: () => Promise<void> } {
  const { intervalMs, firstRunDelayMs } = { ...closingReminderJobDefaults, ...options };
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = () => {
    running = remindOfClosingWindows(db, now())
      .then((reminded) => {
        if (reminded) log.info({ reminded }, 'push: closing windows reminded');
      })
      .catch((error: unknown) => log.error({ err: error }, 'push: closing reminders failed'))
      .finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
  };

  schedule(firstRunDelayMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
