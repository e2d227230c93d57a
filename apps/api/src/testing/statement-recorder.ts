import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/database';

/** One statement as the driver received it: its text and its bound parameters. */
export interface RecordedStatement {
  text: string;
  params: unknown[];
}

/** A plan node of `EXPLAIN (FORMAT JSON)`, with the fields the checks read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * `indexesOnly`: the planner reads a table whole, or joins by hashing, merging or keeping whole
 * inputs, only where no index can find the rows (seq scans, hash and merge joins and materialising
 * off), and prices every page alike (a walk of a small table in its order is then no cheaper than
 * an index's few rows), so what is left shows where an index is missing rather than where the
 * planner reckons one not worth it on this data.
 */
export interface PlannerSettings {
  indexesOnly: boolean;
}

/** A statement's plan, as nodes to check and as PostgreSQL prints it for a failure message. */
export interface ExplainedStatement {
  plan: PlanNode;
  text: string;
}

export interface StatementRecorder {
  /** Runs `work` and returns every statement sent to the database on its behalf. */
  record(work: () => Promise<unknown>): Promise<RecordedStatement[]>;
  /** The plan the database would run `statement` with (its parameters bound, not executed). */
  explain(statement: RecordedStatement, settings: PlannerSettings): Promise<ExplainedStatement>;
  /** Gives the driver its own methods back. */
  stop(): void;
}

type QueryArguments = [
  textOrConfig: string | { text: string; values?: unknown[] },
  ...rest: unknown[],
];

/**
 * Only statements sent from inside `record` are kept: the recording follows the request's async
 * context, so the app's timers and the change feed, running beside it, stay out of it.
 */
const recording = new AsyncLocalStorage<RecordedStatement[]>();

function keep([textOrConfig, values]: QueryArguments): void {
  const statements = recording.getStore();
  if (!statements) return;
  const text = typeof textOrConfig === 'string' ? textOrConfig : textOrConfig.text;
  const params = Array.isArray(values)
    ? values
    : typeof textOrConfig === 'string'
      ? []
      : (textOrConfig.values ?? []);
  statements.push({ text, params });
}

/** Replaces `target[method]` with one that records its arguments first; returns the undo. */
function recordCalls<T extends object, K extends keyof T>(target: T, method: K): () => void {
  const original = target[method] as (...args: QueryArguments) => unknown;
  target[method] = ((...args: QueryArguments) => {
    keep(args);
    return original.apply(target, args);
  }) as T[K];
  return () => {
    target[method] = original as T[K];
  };
}

/**
 * node-postgres: Drizzle sends a statement through `pool.query`, and a transaction's through the
 * client `pool.connect()` lends it (the pool's own `query` borrows one with a callback, which is
 * not wrapped, so nothing is recorded twice).
 */
function recordPool(pool: pg.Pool): () => void {
  const undoQuery = recordCalls(pool, 'query');
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const undoClientQuery = recordCalls(client, 'query');
      const release = client.release.bind(client);
      client.release = (...args) => {
        undoClientQuery();
        client.release = release;
        return release(...args);
      };
      return client;
    });
  }) as pg.Pool['connect'];
  return () => {
    undoQuery();
    pool.connect = connect as pg.Pool['connect'];
  };
}

/** PGlite: `query`, and `query` of the handle a `transaction` callback receives. */
function recordPglite(client: PGlite): () => void {
  const undoQuery = recordCalls(client, 'query');
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(run: (tx: PgliteTransaction) => Promise<T>) =>
    transaction((tx) => {
      recordCalls(tx, 'query');
      return run(tx);
    })) as PGlite['transaction'];
  return () => {
    undoQuery();
    client.transaction = transaction;
  };
}

type Driver = { kind: 'postgres'; client: pg.Pool } | { kind: 'pglite'; client: PGlite };

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Runs `work` in a transaction that is rolled back, so a SET LOCAL ends with it. */
async function rolledBack<T>(
  { kind, client }: Driver,
  work: (query: Query) => Promise<T>,
): Promise<T> {
  if (kind === 'pglite') {
    return client.transaction(async (tx) => {
      const result = await work((text, params) => tx.query(text, params));
      await tx.rollback();
      return result;
    });
  }
  const connection = await client.connect();
  try {
    await connection.query('begin');
    return await work((text, params) => connection.query(text, params));
  } finally {
    await connection.query('rollback');
    connection.release();
  }
}

const heldToIndexes = ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin', 'enable_material'];

/**
 * Records the statements the app sends to `handle`'s driver (both engines), and explains them on
 * the same database. Only tests use it: it wraps the driver's methods until `stop`.
 */
export function recordStatements(handle: DatabaseHandle): StatementRecorder {
  const driver = {
    kind: handle.kind,
    client: (handle.db as unknown as { $client: unknown }).$client,
  } as Driver;
  const stop = driver.kind === 'postgres' ? recordPool(driver.client) : recordPglite(driver.client);
  return {
    async record(work) {
      const statements: RecordedStatement[] = [];
      await recording.run(statements, work);
      return statements;
    },
    explain: ({ text, params }, { indexesOnly }) =>
      rolledBack(driver, async (query) => {
        if (indexesOnly) {
          for (const setting of heldToIndexes) await query(`set local ${setting} = off`);
          await query('set local random_page_cost = 1');
        }
        // The costs of what is off are huge, and over JIT's threshold: its lines would be noise.
        await query('set local jit = off');
        const json = await query(`explain (format json) ${text}`, params);
        const [explained] = json.rows[0]!['QUERY PLAN'] as [{ Plan: PlanNode }];
        const printed = await query(`explain ${text}`, params);
        return {
          plan: explained.Plan,
          text: printed.rows.map((row) => String(row['QUERY PLAN'])).join('\n'),
        };
      }),
    stop,
  };
}
