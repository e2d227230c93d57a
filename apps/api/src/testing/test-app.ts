import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from './test-database';

/**
 * Test files send hundreds of requests from one address on a clock that stands still (fuzz suites,
 * thousands): the API budget and the per-address login misses would turn them into 429s. Those
 * limits are still counted, only high; tests of the limits pass their own.
 */
const testRateLimits = {
  api: { max: 1_000_000, windowMs: 60_000 },
  sellerLoginPerAddress: { max: 1_000_000, windowMs: 15 * 60_000 },
  inquiriesPerAddress: { max: 1_000_000, windowMs: 60 * 60_000 },
  messagesPerSender: { max: 1_000_000, windowMs: 5 * 60_000 },
};

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh seeded database, driven through `app.inject` (no port needed). */
export async function createTestApp(
  options: { seed?: boolean } & Omit<AppOptions, 'database'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase({ seeded: options.seed ?? true });
  const { seed: _seed, ...appOptions } = options;
  const app = await buildApp({
    database,
    ...appOptions,
    settings: {
      ...appOptions.settings,
      rateLimits: { ...testRateLimits, ...appOptions.settings?.rateLimits },
    },
  });
  await app.ready();
  seeWritesFromOutside(app);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Tests also write to the database directly, then ask the API. On PostgreSQL the change
 * announcements of those writes reach the app a moment after they commit, as another process's
 * would: each request here first waits for them (ChangeFeed.barrier), so no test races them.
 */
function seeWritesFromOutside(app: TestContext['app']): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<Response>;
  const afterBarrier = async (options: InjectOptions | string) => {
    await app.deps.changes.barrier();
    return inject(options);
  };
  app.inject = afterBarrier as typeof app.inject;
}
