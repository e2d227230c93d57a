import { sql } from 'drizzle-orm';
import { Redis, type Result } from 'ioredis';
import { queryRows, type Database } from '../db/database';

/** A key's count in its current window. */
export interface WindowCount {
  /** Hits in the window so far, this one included. */
  count: number;
  /** When the window ends (epoch ms); the count starts over after it. */
  resetAt: number;
}

/**
 * Hits that grow slower instead of stopping: the first `freeHits` of a window pass at once, and
 * from there each counted hit makes the next wait, `firstPauseMs` after the `freeHits`-th hit,
 * doubling with every hit after it up to `maxPauseMs`.
 */
export interface Pacing {
  freeHits: number;
  firstPauseMs: number;
  maxPauseMs: number;
}

/** A paced hit: counted, or turned away uncounted until `retryAt` (epoch ms). */
export type PacedHit = ({ admitted: true } & WindowCount) | { admitted: false; retryAt: number };

/** The pause the `hits`-th hit of a window sets before the next; the exponent is bounded. */
export function pauseAfter(hits: number, pacing: Pacing): number {
  if (hits < pacing.freeHits) return 0;
  const doublings = Math.min(hits - pacing.freeHits, 30);
  return Math.min(pacing.maxPauseMs, pacing.firstPauseMs * 2 ** doublings);
}

/**
 * Counts hits per key in fixed windows, in a place every API process shares, so a client cannot
 * multiply its budget by landing on another process. Each method counts in one atomic round trip
 * (a paced hit turned away takes a second one to say until when).
 */
export interface RateLimitStore {
  /** Adds `hits` (one by default) to `key` in the window of `windowMs` that holds `now` (epoch ms). */
  hit(key: string, windowMs: number, now: number, hits?: number): Promise<WindowCount>;
  /**
   * Adds one hit to `key` unless the pause its last counted hit set (`pacing`) lasts past `now`.
   * A hit turned away counts nothing, so knocking during a pause never makes it longer.
   */
  pace(key: string, windowMs: number, now: number, pacing: Pacing): Promise<PacedHit>;
  /** Takes one hit back from the window that ends at `resetAt` (an attempt that went well). */
  forgive(key: string, resetAt: number): Promise<void>;
  /** Empties the window that ends at `resetAt`. */
  clear(key: string, resetAt: number): Promise<void>;
}

/**
 * Windows are aligned to the epoch, so every process agrees where one ends without asking anyone,
 * and a window is named by its end.
 */
export function windowEnd(now: number, windowMs: number): number {
  return (Math.floor(now / windowMs) + 1) * windowMs;
}

const isoOf = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * The key as the database stores it: UTF-8, a lone surrogate (from a guessed e-mail, say) as U+FFFD,
 * as the driver sends a bound text. JSON would carry it as an escape PostgreSQL refuses.
 */
const storedKey = (key: string) => Buffer.from(key, 'utf8').toString('utf8');

/** A hit waiting for the next statement. */
interface QueuedHit {
  key: string;
  windowEndsAt: number;
  hits: number;
  settle: (outcome: { count: WindowCount } | { error: unknown }) => void;
}

