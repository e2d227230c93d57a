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
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
