// `npm run bench:api`: issue 14's and issue 44's figures for the API, each against its target.
// 1. The catalogue reads (anonymous and with a buyer's token; the market price, an index range
//    kept as an answer until a deal is announced, beside the product list, its p99 printed beside
//    the list's), the buyer's own reads and a dealer's inbox, loaded with autocannon on loopback
//    beside a bare Fastify route in the same run: req/s and latency percentiles. Requests accept
//    compressed answers, as a browser's do. The production abuse limit is on: each request comes
//    from one of BENCH_CLIENTS (200 and 2,000) client addresses through the trusted loopback proxy,
//    and each read is measured at each count; the catalogue reads' p99 also at 10 connections.
// 2. Live bids: 1,000 buyers' event streams open at once (BENCH_STREAMS), the server's RSS, and a
//    dealer's bids timed from the POST to the event on the buyer's stream.
// 3. The mixed scenario: bench:soak's mix at BENCH_MIXED_RATE (300) requests/s for
//    BENCH_MIXED_SECONDS (30), latency per request kind.
// BENCH_CONNECTIONS (100) and BENCH_DURATION (10 s per scenario) tune step 1; DATABASE_URL runs the
// API on PostgreSQL instead of the embedded database, REDIS_URL counts the limits in Redis;
// BENCH_ONLY (a regular expression) keeps the step-1 scenarios whose name matches, beside the bare
// route. BENCH_SCALE=100 runs the scale mode instead (scale-bench.ts): the reads on the small seed
// and on a hundred times its data, in the same run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { forkBenchServers } from './fork-servers';
import { measureLiveBids, type LiveBidFigures } from './live-bids';
import { benchScenarios, createMeasure, type Figures, type Kind } from './reads';
import { runScaleBench } from './scale-bench';

if (process.env.BENCH_SCALE) {
  await runScaleBench(Number(process.env.BENCH_SCALE));
  process.exit(process.exitCode ?? 0);
}

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_DURATION ?? 10);

/** How many client addresses the load comes from, each count measured in turn. */
const clientCounts = (process.env.BENCH_CLIENTS ?? '200,2000').split(',').map(Number);
/** The count issue 44's targets are read at. */
const targetClients = 2000;
const quietConnections = 10;

type Engine = 'pglite' | 'postgres' | 'postgres+redis';
/**
 * Issue 44's targets at 2,000 client addresses: share of the bare route's req/s in the same run,
 * by where the limits count, beside issue 14's p99 at 100 connections; and the catalogue reads'
 * p99 at 10 connections.
 */
const shareTargets: Record<Engine, Record<Kind, number>> = {
  pglite: { catalogue: 0.35, private: 0.3 },
  postgres: { catalogue: 0.35, private: 0.35 },
  'postgres+redis': { catalogue: 0.5, private: 0.5 },
};
const p99Targets: Record<Kind, number> = { catalogue: 15, private: 25 };
const quietCatalogueP99Ms = 10;
const liveBidP99Ms = 100;
const mixedP99Ms = 50;
const liveBidsPerSecond = 20;
/** The mixed scenario's rate and length: BENCH_MIXED_RATE requests/s for BENCH_MIXED_SECONDS. */
const mixedRate = Number(process.env.BENCH_MIXED_RATE ?? 300);
const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 30);

const servers = await forkBenchServers({
  listeningBuyers: Number(process.env.BENCH_STREAMS ?? 1000),
});
const { apiOrigin, database } = servers;
const engine: Engine =
  database === 'pglite' ? 'pglite' : process.env.REDIS_URL ? 'postgres+redis' : 'postgres';

const scenarios = benchScenarios(servers);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const chosen = only ? scenarios.filter((s, index) => index === 0 || only.test(s.name)) : scenarios;

const measure = createMeasure(apiOrigin);

console.log(
  `bench:api — ${connections} connections, ${duration} s each, limits counted in ${engine}, ` +
    `clients ${clientCounts.join(' and ')}\n`,
);
const runs = [];
for (const clients of clientCounts) {
  const figures: Figures[] = [];
  for (const scenario of chosen) {
    figures.push(await measure(scenario, clients, { connections, duration }));
  }
  runs.push({ clients, figures });
}
// The catalogue reads' p99 when the server is not saturated: 10 connections.
const quiet = chosen.filter((scenario) => scenario.kind === 'catalogue' || !scenario.kind);
const quietFigures: Figures[] = [];
for (const scenario of quiet) {
  quietFigures.push(
    await measure(scenario, targetClients, { connections: quietConnections, duration: 5 }),
  );
}
const live = await measureLiveBids(servers, { bidsPerSecond: liveBidsPerSecond, seconds: 10 });
await servers.stop();

