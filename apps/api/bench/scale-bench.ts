// `BENCH_SCALE=100 npm run bench:api`: does a read's cost grow with the data (issue 44, part 2)?
// The same reads on the small seed and then on the seed with BENCH_SCALE times its activity
// (seed/scale.ts: a year of requests, quotes, deals, reviews and messages), each on a server of its
// own, in the same run: each read's p99 on both and their ratio, target ≤ 1.5×. Then the retention
// job once over the scaled database's year of records, timed (target < 60 s), while a read is
// loaded: its p99 during the job beside its quiet one. Each read is measured at BENCH_CONNECTIONS
// (10) connections for BENCH_DURATION (5) seconds, from 2,000 client addresses under the
// production limits. On PostgreSQL (DATABASE_URL) the database it names is created afresh for
// each seed and dropped at the end.
import pg from 'pg';
import { forkBenchServers, type BenchServers } from './fork-servers';
import { benchScenarios, createMeasure, type Figures, type Scenario } from './reads';
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
  servers: Pick<BenchServers, 'scale'>;
  retention?: { run: RetentionRun; during: Figures };
}

export async function runScaleBench(factor: number): Promise<void> {
  if (!Number.isInteger(factor) || factor < 2) {
    throw new Error(`BENCH_SCALE is a whole number from 2, not ${process.env.BENCH_SCALE}`);
  }
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const reads = scaledReads.filter((name) => !only || only.test(name));
  const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  console.log(
    `bench:api scale mode — ${engine}, small seed and ${factor}× its activity, ${connections} ` +
      `connections, ${duration} s per read, ${clients} client addresses\n`,
  );
  const small = await onSeed(0, reads);
  const scaled = await onSeed(factor, reads);
  report(factor, reads, small, scaled);
}

async function onSeed(factor: number, reads: string[]): Promise<SeedRun> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) await recreateDatabase(databaseUrl);
  const servers = await forkBenchServers({ scale: factor });
  try {
    const measure = createMeasure(servers.apiOrigin);
    const scenarios = new Map(benchScenarios(servers).map((scenario) => [scenario.name, scenario]));
    const figures = new Map<string, Figures>();
    for (const name of reads) {
      figures.set(name, await measure(scenarios.get(name)!, clients, { connections, duration }));
    }
    if (factor === 0) return { figures, servers };
    const retention = await retentionUnderLoad(
      servers,
      measure,
      scenarios.get(readDuringRetention)!,
    );
    return { figures, servers, retention };
  } finally {
    await servers.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
  }
}

/**
 * The retention job started a second into a read's measurement (after its warm-up), the read
 * loaded for twice the usual time so the job falls inside it.
 */
async function retentionUnderLoad(
  servers: BenchServers,
  measure: ReturnType<typeof createMeasure>,
  scenario: Scenario,
) {
  const warmUpMs = 2000;
  const loaded = measure(scenario, clients, { connections, duration: duration * 2 });
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
