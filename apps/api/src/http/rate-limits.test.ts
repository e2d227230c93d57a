import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getNoticeDetail,
  listMainCategories,
  listNotices,
  quotationEvents,
  toApiUrl,
} from '@quotemarket/contract';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import {
  connectRedis,
  DatabaseRateLimitStore,
  RedisRateLimitStore,
  windowEnd,
  type RateLimitStore,
} from '../edges/rate-limit-store';
import { createTestApp, type TestContext } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';
import { largestReservation, SharedBudget } from './rate-limits';
import { endpointUrl } from '../testing/call-endpoint';

// 09:00:20: the minute's window ends in 40 s.
const testNow = new Date('2031-03-02T09:00:20.000Z');
const budget = { max: 5, windowMs: 60_000 };
const categories = endpointUrl(listMainCategories);
const notices = endpointUrl(listNotices);

type App = TestContext['app'];
const get = (app: App, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress, headers });

/** Spends an address's whole budget on public reads, checking each one was served. */
async function spend(app: App, remoteAddress: string, headers: Record<string, string> = {}) {
  for (let request = 0; request < budget.max; request += 1) {
    const response = await get(app, request % 2 ? notices : categories, remoteAddress, headers);
    expect(response.statusCode, response.body).toBe(200);
  }
}

const tooMany = {
  status_code: 429,
  message: '요청이 너무 많아요. 40초 뒤에 다시 시도해 주세요.',
  data: null,
};

