import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';

/**
 * Takes a transaction-level advisory lock if no other session holds it. Every API process runs the
 * same jobs; the one that gets the lock does the round and the others skip it.
 */
export async function tryJobLock(tx: Transaction, key: number): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${key}) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

export interface PeriodicJobOptions {
  intervalMs?: number;
  firstRunDelayMs?: number;
}

export interface PeriodicJobLog {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/**
 * Runs `round` every `intervalMs` (the first after `firstRunDelayMs`) on a timer that does not keep
 * the process alive; a round's failure is logged and the next one comes as planned. `stop` clears
 * the timer and waits for a round in progress, so the database can be closed after it.
 */
export function startPeriodicJob(
  round: () => Promise<void>,
  { intervalMs, firstRunDelayMs }: Required<PeriodicJobOptions>,
  { log, name }: { log: PeriodicJobLog; name: string },
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = () => {
    running = round()
      .catch((error: unknown) => log.error({ err: error }, `${name}: round failed`))
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
