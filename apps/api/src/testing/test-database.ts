import { randomBytes } from 'node:crypto';
import { type PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { seedIfEmpty } from '../db/seed';

export interface TestDatabaseOptions {
  /** Start from the demo data (the default) or from empty, migrated tables. */
  seeded?: boolean;
  /**
   * False: an empty database without even the migrations applied (nor seeded), for tests of the
   * migrations themselves. True by default.
   */
  migrated?: boolean;
}

/**
 * A fresh, migrated database for one test: in-memory PGlite by default, or a throw-away database
 * on the PostgreSQL server of TEST_DATABASE_URL when the test project runs with TEST_DB=postgres.
 * Closing it drops what it created.
 */
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const migrated = options.migrated ?? true;
  const seeded = migrated && (options.seeded ?? true);
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase({ migrated, seeded });
  // A database without migrations is not worth a template: it is only initdb.
  return migrated ? createPgliteDatabase(seeded) : openDatabase({ kind: 'pglite' });
}

// Creating a PGlite cluster runs initdb (seconds); loading a dump of one is several times faster.
// Each test worker therefore builds the migrated (and the seeded) database once and copies it.
const pgliteTemplates = new Map<boolean, Promise<File | Blob>>();

function pgliteTemplate(seeded: boolean): Promise<File | Blob> {
  let template = pgliteTemplates.get(seeded);
  if (!template) {
    template = (async () => {
      const handle = await openDatabase({ kind: 'pglite' });
      await handle.migrate();
      if (seeded) await seedIfEmpty(handle.db, { demoAccounts: true });
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      await handle.close();
      return dump;
    })();
    pgliteTemplates.set(seeded, template);
  }
  return template;
}

async function createPgliteDatabase(seeded: boolean): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate(seeded) });
}

async function createPostgresDatabase(options: {
  migrated: boolean;
  seeded: boolean;
}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  }
  const name = `qm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  if (options.migrated) await handle.migrate();
  if (options.seeded) await seedIfEmpty(handle.db, { demoAccounts: true });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
