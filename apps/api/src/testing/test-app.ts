import { buildApp, type AppOptions } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from './test-database';

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
  const app = await buildApp({ database, ...appOptions });
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
