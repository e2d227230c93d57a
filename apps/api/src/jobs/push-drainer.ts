import type { Database, DatabaseHandle } from '../db/database';
import {
  claimDuePushes,
  forgetGoneDevice,
  markPushFailed,
  markPushSent,
  pushQueueChannel,
  schedulePushRetry,
  type ClaimedPush,
} from '../domain/notifications/queue';
import { PushDeliveryError, PushTargetGoneError, type PushSender } from '../edges/push-sender';

export interface PushDrainerOptions {
  /** Due rows are looked for this often besides every wake-up (a retry falling due, a lost NOTIFY). */
  pollIntervalMs?: number;
  /** Rows claimed, and sent concurrently, at a time. */
  batchSize?: number;
  /** Sends tried before a notification is given up as failed. */
  maxAttempts?: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed row is left to its process before another may claim it (longer than a send). */
  leaseMs?: number;
  /** The jitter's source (tests fix it). */
  random?: () => number;
}

export const pushDrainerDefaults = {
  pollIntervalMs: 5_000,
  batchSize: 50,
  // 10 s, 20 s, … 10 min: about twenty minutes of trying, then the news is stale anyway.
  maxAttempts: 8,
  retryBaseMs: 10_000,
  retryMaxMs: 10 * 60_000,
  leaseMs: 60_000,
} as const;

/**
 * The wait before try `attempt + 1`: exponential, with half of it random, so the retries of many
 * messages that failed together (a push service's outage) do not all come back at the same moment;
 * never sooner than the push service's own Retry-After.
 */
export function retryDelayMs(
  attempt: number,
  options: { retryBaseMs: number; retryMaxMs: number; random: () => number },
  retryAfterMs = 0,
): number {
  const exponential = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** (attempt - 1));
  const jittered = exponential / 2 + (options.random() * exponential) / 2;
  return Math.max(jittered, Math.min(retryAfterMs, options.retryMaxMs));
}

interface PushDrainerDeps {
  db: Database;
  listen: DatabaseHandle['listen'];
  sender: PushSender;
  now: () => Date;
  log: {
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}

export interface PushDrainer {
  /** Looks for due notifications now (an enqueue in this process, a test). */
  wake(): void;
  /** Resolves once no due notification is left (tests). */
  drain(): Promise<void>;
  /** Stops waking, then waits for the sends in flight and their outcomes to be written. */
  stop(): Promise<void>;
}

/**
 * Sends the queued push notifications from this process (every API process runs one). Woken by
 * the NOTIFY each enqueue sends on commit, so a buyer hears of a bid within moments, and by a poll
 * for retries and anything missed. Claims are made with SKIP LOCKED and a lease (queue.ts), so any
 * number of processes drain one queue and each row is sent by one of them; on the embedded
 * database, where the one connection serves every query in turn, no transaction stays open while
 * a push service is called. Off the request path: nothing waits for it but `stop`.
 */
export async function startPushDrainer(
  deps: PushDrainerDeps,
  options: PushDrainerOptions = {},
): Promise<PushDrainer> {
  const settings = { ...pushDrainerDefaults, random: Math.random, ...options };
  const { db, sender, now, log } = deps;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let stopped = false;

  const fail = async (push: ClaimedPush, error: string) => {
    log.error({ notificationId: push.id, attempts: push.attempts, error }, 'push: given up');
    await markPushFailed(db, push, error);
  };

  const deliver = async (push: ClaimedPush) => {
    try {
      await sender.send({ platform: push.platform, token: push.token }, push.payload);
      await markPushSent(db, push, now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PushTargetGoneError) {
        const outcome = await forgetGoneDevice(db, push, message);
        log.info({ deviceId: push.deviceId, outcome, error: message }, 'push: device gone');
        return;
      }
      // Anything but a refusal the push service gave for good may pass: tried again.
      const retryable = !(error instanceof PushDeliveryError) || error.retryable;
      if (!retryable || push.attempts >= settings.maxAttempts) return fail(push, message);
      const delay = retryDelayMs(
        push.attempts,
        settings,
        error instanceof PushDeliveryError ? error.retryAfterMs : undefined,
      );
      log.warn(
        { notificationId: push.id, attempts: push.attempts, delay, error: message },
        'push: retrying later',
      );
      await schedulePushRetry(db, push, { at: new Date(now().getTime() + delay), error: message });
    }
  };

  const drainRounds = async () => {
    do {
      wokenWhileRunning = false;
      for (;;) {
        const claimed = await claimDuePushes(db, {
          now: now(),
          limit: settings.batchSize,
          leaseMs: settings.leaseMs,
          maxAttempts: settings.maxAttempts,
        });
        await Promise.all(
          claimed.map((push) =>
            deliver(push).catch((error: unknown) =>
              log.error(
                { err: error, notificationId: push.id },
                'push: recording the outcome failed',
              ),
            ),
          ),
        );
        if (claimed.length < settings.batchSize || stopped) break;
      }
    } while (wokenWhileRunning && !stopped);
  };

  const run = (): Promise<void> => {
    if (running) {
      wokenWhileRunning = true;
      return running;
    }
    running = drainRounds()
      .catch((error: unknown) => log.error({ err: error }, 'push: draining failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const wake = () => {
    if (!stopped) void run();
  };

  const stopListening = await deps.listen(pushQueueChannel, wake, (state) => {
    if (state === 'restored') wake();
  });
  const poll = setInterval(wake, settings.pollIntervalMs);
  poll.unref();
  // Whatever was left due before this process started.
  wake();

  return {
    wake,
    async drain() {
      // A run already going may have claimed before the caller's rows were committed.
      await running;
      await run();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      await stopListening();
      await running;
    },
  };
}