/**
 * The counts in the `rate_limit_counters` table: one row per key, started over by the first hit of
 * a later window (a process whose clock is slightly behind joins the newer window rather than
 * resetting it). The retention job deletes the rows of ended windows.
 *
 * Hits go to the database together: while one statement is out, the hits that come meanwhile (of
 * any number of client addresses) wait and go as the next one, so a busy process sends one
 * statement per round trip instead of one per address.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  private queued: QueuedHit[] = [];
  private sending = false;

  constructor(private readonly db: Database) {}

  hit(key: string, windowMs: number, now: number, hits = 1): Promise<WindowCount> {
    return new Promise((resolve, reject) => {
      this.queued.push({
        key,
        windowEndsAt: windowEnd(now, windowMs),
        hits,
        settle: (outcome) => ('count' in outcome ? resolve(outcome.count) : reject(outcome.error)),
      });
      if (this.sending) return;
      this.sending = true;
      // Hits of the same turn of the event loop go in the first statement too.
      queueMicrotask(() => void this.sendQueued());
    });
  }

  private async sendQueued(): Promise<void> {
    while (this.queued.length > 0) {
      const batch = this.queued;
      this.queued = [];
      try {
        await this.countBatch(batch);
      } catch (error) {
        for (const queued of batch) queued.settle({ error });
      }
    }
    this.sending = false;
  }

  /**
   * One upsert for the batch. A key hit more than once in it is one row: its hits summed into the
   * latest window among them (the order a concurrent batch's hits land in is anyone's), each hit
   * answered with the count it reached.
   */
  private async countBatch(batch: QueuedHit[]): Promise<void> {
    const byKey = new Map<string, { hits: number; windowEndsAt: number }>();
    for (const { key, hits, windowEndsAt } of batch) {
      const row = byKey.get(storedKey(key));
      byKey.set(storedKey(key), {
        hits: (row?.hits ?? 0) + hits,
        windowEndsAt: Math.max(row?.windowEndsAt ?? 0, windowEndsAt),
      });
    }
    const rows = [...byKey].map(([key, row]) => ({
      key,
      hits: row.hits,
      ends: isoOf(row.windowEndsAt),
    }));
    const counted = await queryRows<{ key: string; hits: number; reset_at: number }>(
      this.db,
      sql`
      insert into rate_limit_counters as counter (key, hits, window_ends_at)
      select key, hits, ends
        from json_to_recordset(${JSON.stringify(rows)}::json) as batch(key text, hits int, ends timestamptz)
      on conflict (key) do update set
        hits = case when counter.window_ends_at >= excluded.window_ends_at
          then counter.hits + excluded.hits else excluded.hits end,
        window_ends_at = greatest(counter.window_ends_at, excluded.window_ends_at)
      returning key, hits, (extract(epoch from window_ends_at) * 1000)::float8 as reset_at
    `,
    );
    // Each key's hits, in the order they came, reach the counts below the total one by one.
    const reached = new Map(
      counted.map((row) => [
        row.key,
        { count: row.hits - byKey.get(row.key)!.hits, resetAt: row.reset_at },
      ]),
    );
    for (const queued of batch) {
      const row = reached.get(storedKey(queued.key))!;
      row.count += queued.hits;
      queued.settle({ count: { count: row.count, resetAt: row.resetAt } });
    }
  }

  async pace(key: string, windowMs: number, now: number, pacing: Pacing): Promise<PacedHit> {
    const end = isoOf(windowEnd(now, windowMs));
    const at = isoOf(now);
    const hits = sql`case when counter.window_ends_at >= excluded.window_ends_at
      then counter.hits + 1 else 1 end`;
    // pauseAfter in SQL, for the count the update reaches.
    const nextPauseEnd = sql`case when ${hits} >= ${pacing.freeHits}::int
      then ${at}::timestamptz + least(
        ${pacing.maxPauseMs}::float8,
        ${pacing.firstPauseMs}::float8 * power(2, least(${hits} - ${pacing.freeHits}::int, 30))
      ) * interval '1 millisecond' end`;
    const firstPause = pauseAfter(1, pacing);
    const [counted] = await queryRows<{ hits: number; reset_at: number }>(
      this.db,
      sql`
      insert into rate_limit_counters as counter (key, hits, window_ends_at, pause_ends_at)
      values (${key}, 1, ${end}::timestamptz,
        ${firstPause > 0 ? isoOf(now + firstPause) : null}::timestamptz)
      on conflict (key) do update set
        hits = ${hits},
        window_ends_at = greatest(counter.window_ends_at, excluded.window_ends_at),
        pause_ends_at = ${nextPauseEnd}
      where counter.window_ends_at < excluded.window_ends_at
        or counter.pause_ends_at is null
        or counter.pause_ends_at <= ${at}::timestamptz
      returning hits, (extract(epoch from window_ends_at) * 1000)::float8 as reset_at
    `,
    );
    if (counted) return { admitted: true, count: counted.hits, resetAt: counted.reset_at };
    // Turned away: the pause is read in a statement of its own, which sees the hit that set it
    // (the update's own snapshot may predate it; the conflict waited for it to commit).
    const [paused] = await queryRows<{ pause_end: number | null }>(
      this.db,
      sql`select (extract(epoch from pause_ends_at) * 1000)::float8 as pause_end
        from rate_limit_counters where key = ${key}`,
    );
    const pauseEnd = paused?.pause_end ?? 0;
    // A pause already over (or a row the retention job took) asks only for a second.
    return { admitted: false, retryAt: pauseEnd > now ? pauseEnd : now + 1000 };
  }

  async forgive(key: string, resetAt: number): Promise<void> {
    await this.db.execute(sql`
      update rate_limit_counters set hits = hits - 1
      where key = ${key} and window_ends_at = ${isoOf(resetAt)}::timestamptz and hits > 0
    `);
  }

  async clear(key: string, resetAt: number): Promise<void> {
    await this.db.execute(sql`
      delete from rate_limit_counters
      where key = ${key} and window_ends_at = ${isoOf(resetAt)}::timestamptz
    `);
  }
}

