// `BENCH_SCALE=100 npm run bench:api`: does a read's cost grow with the data (issue 44, part 2)?
// The same reads on the small seed and on the seed with BENCH_SCALE times its activity
// (seed/scale.ts: a year of requests, quotes, deals, reviews and messages), each on a server of its
// own, both up at once and each read measured on one then the other (the order alternating from
// read to read), so neither seed gets the quieter minutes: each read's p99 on both and their
// ratio, target ≤ 1.5×. The API keeps answers until the database announces a change (decision
// 0008), so beside them each read's first answer on each server is timed (one request, made from
// the database): the cost the kept answers hide. Then the retention job once over the scaled
// database's year of records, timed (target < 60 s), while a read is loaded: its p99 during the
// job beside its quiet one. Each read is measured at BENCH_CONNECTIONS
// (10) connections for BENCH_DURATION (5) seconds, from 2,000 client addresses under the
// production limits. On PostgreSQL (DATABASE_URL) the database it names holds the scaled seed and
// one named after it with `_small` the small one, both created afresh and dropped at the end.
import pg from 'pg';
import { forkBenchServers, type BenchServers } from './fork-servers';
import { clientAddresses } from './client-addresses';
import {
  benchScenarios,
  createMeasure,
  timeOneRequest,
  type Figures,
  type Scenario,
} from './reads';
import type { RetentionRun } from './servers';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const clients = 2000;
const ratioTarget = 1.5;
const retentionTargetMs = 60_000;

/** The lists, the store page, the market price and a conversation: what grows with the data. */
const scaledReads = [
  'product list (phones)',
  'market price (demo phone)',
  'store page (demo store, reviews)',
  'buyer: awaiting selection',
  'buyer: market price of a request',
  'buyer: bids of a request',
  'buyer: pending history',
  'buyer: deals (selected history)',
  'buyer: conversation (newest page)',
  'dealer: inbox',
  'dealer: sent bids',
  'dealer: deals',
];
/** The read loaded while the retention job runs: deals, which the job deletes from. */
const readDuringRetention = 'buyer: deals (selected history)';

interface SeedRun {
  figures: Map<string, Figures>;
  /** Each read's first answer, made from the database before any answer of it was kept. */
  firstAnswerMs: Map<string, number>;
  servers: Pick<BenchServers, 'scale'>;
  retention?: { run: RetentionRun; during: Figures };
}

/** A seed's server, its reads and the figures measured on it so far. */
interface Seed {
  servers: BenchServers;
  measure: ReturnType<typeof createMeasure>;
  scenarios: Map<string, Scenario>;
  figures: Map<string, Figures>;
  firstAnswerMs: Map<string, number>;
}

export async function runScaleBench(factor: number): Promise<void> {
  if (!Number.isInteger(factor) || factor < 2) {
    throw new Error(`BENCH_SCALE is a whole number from 2, not ${process.env.BENCH_SCALE}`);
  }
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const reads = scaledReads.filter((name) => !only || only.test(name));
  const databaseUrl = process.env.DATABASE_URL;
  console.log(
    `bench:api scale mode — ${databaseUrl ? 'postgres' : 'pglite'}, small seed and ${factor}× ` +
      `its activity, ${connections} connections, ${duration} s per read, ${clients} client addresses\n`,
  );
  const databases = databaseUrl
    ? { small: withDatabaseName(databaseUrl, (name) => `${name}_small`), scaled: databaseUrl }
    : { small: undefined, scaled: undefined };
  const seeds: Seed[] = [];
  try {
    // One after the other: each seeds its database alone.
    for (const [scale, url] of [
      [0, databases.small],
      [factor, databases.scaled],
    ] as const) {
      if (url) await recreateDatabase(url);
      seeds.push(prepare(await forkBenchServers({ scale, databaseUrl: url })));
    }
    const [small, scaled] = seeds as [Seed, Seed];
    // Addresses of their own, past those the measurements take.
    const [firstAddress] = clientAddresses(1, 1 << 22);
    for (const [index, name] of reads.entries()) {
      for (const seed of index % 2 === 0 ? [small, scaled] : [scaled, small]) {
        const scenario = seed.scenarios.get(name)!;
        const { apiOrigin } = seed.servers;
        seed.firstAnswerMs.set(name, await timeOneRequest(apiOrigin, scenario, firstAddress!));
        const figures = await seed.measure(scenario, clients, {
          connections,
          duration,
        });
        seed.figures.set(name, figures);
      }
    }
    const retention = await retentionUnderLoad(scaled);
    report(factor, reads, small, { ...scaled, retention });
  } finally {
    for (const seed of seeds) await seed.servers.stop();
    for (const url of Object.values(databases)) if (url) await dropDatabase(url);
  }
}

