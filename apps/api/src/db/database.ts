import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrationsDir } from '../paths';
import { lockDataDirectory } from './data-directory-lock';
import { isTransactionConflict } from './postgres-errors';
import * as schema from './schema';

/** What every repository and route sees: one Drizzle API over either engine. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The rows of a plain SQL query: both engines' drivers answer `execute` with them under `rows`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string | undefined; loadDataDir?: File | Blob }
  | {
      kind: 'postgres';
      url: string;
      /** Connections this process holds at most (10 by default); LISTEN takes one more each. */
      poolSize?: number;
    };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  migrate(): Promise<void>;
  /**
   * Hands every NOTIFY on `channel` to `onPayload` until the returned function is called. On
   * PostgreSQL it holds one connection of its own and reconnects when that connection is lost;
   * `onGap` hears of the loss and of the return, between which notifications were missed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: ListenGapHandler,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How often a transaction that lost to a concurrent one runs again before its error stands. */
export const transactionAttempts = 5;

/**
 * Makes `db.transaction` run its callback again, from the start and after a short random pause,
 * when PostgreSQL aborts it as a deadlock victim or a serialisation failure: the loser of a race
 * then answers as if it had come second, never with a 500. A callback may therefore run more than
 * once, so it keeps outside effects (an SMS, a push) until after the commit, as every one here does.
 */
function retryingConflicts<D extends Database>(db: D): D {
  const transaction = db.transaction.bind(db) as D['transaction'];
  const retrying: D['transaction'] = async (run, config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await transaction(run, config);
      } catch (error) {
        if (attempt >= transactionAttempts || !isTransactionConflict(error)) throw error;
        await sleep(Math.random() * 10 * attempt);
      }
    }
  };
  return Object.assign(db, { transaction: retrying });
}

/** `lost`: notifications may be missing from now on; `restored`: they arrive again. */
export type ListenGapHandler = (state: 'lost' | 'restored') => void;

const listenRetryMs = 1000;

/** A LISTEN on its own PostgreSQL connection (a pooled one would be handed to other queries). */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: ListenGapHandler | undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | null | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      console.error(`PostgreSQL listener lost: ${error.message}`);
      reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    const wasLost = client === null;
    client = next;
    if (wasLost) onGap?.('restored');
  };
  const reconnectLater = () => {
    if (stopped || retry) return;
    const lost = client;
    // null: the connection was lost and not yet restored (undefined: never connected).
    client = null;
    if (lost) onGap?.('lost');
    void lost?.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(reconnectLater);
    }, listenRetryMs);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormedText = (value: unknown) => String(value).replace(loneSurrogate, '\uFFFD');

/**
 * Text parameters as PostgreSQL's driver sends them. A JSON body can carry half an emoji (a lone
 * surrogate, `"견\udc00"`); node-postgres sends it as U+FFFD, but PGlite reckons the text's UTF-8
 * length wrongly when such a half follows a non-ASCII character, and the statement fails
 * ("invalid byte sequence for encoding UTF8"), a 500. So PGlite is given the same U+FFFD.
 */
const pgliteTextSerializers = {
  [types.TEXT]: wellFormedText,
  [types.VARCHAR]: wellFormedText,
  [types.BPCHAR]: wellFormedText,
};

/**
 * Opens the database. PGlite keeps its files under `dataDir` (in memory without one); PGlite has no
 * cross-process lock of its own, so the directory is locked here for as long as it is open: a
 * second process (a server, a backup) is refused with `DataDirectoryInUseError`.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection can be cut by the server (restart, failover, a dropped test database);
    // without a listener node-postgres would crash the process. The next query reconnects.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = retryingConflicts(drizzlePostgres({ client: pool, schema }));
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: migrationsDir }),
      listen: (channel, onPayload, onGap) =>
        listenOnPostgres(target.url, channel, onPayload, onGap),
      close: () => pool.end(),
    };
  }
  let unlock = async () => {};
  if (target.dataDir) {
    await mkdir(target.dataDir, { recursive: true });
    unlock = await lockDataDirectory(target.dataDir);
  }
  let client: PGlite;
  try {
    client = new PGlite({
      serializers: pgliteTextSerializers,
      ...(target.dataDir && { dataDir: target.dataDir }),
      ...(target.loadDataDir && { loadDataDir: target.loadDataDir }),
    });
    await client.waitReady;
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}
