import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/database';

/** A key's count in its current window. */
export interface WindowCount {
  /** Hits in the window so far, this one included. */
  count: number;
  /** When the window ends (epoch ms); the count starts over after it. */
  resetAt: number;
}

/**
 * Counts hits per key in fixed windows, in a place every API process shares, so a client cannot
 * multiply its budget by landing on another process. Each method is one atomic round trip.
 */
export interface RateLimitStore {
  /** Adds `hits` (one by default) to `key` in the window of `windowMs` that holds `now` (epoch ms). */
  hit(key: string, windowMs: number, now: number, hits?: number): Promise<WindowCount>;
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
 * The counts in the `rate_limit_counters` table: one row per key, started over by the first hit of
 * a later window (a process whose clock is slightly behind joins the newer window rather than
 * resetting it). The retention job deletes the rows of ended windows.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number, now: number, hits = 1): Promise<WindowCount> {
    const end = isoOf(windowEnd(now, windowMs));
    const result = (await this.db.execute(sql`
      insert into rate_limit_counters as counter (key, hits, window_ends_at)
      values (${key}, ${hits}, ${end}::timestamptz)
      on conflict (key) do update set
        hits = case when counter.window_ends_at >= excluded.window_ends_at
          then counter.hits + excluded.hits else excluded.hits end,
        window_ends_at = greatest(counter.window_ends_at, excluded.window_ends_at)
      returning hits, (extract(epoch from window_ends_at) * 1000)::float8 as reset_at
    `)) as unknown as { rows: { hits: number; reset_at: number }[] };
    const row = result.rows[0]!;
    return { count: row.hits, resetAt: row.reset_at };
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
 * DECR only a count that is still there and above zero: a decrement after expiry would leave a key
 * without a TTL behind.
 */
const forgiveScript = `local hits = tonumber(redis.call('GET', KEYS[1]))
if hits and hits > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The counts in Redis: one key per key and window, living a window past its last hit, so Redis
 * forgets ended windows by itself.
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'quotemarket:rate-limit:',
  ) {}

  async hit(key: string, windowMs: number, now: number, hits = 1): Promise<WindowCount> {
    const resetAt = windowEnd(now, windowMs);
    const name = this.nameOf(key, resetAt);
    const results = await this.redis.multi().incrby(name, hits).pexpire(name, windowMs).exec();
    const [incremented] = results ?? [];
    if (!incremented || incremented[0]) throw incremented?.[0] ?? new Error('Redis MULTI aborted');
    return { count: incremented[1] as number, resetAt };
  }

  async forgive(key: string, resetAt: number): Promise<void> {
    await this.redis.eval(forgiveScript, 1, this.nameOf(key, resetAt));
  }

  async clear(key: string, resetAt: number): Promise<void> {
    await this.redis.del(this.nameOf(key, resetAt));
  }

  private nameOf(key: string, resetAt: number): string {
    return `${this.prefix}${key}:${resetAt}`;
  }
}

/**
 * A client for `url` that fails fast: connected before the server starts (a wrong REDIS_URL stops
 * it at once), and a command while Redis is away is an error instead of a request left waiting;
 * the client reconnects by itself meanwhile and reports each connection error to `onError`.
 */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
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
