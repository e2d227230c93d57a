import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { developerLogin, listSearchHistory, recordSearchHistory } from '@quotemarket/contract';
import { openDatabase } from './db/database';
import { recordFigure } from './testing/figures';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import { databaseUrl, onTestServer } from './testing/test-database';
import { endpointUrl } from './testing/call-endpoint';

/*
 * Acknowledged writes survive kill -9. The real server (src/server.ts, as `npm run dev:api` runs
 * it) in a child process on a fresh database: buyers log in (a new account each) and save searches
 * through the HTTP API, four at a time, and the server is SIGKILLed while they write. After each
 * kill it starts again on the same data; at the end every write answered 200 before a kill must be
 * there. PGlite in a fresh DATA_DIR (the api:pglite project), or a fresh PostgreSQL database (the
 * api:postgres project).
 */

const kills = 3;
const writers = 4;
/** Acknowledged writes in a round before its kill is set off. */
const killAfter = 24;
/** Searches saved per buyer: fewer than the ten a buyer keeps, so none is dropped as old. */
const searchesPerBuyer = 3;
const onPostgres = process.env.TEST_DB === 'postgres';

interface Answer {
  status: number;
  body: string;
}

/**
 * One request from a given loopback address (each writer its own, so the per-address API budget is
 * never what stops it). Rejects when the connection breaks, as it does when the server is killed.
 */
function call(
  port: number,
  from: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path: url,
        agent: false,
        headers: {
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...(options.token && { authorization: `Bearer ${options.token}` }),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A buyer whose login the server acknowledged, and the searches it acknowledged saving. */
interface AcknowledgedBuyer {
  email: string;
  userId: number;
  searches: string[];
}

const loginUrl = endpointUrl(developerLogin);
const saveUrl = endpointUrl(recordSearchHistory);
const historyUrl = endpointUrl(listSearchHistory, { query: { pageNo: 1, pageSize: 10 } });

/**
 * Four buyers' worth of writes at a time until the server dies: a developer login (a new account),
 * then searches. Only what was answered 200 is recorded; a write cut off by the kill may or may not
 * have happened. Any other answer fails the test.
 */
async function writeUntilKilled(
  server: ServerProcess,
  round: number,
  acknowledged: AcknowledgedBuyer[],
) {
  let count = 0;
  let killed: Promise<void> | undefined;
  const acknowledge = () => {
    count++;
    // Killed while the writes keep coming, at a different moment each round.
    if (count === killAfter) {
      killed = new Promise((resolve) => setTimeout(resolve, 30 * (round + 1))).then(() =>
        server.stop('SIGKILL'),
      );
    }
  };
  const writer = async (index: number) => {
    const from = `127.0.${round + 1}.${index + 1}`;
    try {
      for (let n = 0; ; n++) {
        const email = `crash-${round}-${index}-${n}@example.com`;
        const login = await call(server.port, from, 'POST', loginUrl, { body: { email } });
        expect(login.status, login.body).toBe(200);
        const { token, user } = JSON.parse(login.body).data as {
          token: string;
          user: { id: number };
        };
        const buyer: AcknowledgedBuyer = { email, userId: user.id, searches: [] };
        acknowledged.push(buyer);
        acknowledge();
        for (let s = 0; s < searchesPerBuyer; s++) {
          const searchValue = `검색 ${round}-${index}-${n}-${s} 🙂`;
          const saved = await call(server.port, from, 'POST', saveUrl, {
            token,
            body: { searchValue },
          });
          expect(saved.status, saved.body).toBe(200);
          buyer.searches.push(searchValue);
          acknowledge();
        }
      }
    } catch (error) {
      // The connection broke: the server is gone. Anything else is a failure.
      if (!(error instanceof Error && 'code' in error)) throw error;
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
  await killed;
  expect(server.child.signalCode, server.output()).toBe('SIGKILL');
  return count;
}

describe('acknowledged writes survive kill -9', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-crash-'));
    env = { DATA_DIR: dataDir };
    // A copy of the run's seeded template: migrating and seeding anew would take the server 15 s.
    const templates = inject('testDatabaseTemplates');
    if (onPostgres) {
      const name = `qm_crash_${randomBytes(6).toString('hex')}`;
      await onTestServer(`CREATE DATABASE ${name} TEMPLATE ${templates.postgres!.seeded}`);
      env.DATABASE_URL = databaseUrl(name);
      dropDatabase = () => onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } else {
      const template = new Blob([await readFile(templates.pglite!.seeded)]);
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: template,
      });
      await database.close();
    }
  });
  afterAll(async () => {
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    `keeps every write answered 200 before each of ${kills} SIGKILLs`,
    { timeout: 240_000 },
    async (context) => {
      const acknowledged: AcknowledgedBuyer[] = [];
      for (let round = 0; round < kills; round++) {
        const server = await startServerProcess(env);
        const count = await writeUntilKilled(server, round, acknowledged);
        expect(count).toBeGreaterThanOrEqual(killAfter);
      }

      const server = await startServerProcess(env);
      try {
        const missing: string[] = [];
        for (const [index, buyer] of acknowledged.entries()) {
          const from = `127.0.200.${(index % 250) + 1}`;
          const login = await call(server.port, from, 'POST', loginUrl, {
            body: { email: buyer.email },
          });
          expect(login.status, login.body).toBe(200);
          const { token, user, isFirstTimeLogin } = JSON.parse(login.body).data as {
            token: string;
            user: { id: number };
            isFirstTimeLogin: boolean;
          };
          if (user.id !== buyer.userId || isFirstTimeLogin) {
            missing.push(`${buyer.email}: account ${buyer.userId} is gone (now ${user.id})`);
            continue;
          }
          const history = await call(server.port, from, 'GET', historyUrl, { token });
          expect(history.status, history.body).toBe(200);
          const kept = (
            JSON.parse(history.body).data as { list: { searchValue: string }[] }
          ).list.map((entry) => entry.searchValue);
          for (const search of buyer.searches) {
            if (!kept.includes(search)) missing.push(`${buyer.email}: search "${search}"`);
          }
        }
        const writes = acknowledged.reduce((sum, buyer) => sum + 1 + buyer.searches.length, 0);
        await recordFigure(context, 'writes acknowledged before kill -9', writes);
        await recordFigure(context, 'acknowledged writes lost', missing.length);
        expect(missing).toEqual([]);
      } finally {
        await server.stop();
      }
    },
  );
});
