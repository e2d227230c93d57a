import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { purgeExpiredRecords } from '../jobs/retention';
import { createTestDatabase } from '../testing/test-database';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import {
  connectRedis,
  DatabaseRateLimitStore,
  RedisRateLimitStore,
  windowEnd,
  type RateLimitStore,
} from './rate-limit-store';

const minute = 60_000;
// 09:00:20 UTC: 40 s before the minute's window ends.
const at = Date.parse('2031-03-02T09:00:20.000Z');
const minuteEnd = Date.parse('2031-03-02T09:01:00.000Z');

/** The same rules for every store: what the limits rely on. */
function behavesAsARateLimitStore(name: string, open: () => Promise<RateLimitStore>) {
  describe(name, () => {
    let store: RateLimitStore;
    beforeAll(async () => {
      store = await open();
    });
    const key = () => `test:${randomBytes(6).toString('hex')}`;

    it('counts hits per key in a window aligned to the clock', async () => {
      const [first, other] = [key(), key()];
      expect(await store.hit(first, minute, at)).toEqual({ count: 1, resetAt: minuteEnd });
      expect(await store.hit(first, minute, at + 39_999)).toEqual({ count: 2, resetAt: minuteEnd });
      expect(await store.hit(other, minute, at)).toEqual({ count: 1, resetAt: minuteEnd });
    });

    it('starts over in the next window', async () => {
      const name = key();
      await store.hit(name, minute, at);
      await store.hit(name, minute, at);
      expect(await store.hit(name, minute, minuteEnd)).toEqual({
        count: 1,
        resetAt: minuteEnd + minute,
      });
    });

    it('counts parallel hits exactly once each', async () => {
      const name = key();
      const counts = await Promise.all(
        Array.from({ length: 40 }, () => store.hit(name, minute, at).then((hit) => hit.count)),
      );
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('forgives one hit, or clears the window, and only that window', async () => {
      const name = key();
      for (let hit = 0; hit < 3; hit += 1) await store.hit(name, minute, at);
      await store.forgive(name, minuteEnd);
      expect((await store.hit(name, minute, at)).count).toBe(3);
      await store.clear(name, minuteEnd);
      expect((await store.hit(name, minute, at)).count).toBe(1);
      // A success reported after its window ended leaves the new window alone.
      await store.hit(name, minute, minuteEnd);
      await store.forgive(name, minuteEnd);
      await store.clear(name, minuteEnd);
      expect((await store.hit(name, minute, minuteEnd)).count).toBe(2);
    });

    const pacing = { freeHits: 3, firstPauseMs: 2_000, maxPauseMs: 5_000 };
    const admitted = (count: number) => ({ admitted: true, count, resetAt: minuteEnd });
    const refusedUntil = (retryAt: number) => ({ admitted: false, retryAt });

    it('paces hits past the free ones, the pause doubling up to its cap', async () => {
      const name = key();
      for (let hit = 1; hit <= 3; hit += 1) {
        expect(await store.pace(name, minute, at, pacing)).toEqual(admitted(hit));
      }
      expect(await store.pace(name, minute, at + 1_999, pacing)).toEqual(refusedUntil(at + 2_000));
      expect(await store.pace(name, minute, at + 2_000, pacing)).toEqual(admitted(4));
      expect(await store.pace(name, minute, at + 5_999, pacing)).toEqual(refusedUntil(at + 6_000));
      expect(await store.pace(name, minute, at + 6_000, pacing)).toEqual(admitted(5));
      expect(await store.pace(name, minute, at + 6_001, pacing)).toEqual(refusedUntil(at + 11_000));
      // The window's end takes the pause with the count.
      expect(await store.pace(name, minute, minuteEnd, pacing)).toEqual({
        admitted: true,
        count: 1,
        resetAt: minuteEnd + minute,
      });
    });

    it('counts no hit it turns away, however many knock during a pause', async () => {
      const name = key();
      for (let hit = 1; hit <= 3; hit += 1) await store.pace(name, minute, at, pacing);
      for (let knock = 0; knock < 5; knock += 1) {
        expect(await store.pace(name, minute, at + 1_000, pacing)).toEqual(
          refusedUntil(at + 2_000),
        );
      }
      expect(await store.pace(name, minute, at + 2_000, pacing)).toEqual(admitted(4));
    });

    it('admits only the free hits of a parallel burst', async () => {
      const name = key();
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () => store.pace(name, minute, at, pacing)),
      );
      expect(outcomes.filter((outcome) => outcome.admitted)).toHaveLength(pacing.freeHits);
      expect(outcomes.filter((outcome) => !outcome.admitted)).toEqual(
        Array.from({ length: 20 - pacing.freeHits }, () => refusedUntil(at + 2_000)),
      );
    });

    it('forgives a paced hit, leaving its pause', async () => {
      const name = key();
      for (let hit = 1; hit <= 3; hit += 1) await store.pace(name, minute, at, pacing);
      await store.forgive(name, minuteEnd);
      expect(await store.pace(name, minute, at + 1_000, pacing)).toEqual(refusedUntil(at + 2_000));
      expect(await store.pace(name, minute, at + 2_000, pacing)).toEqual(admitted(3));
    });

    it('never counts below zero', async () => {
      const name = key();
      await store.hit(name, minute, at);
      await store.forgive(name, minuteEnd);
      await store.forgive(name, minuteEnd);
      expect((await store.hit(name, minute, at)).count).toBe(1);
    });
  });
}

describe('windowEnd', () => {
  it('ends windows on multiples of their length', () => {
    expect(windowEnd(at, minute)).toBe(minuteEnd);
    expect(windowEnd(minuteEnd, minute)).toBe(minuteEnd + minute);
    expect(windowEnd(minuteEnd - 1, minute)).toBe(minuteEnd);
  });
});

