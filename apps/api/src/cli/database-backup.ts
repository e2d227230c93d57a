// `npm run db:backup -- <file>` / `npm run db:restore -- <file>`: the embedded database (PGlite, in
// DATA_DIR/pglite) to one .tar.gz file and back, with the server stopped (PGlite allows one process
// per data directory). A restore fills an empty data directory only. With DATABASE_URL the database
// is PostgreSQL's: use pg_dump and pg_restore (docs/operations.md, "Backup and restore").
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { packageRoot } from '../paths';

const usage = 'usage: db:backup <file>  |  db:restore <file>  (with the server stopped)';

class UsageError extends Error {}

/** The file as the operator typed it: npm runs scripts from the root, INIT_CWD is where they were. */
const fromCallersDirectory = (file: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function isEmptyDirectory(directory: string): Promise<boolean> {
  try {
    return (await readdir(directory)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function backup(dataDir: string, file: string): Promise<string> {
  if (await isEmptyDirectory(dataDir))
    throw new UsageError(`No database in ${dataDir} to back up.`);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // A dump asked of a PGlite that is still starting never ends: wait until it answers.
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    // Written beside the target and renamed: a half-written file never has the backup's name.
    const partial = `${file}.partial`;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return `Backed up ${dataDir} to ${file} (${dump.size} bytes)`;
  } finally {
    await database.close();
  }
}

async function restore(dataDir: string, file: string): Promise<string> {
  if (!(await isEmptyDirectory(dataDir))) {
    throw new UsageError(
      `${dataDir} already holds a database: move it away (or point DATA_DIR elsewhere) first.`,
    );
  }
  const dump = new Blob([await readFile(file)]);
  const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: dump });
  try {
    // Proves the restored files open as a database before saying so.
    await database.db.execute('select 1');
  } finally {
    await database.close();
  }
  return `Restored ${file} into ${dataDir}`;
}

async function main(): Promise<void> {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    throw new UsageError(usage);
  }
  const config = loadConfig(process.env, packageRoot);
  if (config.database.kind !== 'pglite') {
    throw new UsageError(
      'DATABASE_URL is set: the database is PostgreSQL, backed up with pg_dump and restored with pg_restore (see docs/operations.md).',
    );
  }
  const target = fromCallersDirectory(file);
  const done =
    command === 'backup'
      ? await backup(config.database.dataDir, target)
      : await restore(config.database.dataDir, target);
  process.stdout.write(`${done}\n`);
}

// Failed until done: should Node exit because nothing is left to wait for (a promise of PGlite's that
// never settles), the operator's script sees a failure, not a backup that was never written.
process.exitCode = 1;
main().then(
  () => {
    process.exitCode = 0;
  },
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError;
    process.stderr.write(`${known ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