function prepare(servers: BenchServers): Seed {
  return {
    servers,
    measure: createMeasure(servers.apiOrigin),
    scenarios: new Map(benchScenarios(servers).map((scenario) => [scenario.name, scenario])),
    figures: new Map(),
    firstAnswerMs: new Map(),
  };
}

/**
 * The retention job started a second into a read's measurement (after its warm-up), the read
 * loaded for twice the usual time so the job falls inside it.
 */
async function retentionUnderLoad({ servers, measure, scenarios }: Seed) {
  const warmUpMs = 2000;
  const loaded = measure(scenarios.get(readDuringRetention)!, clients, {
    connections,
    duration: duration * 2,
  });
  await new Promise((resolve) => setTimeout(resolve, warmUpMs + 1000));
  const run = await servers.retention();
  return { run, during: await loaded };
}

function report(factor: number, reads: string[], small: SeedRun, scaled: SeedRun) {
  const rows = scaled.servers.scale?.rows;
  if (rows) {
    console.log(
      `Scaled seed (${scaled.servers.scale!.milliseconds} ms): ` +
        Object.entries(rows)
          .map(([table, count]) => `${table} ${count}`)
          .join(', '),
    );
  }
  console.log(`\np99 at ${connections} connections, small seed and ${factor}× (same run):`);
  console.table(
    reads.map((name) => {
      const before = small.figures.get(name)!;
      const after = scaled.figures.get(name)!;
      const ratio = after.p99 / Math.max(before.p99, 1);
      return {
        read: name,
        'small p50': before.p50,
        'small p99': before.p99,
        [`${factor}× p50`]: after.p50,
        [`${factor}× p99`]: after.p99,
        ratio: `${ratio.toFixed(2)}×`,
        'small 1st ms': small.firstAnswerMs.get(name),
        [`${factor}× 1st ms`]: scaled.firstAnswerMs.get(name),
        'non-2xx': before.non2xx + after.non2xx,
        met: ratio <= ratioTarget && before.non2xx + after.non2xx === 0 ? 'yes' : 'NO',
      };
    }),
  );
  const { retention } = scaled;
  if (!retention) return;
  const quiet = scaled.figures.get(readDuringRetention);
  const { run, during } = retention;
  const deleted = Object.entries(run.deleted ?? {})
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  console.log(
    `\nRetention over the ${factor}× year: ${run.milliseconds} ms (target < ${retentionTargetMs / 1000} s: ` +
      `${run.milliseconds < retentionTargetMs ? 'met' : 'NOT met'}), deleted ${deleted || 'nothing'}.`,
  );
  if (quiet) {
    const ratio = during.p99 / Math.max(quiet.p99, 1);
    console.log(
      `"${readDuringRetention}" while it ran: p99 ${during.p99} ms, max ${during.max} ms, ` +
        `beside ${quiet.p99} ms quiet (${ratio.toFixed(2)}×, target ≤ ${ratioTarget}×: ` +
        `${ratio <= ratioTarget && during.non2xx === 0 ? 'met' : 'NOT met'}); non-2xx ${during.non2xx}.`,
    );
  }
}

/** `url` naming the database `rename` makes of its name. */
function withDatabaseName(url: string, rename: (name: string) => string): string {
  const target = new URL(url);
  target.pathname = `/${encodeURIComponent(rename(decodeURIComponent(target.pathname.slice(1))))}`;
  return target.toString();
}

/** The maintenance database of the server `url` names, and the database's own name. */
function serverOf(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  return { maintenanceUrl: target.toString(), name };
}

async function onServer(url: string, statement: (name: string) => string) {
  const { maintenanceUrl, name } = serverOf(url);
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(statement(pg.escapeIdentifier(name)));
  } finally {
    await client.end();
  }
}

async function dropDatabase(url: string) {
  await onServer(url, (name) => `drop database if exists ${name} with (force)`);
}

async function recreateDatabase(url: string) {
  await dropDatabase(url);
  await onServer(url, (name) => `create database ${name}`);
}
