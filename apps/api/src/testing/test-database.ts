import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { seedIfEmpty } from '../seed';

export interface TestDatabaseOptions {
  /** Start from the demo data (the default) or from empty, migrated tables. */
  seeded?: boolean;
  /**
   * False: an empty database without even the migrations applied (nor seeded), for tests of the
   * migrations themselves. True by default.
   */
  migrated?: boolean;
}

/** The ready-made databases a test copies: one migrated, one migrated and seeded. */
export type TemplateKind = 'migrated' | 'seeded';

/**
 * What the API projects' global setup built once for the whole run (`templates-setup.ts`): PGlite
 * data directories dumped to files, or template databases on the PostgreSQL server.
 */
export interface TestDatabaseTemplates {
  pglite?: Record<TemplateKind, string>;
  postgres?: Record<TemplateKind, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
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
  const kind: TemplateKind | undefined = migrated ? (seeded ? 'seeded' : 'migrated') : undefined;
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase(kind);
  // A database without migrations is not worth a template: it is only initdb.
  return kind ? createPgliteDatabase(kind) : openDatabase({ kind: 'pglite' });
}

/** Builds a database of the given kind from nothing: migrations, then the demo data if asked. */
export async function buildTemplate(handle: DatabaseHandle, kind: TemplateKind): Promise<void> {
  await handle.migrate();
  if (kind === 'seeded') await seedIfEmpty(handle.db, { demoData: true });
}

/** A PGlite database of the given kind, dumped (initdb and migrations take seconds; a load does not). */
export async function dumpPgliteTemplate(kind: TemplateKind): Promise<Blob> {
  const handle = await openDatabase({ kind: 'pglite' });
  await buildTemplate(handle, kind);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
}

const providedTemplates = (): TestDatabaseTemplates => {
  try {
    return inject('testDatabaseTemplates') ?? {};
  } catch {
    return {}; // outside a Vitest project with the templates' global setup
  }
};

// Without the global setup (another package's tests start the API in-process), each test file
// builds the template it needs once.
const pgliteTemplates = new Map<TemplateKind, Promise<Blob>>();

function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  let template = pgliteTemplates.get(kind);
  if (!template) {
    const file = providedTemplates().pglite?.[kind];
    template = file ? readFile(file).then((bytes) => new Blob([bytes])) : dumpPgliteTemplate(kind);
    pgliteTemplates.set(kind, template);
  }
  return template;
}

async function createPgliteDatabase(kind: TemplateKind): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate(kind) });
}

export function testServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return serverUrl;
}

/** The URL of `database` on the test server. */
export function databaseUrl(database: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the test server's maintenance connection (CREATE/DROP DATABASE). */
export async function onTestServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function createPostgresDatabase(kind: TemplateKind | undefined): Promise<DatabaseHandle> {
  const name = `qm_test_${randomBytes(6).toString('hex')}`;
  // Copying a template database is a file copy; migrating and seeding anew takes seconds.
  const template = kind && providedTemplates().postgres?.[kind];
  await onTestServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name) });
  if (kind && !template) await buildTemplate(handle, kind);
  return {
    ...handle,
    async close() {
      await handle.close();
      await onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
