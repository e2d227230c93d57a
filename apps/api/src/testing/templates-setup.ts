import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import {
  buildTemplate,
  databaseUrl,
  dumpPgliteTemplate,
  onTestServer,
  type TemplateKind,
} from './test-database';

const kinds: TemplateKind[] = ['migrated', 'seeded'];

/**
 * The API projects' global setup: builds the migrated and the seeded database once per run, so
 * each test copies one instead of running the migrations (seconds on PGlite) in every test file.
 * PGlite templates are dumps on disk; PostgreSQL ones are template databases on the test server.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const prefix = `qm_template_${randomBytes(4).toString('hex')}`;
    const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
    for (const kind of kinds) {
      await onTestServer(`CREATE DATABASE ${names[kind]}`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(names[kind]) });
      await buildTemplate(handle, kind);
      await handle.close();
    }
    project.provide('testDatabaseTemplates', { postgres: names });
    return async () => {
      for (const kind of kinds) await onTestServer(`DROP DATABASE IF EXISTS ${names[kind]}`);
    };
  }

  const directory = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-templates-'));
  const files = {
    migrated: path.join(directory, 'migrated.tar'),
    seeded: path.join(directory, 'seeded.tar'),
  };
  for (const kind of kinds) {
    const dump = await dumpPgliteTemplate(kind);
    await writeFile(files[kind], Buffer.from(await dump.arrayBuffer()));
  }
  project.provide('testDatabaseTemplates', { pglite: files });
  return () => rm(directory, { recursive: true, force: true });
}
