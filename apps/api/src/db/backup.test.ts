import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  listCompanies,
  listNotices,
  listSearchHistory,
  recordSearchHistory,
} from '@quotemarket/contract';
import { buildApp } from '../app';
import { packageRoot } from '../paths';
import { createBuyer } from '../testing/factories';
import { startServerProcess } from '../testing/server-process';
import { databaseUrl, onTestServer } from '../testing/test-database';
import { openDatabase, type DatabaseHandle } from './database';
import { endpointUrl } from '../testing/call-endpoint';

/*
 * Backup and restore as docs/operations.md's "Backup and restore" tells an operator to do them: seed, make a
 * change through the API, back up with the server stopped, restore into a fresh place, and the app
 * on the restored database answers the same. PGlite with `npm run db:backup` / `db:restore` (the
 * api:pglite project); PostgreSQL with pg_dump / pg_restore (api:postgres, when pg_dump is on PATH).
 */

const run = promisify(execFile);
const repositoryRoot = path.resolve(packageRoot, '..', '..');
const onPostgres = process.env.TEST_DB === 'postgres';
const jwtSecret = randomBytes(32).toString('base64url');
const searchValue = '백업 확인 🙂';

/** What the app answers on `database` (reads without side effects): public lists, the buyer's history. */
async function answersOn(database: DatabaseHandle, token: string) {
  const app = await buildApp({ database, jwtSecret });
  await app.ready();
  try {
    const get = async (url: string, headers = {}) => {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: unknown }>().data;
    };
    return {
      notices: await get(endpointUrl(listNotices, { query: { pageNo: 1, pageSize: 5 } })),
      companies: await get(endpointUrl(listCompanies)),
      history: await get(endpointUrl(listSearchHistory, { query: { pageNo: 1, pageSize: 10 } }), {
        authorization: `Bearer ${token}`,
      }),
    };
  } finally {
    await app.close();
  }
}

/** A buyer (with a live token) who saves one search through the API: the change to look for. */
async function makeChange(database: DatabaseHandle) {
  const app = await buildApp({ database, jwtSecret });
  await app.ready();
  try {
    const buyer = await createBuyer({ app, database, close: () => app.close() });
    const response = await app.inject({
      method: 'POST',
      url: endpointUrl(recordSearchHistory),
      headers: buyer.headers,
      payload: { searchValue },
    });
    expect(response.statusCode, response.body).toBe(200);
    return buyer.token;
  } finally {
    await app.close();
  }
}

if (!onPostgres) {
  describe('backup and restore of the embedded database', () => {
    let directory: string;
    beforeAll(async () => {
      directory = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-backup-'));
    });
    afterAll(() => rm(directory, { recursive: true, force: true }));

    /** A seeded database in `dataDir`, as `npm start` leaves it (from the run's template). */
    const openSeededDataDir = async (dataDir: string) =>
      openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([await readFile(inject('testDatabaseTemplates').pglite!.seeded)]),
      });

    /** `npm run <script> -- <file>` from the repository root, on the data of `dataDir`. */
    const npmRun = (script: string, file: string, dataDir: string) =>
      run('npm', ['run', '--silent', script, '--', file], {
        cwd: repositoryRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });

    it(
      'restores a backup into a fresh data directory that serves the same data',
      { timeout: 120_000 },
      async () => {
        const original = path.join(directory, 'original');
        let database = await openSeededDataDir(original);
        const token = await makeChange(database);
        const before = await answersOn(database, token);
        await database.close();
        expect(before.history).toMatchObject({ list: [{ searchValue }] });

        const file = path.join(directory, 'backups', 'quotemarket.tar.gz');
        const backedUp = await npmRun('db:backup', file, original);
        expect(backedUp.stdout).toContain(`to ${file}`);

        const restored = path.join(directory, 'restored');
        const restoredOutput = await npmRun('db:restore', file, restored);
        expect(restoredOutput.stdout).toContain(`into ${path.join(restored, 'pglite')}`);

        database = await openDatabase({ kind: 'pglite', dataDir: path.join(restored, 'pglite') });
        try {
          expect(await answersOn(database, token)).toEqual(before);
        } finally {
          await database.close();
        }

        // A restore never writes over a database.
        const again = npmRun('db:restore', file, restored);
        await expect(again).rejects.toMatchObject({
          stderr: expect.stringContaining('already holds a database'),
        });
      },
    );

    it(
      'refuses a second server and a backup while a server holds the data directory',
      { timeout: 120_000 },
      async () => {
        const live = path.join(directory, 'live');
        await (await openSeededDataDir(live)).close();
        const env = { DATA_DIR: live, DATABASE_URL: '', DEMO_DATA: 'false' };
        const server = await startServerProcess(env);
        const file = path.join(directory, 'live.tar.gz');
        try {
          const inUse = `${path.join(live, 'pglite')} is in use by another process (pid ${server.child.pid}`;
          await expect(startServerProcess(env)).rejects.toThrow(inUse);
          await expect(npmRun('db:backup', file, live)).rejects.toMatchObject({
            stderr: expect.stringContaining(inUse),
          });
          // Neither touched the server's database.
          const health = await fetch(`${server.origin}/api/health`);
          expect(health.status).toBe(200);
        } finally {
          await server.stop();
        }
        // Once the server has stopped, the backup runs.
        expect((await npmRun('db:backup', file, live)).stdout).toContain(`to ${file}`);
      },
    );
  });
}

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

if (onPostgres) {
  describe('backup and restore of a PostgreSQL database', () => {
    const names = [
      `qm_backup_${randomBytes(5).toString('hex')}`,
      `qm_restore_${randomBytes(5).toString('hex')}`,
    ];
    let directory: string;
    beforeAll(async () => {
      directory = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-pg-backup-'));
    });
    afterAll(async () => {
      for (const name of names) await onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(directory, { recursive: true, force: true });
    });

    it.skipIf(!hasPgDump)(
      'pg_dump and pg_restore into a fresh database serve the same data',
      { timeout: 120_000 },
      async () => {
        const [source, target] = names as [string, string];
        const seeded = inject('testDatabaseTemplates').postgres!.seeded;
        await onTestServer(`CREATE DATABASE ${source} TEMPLATE ${seeded}`);
        let database = await openDatabase({ kind: 'postgres', url: databaseUrl(source) });
        const token = await makeChange(database);
        const before = await answersOn(database, token);
        await database.close();

        // As docs/operations.md says: the custom format, then into a new, empty database.
        const file = path.join(directory, 'quotemarket.dump');
        await run('pg_dump', ['--format=custom', `--file=${file}`, databaseUrl(source)]);
        await onTestServer(`CREATE DATABASE ${target}`);
        await run('pg_restore', [
          '--no-owner',
          '--exit-on-error',
          `--dbname=${databaseUrl(target)}`,
          file,
        ]);

        database = await openDatabase({ kind: 'postgres', url: databaseUrl(target) });
        try {
          expect(await answersOn(database, token)).toEqual(before);
        } finally {
          await database.close();
        }
      },
    );
  });
}
