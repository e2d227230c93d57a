import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany, type RateLimit } from '../domain/shared/rate-limits';
import { windowEnd, type RateLimitStore, type WindowCount } from '../edges/rate-limit-store';
import { clientAddress } from './client-address';

/** How often this process adds its new counts to the shared store and reads everyone's back. */
export const budgetSyncMs = 250;

/** One key's window as this process sees it. */
interface Tally {
  resetAt: number;
  /** Everyone's count at the last answer of the store, this process's sent hits included. */
  shared: number;
  /** Hits on their way to the store. */
  sending: number;
  /** Hits not sent yet. */
  unsent: number;
  /** The latest exchange with the store that requests wait for (the first of the window, or one after a pause). */
  joined: Promise<void>;
  /** When everyone's count was last read (epoch ms). */
  exchangedAt: number;
}

/**
 * The API budget's counts: kept in this process and exchanged with the shared store in the
 * background, so a request costs a map lookup instead of a database round trip (a write per
 * request made the embedded database the bottleneck: 8,000 → 600 requests/s).
 *
 * This process's own requests are counted exactly, and the first request of a key in a window
 * waits for everyone's count; the other processes' requests since are seen within `syncMs`. So
 * with several processes a client gets at most what they admit in that interval beyond the budget.
 */
export class SharedBudget {
  private readonly tallies = new Map<string, Tally>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: RateLimitStore,
    private readonly windowMs: number,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void,
    private readonly syncMs = budgetSyncMs,
  ) {
    this.timer = setInterval(() => this.syncAll(), syncMs);
    this.timer.unref();
  }

  /** Counts one request of `key`; the window's count so far (everyone's), this one included. */
  async hit(key: string): Promise<WindowCount> {
    const at = this.now().getTime();
    const resetAt = windowEnd(at, this.windowMs);
    let tally = this.tallies.get(key);
    if (tally?.resetAt !== resetAt) {
      const fresh: Tally = {
        resetAt,
        shared: 0,
        sending: 0,
        unsent: 1,
        joined: Promise.resolve(),
        exchangedAt: at,
      };
      fresh.joined = this.send(key, fresh);
      this.tallies.set(key, fresh);
      tally = fresh;
    } else {
      tally.unsent += 1;
      // The background exchange runs only while this process has hits to send: a key that was
      // quiet here holds a stale count of everyone's, so its next request reads the count afresh.
      if (tally.sending === 0 && at - tally.exchangedAt > this.syncMs) {
        tally.joined = this.send(key, tally);
      }
    }
    await tally.joined;
    return { count: tally.shared + tally.sending + tally.unsent, resetAt };
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private syncAll(): void {
    const at = this.now().getTime();
    for (const [key, tally] of this.tallies) {
      // An ended window's last hits no longer matter to anyone.
      if (tally.resetAt <= at) this.tallies.delete(key);
      else if (tally.unsent > 0 && tally.sending === 0) void this.send(key, tally);
    }
  }

  /** Sends the unsent hits and takes everyone's count back; a failure keeps them for next time. */
  private async send(key: string, tally: Tally): Promise<void> {
    const hits = tally.unsent;
    tally.unsent = 0;
    tally.sending = hits;
    try {
      const { count } = await this.store.hit(key, this.windowMs, tally.resetAt - 1, hits);
      tally.shared = count;
      tally.exchangedAt = this.now().getTime();
    } catch (error) {
      this.onError(error);
      tally.unsent += hits;
    } finally {
      tally.sending = 0;
    }
  }
}

/** Whether `request` spends the API budget: `/api` routes, and unknown addresses under `/api/`. */
function isCounted(request: FastifyRequest): boolean {
  if (request.routeOptions.config.rateLimit === false) return false;
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}

/** The plugin's store contract over the budget (the plugin constructs the class it is given). */
function pluginStore(budget: SharedBudget, now: () => Date): new () => FastifyRateLimitStore {
  return class {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1]) {
      void budget
        .hit(key)
        .then(({ count, resetAt }) =>
          callback(null, { current: count, ttl: resetAt - now().getTime() }),
        );
    }

    /** Routes share the one budget per address: no route has a count of its own. */
    child() {
      return this;
    }
  };
}

/**
 * One budget per client address over every `/api` request (routes with `rateLimit: false` in their
 * config aside: health, the live streams), counted before anything else runs, even the token
 * check. Over it: 429 in the envelope, with Retry-After.
 */
export async function registerApiRateLimit(
  app: FastifyInstance,
  options: { store: RateLimitStore; limit: RateLimit; now: () => Date },
): Promise<void> {
  const budget = new SharedBudget(options.store, options.limit.windowMs, options.now, (error) =>
    app.log.error({ err: error }, 'rate limit store failed; counts kept for the next try'),
  );
  app.addHook('onClose', async () => budget.stop());
  await app.register(fastifyRateLimit, {
    global: false,
    max: options.limit.max,
    timeWindow: options.limit.windowMs,
    store: pluginStore(budget, options.now),
    keyGenerator: (request) => `api:${clientAddress(request)}`,
    allowList: (request) => !isCounted(request),
    errorResponseBuilder: (_request, context) =>
      tooMany('요청이', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  app.addHook('onRequest', app.rateLimit());
}