/**
 * INCRBY and its expiry as one command: a script is pipelined with its neighbours (a MULTI is not),
 * and atomic all the same. ARGV: hits, windowMs.
 */
const hitScript = `local hits = redis.call('INCRBY', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return hits`;

/**
 * DECR only a count that is still there and above zero: a decrement after expiry would leave a key
 * without a TTL behind.
 */
const forgiveScript = `local hits = tonumber(redis.call('GET', KEYS[1]))
if hits and hits > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The pause beside the window's count (KEYS[2], when it ends, in epoch ms): a hit while it lasts
 * counts nothing; a counted hit sets the next one (pauseAfter in Lua). Both live a window.
 * ARGV: now, windowMs, freeHits, firstPauseMs, maxPauseMs.
 */
const paceScript = `local now = tonumber(ARGV[1])
local pauseEnd = tonumber(redis.call('GET', KEYS[2]) or '0')
if now < pauseEnd then return {0, pauseEnd} end
local hits = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
local free = tonumber(ARGV[3])
if hits >= free then
  local pause = math.min(tonumber(ARGV[5]), tonumber(ARGV[4]) * 2 ^ math.min(hits - free, 30))
  redis.call('SET', KEYS[2], string.format('%.0f', now + pause), 'PX', ARGV[2])
end
return {1, hits}`;

// The scripts as commands of the client: each goes by its SHA (EVALSHA), the client loading it
// once when Redis does not know it, instead of its text with every hit.
declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitHit(name: string, hits: number, windowMs: number): Result<number, Context>;
    rateLimitPace(
      name: string,
      pauseName: string,
      now: number,
      windowMs: number,
      freeHits: number,
      firstPauseMs: number,
      maxPauseMs: number,
    ): Result<[number, number], Context>;
    rateLimitForgive(name: string): Result<number, Context>;
  }
}

/**
 * The counts in Redis: one key per key and window, living a window past its last hit, so Redis
 * forgets ended windows by itself. The client pipelines (`connectRedis`): the hits of many client
 * addresses in one turn of the event loop go to Redis in one write.
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'quotemarket:rate-limit:',
  ) {
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: hitScript });
    redis.defineCommand('rateLimitPace', { numberOfKeys: 2, lua: paceScript });
    redis.defineCommand('rateLimitForgive', { numberOfKeys: 1, lua: forgiveScript });
  }

  async hit(key: string, windowMs: number, now: number, hits = 1): Promise<WindowCount> {
    const resetAt = windowEnd(now, windowMs);
    const count = await this.redis.rateLimitHit(this.nameOf(key, resetAt), hits, windowMs);
    return { count, resetAt };
  }

  async pace(key: string, windowMs: number, now: number, pacing: Pacing): Promise<PacedHit> {
    const resetAt = windowEnd(now, windowMs);
    const name = this.nameOf(key, resetAt);
    const [admitted, value] = await this.redis.rateLimitPace(
      name,
      `${name}:pause`,
      now,
      windowMs,
      pacing.freeHits,
      pacing.firstPauseMs,
      pacing.maxPauseMs,
    );
    return admitted === 1
      ? { admitted: true, count: value, resetAt }
      : { admitted: false, retryAt: value };
  }

  async forgive(key: string, resetAt: number): Promise<void> {
    await this.redis.rateLimitForgive(this.nameOf(key, resetAt));
  }

  async clear(key: string, resetAt: number): Promise<void> {
    await this.redis.del(this.nameOf(key, resetAt));
  }

  private nameOf(key: string, resetAt: number): string {
    return `${this.prefix}${key}:${resetAt}`;
  }
}

/**
 * A client for `url` that pipelines and fails fast: connected before the server starts (a wrong
 * REDIS_URL stops it at once), and a command while Redis is away is an error instead of a request
 * left waiting; the client reconnects by itself meanwhile and reports each connection error to
 * `onError`.
 */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // Commands issued in the same turn of the event loop go as one pipeline.
    enableAutoPipelining: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', onError);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}