behavesAsARateLimitStore('memory (the embedded database’s one process)', async () =>
  Promise.resolve(new MemoryRateLimitStore()),
);

describe('counting in memory', () => {
  it('joins the newer window when a caller with a clock behind hits', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('test:skewed', minute, minuteEnd + 1_000);
    expect(await store.hit('test:skewed', minute, minuteEnd - 1_000)).toEqual({
      count: 2,
      resetAt: minuteEnd + minute,
    });
  });

  it('forgets ended windows as time goes on', async () => {
    const store = new MemoryRateLimitStore();
    for (let hit = 0; hit < 3; hit += 1) await store.hit('test:ended', minute, at);
    // A minute later the sweep has dropped the ended window; the count starts over.
    await store.hit('test:other', minute, at + 2 * minute);
    await store.forgive('test:ended', minuteEnd);
    expect(await store.hit('test:ended', minute, at + 2 * minute)).toEqual({
      count: 1,
      resetAt: minuteEnd + 2 * minute,
    });
  });
});

describe('rate limit stores', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
  });
  afterAll(() => database.close());

  behavesAsARateLimitStore(`the database (${process.env.TEST_DB ?? 'pglite'})`, async () => {
    return new DatabaseRateLimitStore(database.db);
  });

  it('joins the newer window when a process with a clock behind hits', async () => {
    const store = new DatabaseRateLimitStore(database.db);
    await store.hit('test:skewed', minute, minuteEnd + 1_000);
    // Another process whose clock is 2 s behind still reads 09:00:59.
    expect(await store.hit('test:skewed', minute, minuteEnd - 1_000)).toEqual({
      count: 2,
      resetAt: minuteEnd + minute,
    });
  });

  it('counts the hits of many keys that come together in one statement, each exactly once', async () => {
    const store = new DatabaseRateLimitStore(database.db);
    const statements: string[] = [];
    const counting = new Proxy(database.db, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'execute' || typeof value !== 'function') return value;
        return (query: unknown) => {
          statements.push('execute');
          return (value as (query: unknown) => unknown).call(target, query);
        };
      },
    });
    const batched = new DatabaseRateLimitStore(counting);
    const batch = randomBytes(6).toString('hex');
    const keys = Array.from({ length: 200 }, (_, index) => `test:${batch}:${index}`);
    const answers = await Promise.all(
      keys.flatMap((name) => [batched.hit(name, minute, at), batched.hit(name, minute, at, 2)]),
    );
    expect(statements).toHaveLength(1);
    // Each key: 1 and 3 (its hits in the order they came), in the same window.
    expect(answers.map((answer) => answer.count)).toEqual(keys.flatMap(() => [1, 3]));
    expect(new Set(answers.map((answer) => answer.resetAt))).toEqual(new Set([minuteEnd]));
    expect((await store.hit(keys[7]!, minute, at)).count).toBe(4);
  });

  it('counts a key with a lone surrogate (a guessed e-mail) as a bound text would', async () => {
    const store = new DatabaseRateLimitStore(database.db);
    const name = `test:login:${randomBytes(4).toString('hex')}\ud800`;
    const [first, second] = await Promise.all([
      store.hit(name, minute, at),
      store.hit(name, minute, at),
    ]);
    expect([first.count, second.count]).toEqual([1, 2]);
    // The one-key statements (pace, forgive, clear) find the same row.
    await store.forgive(name, minuteEnd);
    expect((await store.hit(name, minute, at)).count).toBe(2);
  });

  it('leaves ended windows to the retention job, which keeps the current ones', async () => {
    const store = new DatabaseRateLimitStore(database.db);
    await store.hit('test:ended', minute, at);
    await store.hit('test:current', minute, minuteEnd + 5_000);
    const result = await purgeExpiredRecords(database.db, new Date(minuteEnd + 10_000));
    expect(result?.rateLimitCounters).toBeGreaterThanOrEqual(1);
    const left = await database.db.execute(
      sql`select key from rate_limit_counters where key in ('test:ended', 'test:current')`,
    );
    expect((left as unknown as { rows: { key: string }[] }).rows).toEqual([
      { key: 'test:current' },
    ]);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  describe.runIf(redisUrl)('on Redis (TEST_REDIS_URL)', () => {
    let redis: Redis;
    const prefix = `quotemarket-test:${randomBytes(6).toString('hex')}:`;
    beforeAll(async () => {
      redis = await connectRedis(redisUrl!, () => undefined);
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    });

    behavesAsARateLimitStore('Redis', async () => new RedisRateLimitStore(redis, prefix));

    it('lets Redis forget a window a window after its last hit', async () => {
      const store = new RedisRateLimitStore(redis, prefix);
      const now = Date.now();
      await store.hit('test:expiring', minute, now);
      const ttl = await redis.pttl(`${prefix}test:expiring:${windowEnd(now, minute)}`);
      expect(ttl).toBeGreaterThan(minute - 5_000);
      expect(ttl).toBeLessThanOrEqual(minute);
    });

    it('keeps counting when Redis has forgotten its scripts (a restart flushes them)', async () => {
      const store = new RedisRateLimitStore(redis, prefix);
      const now = Date.now();
      await store.hit('test:flushed', minute, now);
      await redis.script('FLUSH');
      await expect(store.hit('test:flushed', minute, now)).resolves.toMatchObject({ count: 2 });
      await store.forgive('test:flushed', windowEnd(now, minute));
      await expect(
        store.pace('test:flushed', minute, now, { freeHits: 5, firstPauseMs: 10, maxPauseMs: 100 }),
      ).resolves.toMatchObject({ admitted: true, count: 2 });
    });
  });
});
