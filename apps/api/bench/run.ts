// `npm run bench:api`: loads the product list, search and detail with autocannon on loopback, beside a
// bare Fastify route in the same run, and prints req/s and latency percentiles against the targets.
import autocannon from 'autocannon';
import { forkBenchServers } from './fork-servers';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const targets = { p99Ms: 15, shareOfCeiling: 0.35 };

const servers = await forkBenchServers();
const { apiOrigin, bareOrigin, database } = servers;

const scenarios = [
  { name: 'ceiling: bare Fastify route', url: `${bareOrigin}/bare` },
  {
    name: 'product list (phones, page 1)',
    url: `${apiOrigin}/api/v2/home/get-ab-products-under-category?mainCategoryId=1&pageNo=1&pageSize=10&sortBy=created_at`,
  },
  {
    name: 'product search ("갤럭시")',
    url: `${apiOrigin}/api/v2/home/get-ab-products-under-category?mainCategoryId=0&productName=${encodeURIComponent('갤럭시')}&pageNo=1&pageSize=10`,
  },
  { name: 'product detail', url: `${apiOrigin}/api/v2/products/1` },
];

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, url: string): Promise<Figures> {
  await autocannon({ url, connections: 10, duration: 2 }); // warm-up: JIT, caches, pool
  const result = await autocannon({ url, connections, duration });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

console.log(`bench:api — ${connections} connections, ${duration} s each, database ${database}\n`);
const figures: Figures[] = [];
for (const scenario of scenarios) {
  figures.push(await measure(scenario.name, scenario.url));
}
await servers.stop();

const ceiling = figures[0]!.requestsPerSecond;
const rows = figures.map((figure) => ({
  scenario: figure.name,
  'req/s': figure.requestsPerSecond,
  'p50 ms': figure.p50,
  'p99 ms': figure.p99,
  'of ceiling': `${Math.round((figure.requestsPerSecond / ceiling) * 100)}%`,
  'non-2xx': figure.non2xx,
}));
console.table(rows);

const list = figures[1]!;
const share = list.requestsPerSecond / ceiling;
console.log(
  `\nTargets for the product list: p99 ≤ ${targets.p99Ms} ms → ${list.p99} ms ${list.p99 <= targets.p99Ms ? 'met' : 'NOT met'}; ` +
    `≥ ${targets.shareOfCeiling * 100}% of the ceiling → ${Math.round(share * 100)}% ${share >= targets.shareOfCeiling ? 'met' : 'NOT met'}`,
);