describe('the API budget per client address', () => {
  let clock = testNow;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ now: () => clock, settings: { rateLimits: { api: budget } } });
  });
  afterAll(() => ctx.close());

  it('serves the budget over every /api route, then answers 429 in the envelope with Retry-After', async () => {
    await spend(ctx.app, '198.51.100.1');
    const refused = await get(
      ctx.app,
      endpointUrl(getNoticeDetail, { params: { id: 1 } }),
      '198.51.100.1',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(refused.headers['retry-after']).toBe('40');
    // The route counts, not how its address is spelt.
    expect((await get(ctx.app, '/%61pi/v1/notices', '198.51.100.1')).statusCode).toBe(429);
    // An address nobody spent from is served as ever.
    expect((await get(ctx.app, categories, '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts unknown addresses under /api too, and starts over in the next window', async () => {
    for (let request = 0; request < budget.max; request += 1) {
      expect(
        (await get(ctx.app, toApiUrl(`/no-such-thing/${request}`), '198.51.100.3')).statusCode,
      ).toBe(404);
    }
    expect((await get(ctx.app, categories, '198.51.100.3')).statusCode).toBe(429);
    clock = new Date('2031-03-02T09:01:00.000Z');
    try {
      expect((await get(ctx.app, categories, '198.51.100.3')).statusCode).toBe(200);
    } finally {
      clock = testNow;
    }
  });

  it('leaves health, the live streams and everything outside /api alone', async () => {
    await spend(ctx.app, '198.51.100.4');
    expect((await get(ctx.app, '/api/health', '198.51.100.4')).statusCode).toBe(200);
    // The stream refuses a caller without a token (401), not for the spent budget.
    expect((await get(ctx.app, endpointUrl(quotationEvents), '198.51.100.4')).statusCode).toBe(401);
    expect((await get(ctx.app, '/media/none.png', '198.51.100.4')).statusCode).toBe(404);
    expect((await get(ctx.app, '/seller/', '198.51.100.4')).statusCode).not.toBe(429);
  });

  it('counts an IPv6 client by its /64, the block one household or phone gets', async () => {
    await spend(ctx.app, '2001:db8:1:2::10');
    expect((await get(ctx.app, categories, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await get(ctx.app, categories, '2001:db8:1:3::10')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a forged header does not buy a new budget', async () => {
    await spend(ctx.app, '198.51.100.5', { 'x-forwarded-for': '203.0.113.1' });
    const forged = await get(ctx.app, categories, '198.51.100.5', {
      'x-forwarded-for': '203.0.113.99',
    });
    expect(forged.statusCode).toBe(429);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      now: () => testNow,
      trustProxy: ['10.0.0.1'],
      settings: { rateLimits: { api: budget } },
    });
  });
  afterAll(() => ctx.close());

  it('counts the client the proxy names, and only a trusted proxy is believed', async () => {
    const via = (client: string) => ({ 'x-forwarded-for': client });
    await spend(ctx.app, '10.0.0.1', via('203.0.113.1'));
    expect((await get(ctx.app, categories, '10.0.0.1', via('203.0.113.1'))).statusCode).toBe(429);
    // Another client behind the same load balancer has its own budget.
    expect((await get(ctx.app, categories, '10.0.0.1', via('203.0.113.2'))).statusCode).toBe(200);
    // A client claiming to be forwarded, without the proxy, is counted by its own address.
    await spend(ctx.app, '198.51.100.6', via('203.0.113.3'));
    expect((await get(ctx.app, categories, '198.51.100.6', via('203.0.113.4'))).statusCode).toBe(
      429,
    );
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('with the counts in Redis (TEST_REDIS_URL)', () => {
  let redis: Redis;
  let ctx: TestContext;
  const prefix = `quotemarket-test:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    redis = await connectRedis(process.env.TEST_REDIS_URL!, () => undefined);
    ctx = await createTestApp({
      now: () => testNow,
      rateLimitStore: new RedisRateLimitStore(redis, prefix),
      settings: { rateLimits: { api: budget } },
    });
  });
  afterAll(async () => {
    await ctx.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('shares one budget between API processes', async () => {
    // A second app with its own Redis client stands in for another process.
    const otherClient = await connectRedis(process.env.TEST_REDIS_URL!, () => undefined);
    const other = await buildApp({
      database: ctx.database,
      now: () => testNow,
      rateLimitStore: new RedisRateLimitStore(otherClient, prefix),
      settings: { rateLimits: { api: budget } },
    });
    try {
      await spend(ctx.app, '198.51.100.7');
      // Once the first process has sent its counts, the other one refuses at its first request.
      const name = `${prefix}api:198.51.100.7:${windowEnd(testNow.getTime(), budget.windowMs)}`;
      await vi.waitFor(async () => expect(await redis.get(name)).toBe(String(budget.max)));
      const refused = await get(other, categories, '198.51.100.7');
      expect(refused.json()).toEqual(tooMany);
      expect(refused.headers['retry-after']).toBe('40');
      expect((await get(ctx.app, categories, '198.51.100.7')).statusCode).toBe(429);
    } finally {
      await other.close();
      await otherClient.quit();
    }
  });
});

describe('sharing the database between API processes', () => {
  it('spends one budget whichever process answers', async () => {
    // Each process counts in the database, as on PostgreSQL (on PGlite alone, where one process
    // is all there is, the app would count in memory).
    const database = await createTestDatabase({ seeded: false });
    const processOnIt = () =>
      buildApp({
        database,
        now: () => testNow,
        settings: { rateLimits: { api: budget } },
        rateLimitStore: new DatabaseRateLimitStore(database.db),
      });
    const first = await processOnIt();
    const other = await processOnIt();
    try {
      await spend(first, '198.51.100.8');
      // Once the first process has sent its counts, the other one refuses at its first request.
      await vi.waitFor(async () => {
        const [row] = await database.db
          .select({ hits: rateLimitCounters.hits })
          .from(rateLimitCounters)
          .where(eq(rateLimitCounters.key, 'api:198.51.100.8'));
        expect(row?.hits).toBe(budget.max);
      });
      expect((await get(other, categories, '198.51.100.8')).statusCode).toBe(429);
      expect((await get(first, categories, '198.51.100.8')).statusCode).toBe(429);
    } finally {
      await other.close();
      await first.close();
      await database.close();
    }
  });
});

describe('SharedBudget', () => {
  const limit = { max: 600, windowMs: 60_000 };
  const now = () => testNow;
  let database: DatabaseHandle;
  let store: DatabaseRateLimitStore;
  const budgets: SharedBudget[] = [];
  const newBudget = (
    onError: (error: unknown) => void = () => undefined,
    on: RateLimitStore = store,
    within = limit,
  ) => {
    const created = new SharedBudget(on, within, now, onError);
    budgets.push(created);
    return created;
  };
  /** The store, with the number of round trips made to it. */
  const countingStore = () => {
    const trips = { count: 0 };
    const counting: RateLimitStore = {
      hit: (...args) => {
        trips.count += 1;
        return store.hit(...args);
      },
      pace: (...args) => store.pace(...args),
      forgive: (...args) => store.forgive(...args),
      clear: (...args) => store.clear(...args),
    };
    return { counting, trips };
  };
  const counted = async (key: string) => {
    const [row] = await database.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, key));
    return row?.hits;
  };
  const admittedOf = (answers: { admitted: boolean }[]) =>
    answers.filter((answer) => answer.admitted).length;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
    store = new DatabaseRateLimitStore(database.db);
  });
  afterAll(async () => {
    for (const budget of budgets) budget.stop();
    await database.close();
  });

  it('asks the store once for the few requests of a page, reserving a little beyond them', async () => {
    const { counting, trips } = countingStore();
    const budget = newBudget(undefined, counting);
    const answers = [];
    for (let request = 0; request < 6; request += 1) answers.push(await budget.hit('k1'));
    expect(admittedOf(answers)).toBe(6);
    expect(trips.count).toBe(1);
    expect(await counted('k1')).toBe(largestReservation);
  });

  it('admits no more than the budget, however a burst is split between processes', async () => {
    const processes = [newBudget(), newBudget(), newBudget()];
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, (_, index) => processes[index % 3]!.hit('k2')),
    );
    const admitted = admittedOf(answers);
    expect(admitted).toBeLessThanOrEqual(limit.max);
    // What the processes reserved and were not asked for again: a few requests at most.
    expect(admitted).toBeGreaterThanOrEqual(limit.max - 3 * 4);
    // Once it is spent, every process refuses without asking the store.
    const later = await Promise.all(processes.map((budget) => budget.hit('k2')));
    expect(admittedOf(later)).toBe(0);
  });

  it('serves a small budget exactly, one hit a reservation', async () => {
    const small = { max: 5, windowMs: 60_000 };
    const [first, second] = [
      newBudget(undefined, store, small),
      newBudget(undefined, store, small),
    ];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => (index % 2 ? first! : second!).hit('k3')),
    );
    expect(admittedOf(answers)).toBe(small.max);
  });

  it('admits up to the budget on its own while the store fails, and counts those hits once it answers', async () => {
    let failing = true;
    const flaky: RateLimitStore = {
      hit: (...args) => (failing ? Promise.reject(new Error('down')) : store.hit(...args)),
      pace: (...args) => store.pace(...args),
      forgive: (...args) => store.forgive(...args),
      clear: (...args) => store.clear(...args),
    };
    const errors: unknown[] = [];
    const small = { max: 5, windowMs: 60_000 };
    const budget = newBudget((error) => errors.push(error), flaky, small);
    const during = [];
    for (let request = 0; request < 3; request += 1) during.push(await budget.hit('k4'));
    expect(admittedOf(during)).toBe(3);
    expect(errors.length).toBeGreaterThan(0);
    failing = false;
    expect((await budget.hit('k4')).admitted).toBe(true);
    expect(await counted('k4')).toBe(4);
    expect((await budget.hit('k4')).admitted).toBe(true);
    expect((await budget.hit('k4')).admitted).toBe(false);
  });
});
