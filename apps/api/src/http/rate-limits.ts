import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany, type RateLimit } from '../domain/shared/rate-limits';
import { windowEnd, type RateLimitStore } from '../edges/rate-limit-store';
import { clientAddress } from './client-address';

/** The most hits one reservation takes from the shared store for this process. */
export const largestReservation = 32;
/** A reservation takes at most this share of what is left of the budget, so none can strand much. */
const reservationShare = 8;
/** How often this process forgets the windows that have ended. */
const sweepMs = 5_000;

/** One key's window as this process sees it. */
interface Tally {
  resetAt: number;
  /** Hits the store has counted for this process and it has not admitted yet. */
  reserved: number;
  /** Everyone's count at the store's last answer, reservations included. */
  shared: number;
  /** Requests waiting for the next reservation, in the order they came. */
  waiting: ((admitted: boolean) => void)[];
  /** Whether a reservation is on its way to the store. */
  reserving: boolean;
  /** Hits admitted while the store could not be reached, to be counted there once it answers. */
  unrecorded: number;
  /** Hits admitted by this process in this window: its bound while the store cannot be reached. */
  admittedHere: number;
}

/** What a request learns of its key's budget. */
export interface BudgetAnswer {
  admitted: boolean;
  /** The window's count as far as this process knows, this request included (above the budget when refused). */
  count: number;
  resetAt: number;
}

/**
 * The API budget, shared by every API process through the store, without a store round trip per
 * request: a process reserves a few hits of a key's window in the store (one atomic increment)
 * and admits that many requests on its own, then reserves again. Every admitted request has been
 * counted in the store first, so however many processes a client's requests are spread over, no
 * more than the budget is admitted in a window (when counts were exchanged in the background, a
 * burst over two processes got 651 of a budget of 600 through). A reservation is at most an eighth
 * of what is left, so the hits a process reserved and was not asked for again (they lapse with
 * the window) cost a client who nears the budget a few requests at most, never more than that.
 *
 * A key's first request in a window waits for the store, as do those past a reservation; a client
 * of a page or two a minute asks the store once a window. When the store fails, each process
 * admits up to the budget on its own and counts those hits there once it answers.
 */
export class SharedBudget {
  private readonly tallies = new Map<string, Tally>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: RateLimitStore,
    private readonly limit: RateLimit,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => this.forgetEndedWindows(), sweepMs);
    this.timer.unref();
  }

  /** Counts one request of `key`; whether it is within the budget of the current window. */
  async hit(key: string): Promise<BudgetAnswer> {
    const resetAt = windowEnd(this.now().getTime(), this.limit.windowMs);
    let tally = this.tallies.get(key);
    if (tally?.resetAt !== resetAt) {
      tally = {
        resetAt,
        reserved: 0,
        shared: 0,
        waiting: [],
        reserving: false,
        unrecorded: 0,
        admittedHere: 0,
      };
      this.tallies.set(key, tally);
    }
    const refused = { admitted: false, count: this.limit.max + 1, resetAt };
    if (tally.reserved > 0) {
      tally.reserved -= 1;
      tally.admittedHere += 1;
      return this.admitted(tally);
    }
    // Counts only grow within a window: once everyone's is full, nothing is left to reserve.
    if (tally.shared >= this.limit.max) return refused;
    const current = tally;
    const admitted = await new Promise<boolean>((resolve) => {
      current.waiting.push(resolve);
      if (!current.reserving) void this.reserve(key, current);
    });
    return admitted ? this.admitted(current) : refused;
  }

  private admitted(tally: Tally): BudgetAnswer {
    const counted = tally.shared + tally.unrecorded - tally.reserved;
    return { admitted: true, count: Math.max(1, counted), resetAt: tally.resetAt };
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private forgetEndedWindows(): void {
    const at = this.now().getTime();
    for (const [key, tally] of this.tallies) {
      if (tally.resetAt <= at && tally.waiting.length === 0) this.tallies.delete(key);
    }
  }

  /** Reserves hits for the waiting requests (and a few after them) until none is left waiting. */
  private async reserve(key: string, tally: Tally): Promise<void> {
    tally.reserving = true;
    while (tally.waiting.length > 0) {
      const left = this.limit.max - tally.shared;
      const wanted = Math.max(
        tally.waiting.length,
        Math.min(largestReservation, Math.floor(left / reservationShare)),
      );
      let granted: number;
      try {
        const sent = wanted + tally.unrecorded;
        const { count } = await this.store.hit(key, this.limit.windowMs, tally.resetAt - 1, sent);
        tally.unrecorded = 0;
        tally.shared = count;
        granted = Math.min(wanted, Math.max(0, this.limit.max - (count - wanted)));
      } catch (error) {
        this.onError(error);
        granted = Math.min(
          wanted,
          Math.max(0, this.limit.max - tally.admittedHere - tally.reserved),
        );
        tally.unrecorded += granted;
      }
      const served = tally.waiting.splice(0, Math.min(granted, tally.waiting.length));
      tally.reserved += granted - served.length;
      tally.admittedHere += served.length;
      for (const admit of served) admit(true);
      if (granted < wanted) {
        // The budget is spent: everyone still waiting is refused.
        for (const refuse of tally.waiting.splice(0)) refuse(false);
      }
    }
    tally.reserving = false;
  }
}

/** Whether `request` spends the API budget: `/api` routes, and unknown addresses under `/api/`. */
function isCounted(request: FastifyRequest): boolean {
  if (request.routeOptions.config.rateLimit === false) return false;
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}

/**
 * The plugin's store contract over the budget (the plugin constructs the class it is given). The
 * plugin refuses above `max`, so the budget's answer decides and the count only informs.
 */
function pluginStore(
  budget: SharedBudget,
  limit: RateLimit,
  now: () => Date,
): new () => FastifyRateLimitStore {
  return class {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1]) {
      void budget.hit(key).then(({ admitted, count, resetAt }) =>
        callback(null, {
          current: admitted ? Math.min(count, limit.max) : Math.max(count, limit.max + 1),
          ttl: resetAt - now().getTime(),
        }),
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
  const budget = new SharedBudget(options.store, options.limit, options.now, (error) =>
    app.log.error({ err: error }, 'rate limit store failed; counts kept for the next try'),
  );
  app.addHook('onClose', async () => budget.stop());
  await app.register(fastifyRateLimit, {
    global: false,
    max: options.limit.max,
    timeWindow: options.limit.windowMs,
    store: pluginStore(budget, options.limit, options.now),
    keyGenerator: (request) => `api:${clientAddress(request)}`,
    allowList: (request) => !isCounted(request),
    errorResponseBuilder: (_request, context) =>
      tooMany('요청이', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  app.addHook('onRequest', app.rateLimit());
}