for (const { clients, figures } of runs) {
  const bare = figures[0]!.requestsPerSecond;
  const targeted = clients === targetClients;
  console.log(`\n${clients} client addresses, ${connections} connections:`);
  console.table(
    chosen.map((scenario, index) => {
      const figure = figures[index]!;
      const share = figure.requestsPerSecond / bare;
      const shareTarget = targeted && scenario.kind ? shareTargets[engine][scenario.kind] : null;
      const p99Target = scenario.kind ? p99Targets[scenario.kind] : null;
      return {
        scenario: scenario.name,
        'req/s': figure.requestsPerSecond,
        'p50 ms': figure.p50,
        'p99 ms': figure.p99,
        'of bare': `${Math.round(share * 100)}%`,
        'non-2xx': figure.non2xx,
        target: shareTarget !== null ? `≥${Math.round(shareTarget * 100)}%, p99≤${p99Target}` : '—',
        met:
          shareTarget !== null && p99Target !== null
            ? share >= shareTarget && figure.p99 <= p99Target && figure.non2xx === 0
              ? 'yes'
              : 'NO'
            : '—',
      };
    }),
  );
}
console.log(`\n${targetClients} client addresses, ${quietConnections} connections:`);
console.table(
  quiet.map((scenario, index) => {
    const figure = quietFigures[index]!;
    return {
      scenario: scenario.name,
      'req/s': figure.requestsPerSecond,
      'p50 ms': figure.p50,
      'p99 ms': figure.p99,
      'non-2xx': figure.non2xx,
      target: scenario.kind ? `p99≤${quietCatalogueP99Ms}` : '—',
      met: scenario.kind
        ? figure.p99 <= quietCatalogueP99Ms && figure.non2xx === 0
          ? 'yes'
          : 'NO'
        : '—',
    };
  }),
);
const figures = runs.find((run) => run.clients === targetClients)?.figures ?? runs[0]!.figures;
const p99Of = (name: string) => {
  const index = chosen.findIndex((scenario) => scenario.name === name);
  return index === -1 ? null : figures[index]!.p99;
};
const productListP99 = p99Of('product list (phones)');
const marketPriceP99 = p99Of('market price (demo phone)');
if (productListP99 !== null && marketPriceP99 !== null) {
  console.log(
    `Market price (issue 42) p99 ${marketPriceP99} ms beside the product list's ${productListP99} ms, ` +
      `same run; a buyer's request's market price p99 ${p99Of('buyer: market price of a request') ?? '—'} ms.`,
  );
}
const shares = shareTargets[engine];
console.log(
  `Targets at ${targetClients} client addresses, limits counted in ${engine} (issue 44): catalogue ` +
    `reads ≥ ${shares.catalogue * 100} % of the bare route, a buyer's and a dealer's own reads ` +
    `≥ ${shares.private * 100} %; p99 ≤ ${p99Targets.catalogue} ms and ≤ ${p99Targets.private} ms ` +
    `at ${connections} connections (issue 14), catalogue p99 ≤ ${quietCatalogueP99Ms} ms at ` +
    `${quietConnections}; no non-2xx.`,
);

const liveMet = live.delivered === live.bids && live.p99Ms <= liveBidP99Ms;
console.log(
  `\nLive bids: ${live.streams} event streams open in the server at once; its RSS ` +
    `${live.rssBeforeMb} MB before them, ${live.rssWithStreamsMb} MB with them ` +
    `(${perStreamKb(live)} KB a stream), ${live.rssAfterBidsMb} MB after the bids.`,
);
console.log(
  `A dealer's ${live.bids} bids (${liveBidsPerSecond}/s), each from its POST to the event on the ` +
    `buyer's open stream: ${live.delivered} arrived, p50 ${live.p50Ms} ms, p99 ${live.p99Ms} ms, ` +
    `max ${live.maxMs} ms — target p99 ≤ ${liveBidP99Ms} ms, all arrived: ${liveMet ? 'met' : 'NOT met'}.`,
);

function perStreamKb({ rssBeforeMb, rssWithStreamsMb, streams }: LiveBidFigures): string {
  if (rssBeforeMb === null || rssWithStreamsMb === null || streams === 0) return 'n/a';
  return String(Math.round(((rssWithStreamsMb - rssBeforeMb) * 1024) / streams));
}

// The mixed scenario: bench:soak's mix of buyers and dealers (browsing, wizard answers, requests,
// choices; inbox reads and bids) at a steady rate, on a fresh server of its own.
const mixed = spawnSync(
  process.execPath,
  [...process.execArgv, fileURLToPath(new URL('./soak.ts', import.meta.url))],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      SOAK_MINUTES: String(mixedSeconds / 60),
      SOAK_RATE: String(mixedRate),
      SOAK_WARMUP_SECONDS: '10',
      SOAK_TARGET_P99_MS: String(mixedP99Ms),
    },
  },
);
process.exitCode = mixed.status ?? 1;
