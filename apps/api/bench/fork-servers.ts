// Starts servers.ts (the bench's server side) in its own process and waits until it listens: shared
// by `bench:api` and `bench:soak`, so both load the same API built the same way.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ListeningBuyer } from './listening-buyers';
import type { PushQueueReport } from './push-report';
import type { RetentionRun } from './servers';
import type { ScaleSummary } from '../src/seed/scale';

export interface BenchServers {
  /** The server process: its pid is what the soak reads the memory of. */
  process: ChildProcess;
  apiOrigin: string;
  bareOrigin: string;
  /** `pglite` or `postgres`. */
  database: string;
  /** Bearer tokens of the seeded demo buyer and demo dealer, issued by the server side. */
  tokens: { buyer: string; dealer: string };
  /** The demo buyer's latest submitted request. */
  demoQuotationId: number;
  /** The demo buyer's open phone request and its phone, which the seed gives a market price. */
  demoPhone: { quotationId: number; productId: number };
  /** The demo dealer's store, whose page lists its reviews. */
  demoDealerId: number;
  /** The demo dealer's quote whose conversation with the demo buyer the scale mode lengthens. */
  demoConversationId: number;
  /** What the scaled seed added, when `scale` asked for one. */
  scale: ScaleSummary | null;
  /** Buyers with an open phone request each, to open live streams and receive bids. */
  listeners: ListeningBuyer[];
  /** The push notification queue as the server's database has it now. */
  pushReport(): Promise<PushQueueReport>;
  /** Runs the retention job once over the server's database, in the server process. */
  retention(): Promise<RetentionRun>;
  /** Closes both servers and the database, and waits for the process to exit. */
  stop(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * `listeningBuyers`: how many buyers with an open request and a token the server side prepares;
 * `pushServiceOrigin`: the bench's stand-in push service, which subscriptions may then name;
 * `scale`: the factor the server side multiplies the demo activity by (seed/scale.ts), 0 for none;
 * `databaseUrl`: the PostgreSQL database to use instead of DATABASE_URL's.
 */
export async function forkBenchServers({
  listeningBuyers = 0,
  pushServiceOrigin = '',
  scale = 0,
  databaseUrl = process.env.DATABASE_URL,
} = {}): Promise<BenchServers> {
  const child = fork(path.join(here, 'servers.ts'), {
    env: {
      ...process.env,
      BENCH_LISTENING_BUYERS: String(listeningBuyers),
      BENCH_PUSH_SERVICE_ORIGIN: pushServiceOrigin,
      BENCH_SCALE_FACTOR: String(scale),
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    },
    // BENCH_SERVER_NODE_OPTIONS adds flags to the server process only, e.g. `--cpu-prof`.
    execArgv: [
      '--conditions=@quotemarket/source',
      '--import',
      'tsx',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
    ],
    stdio: 'inherit',
  });
  const ready = await new Promise<
    Omit<BenchServers, 'process' | 'stop' | 'pushReport' | 'retention'>
  >((resolve, reject) => {
    child.once('message', (message) => resolve(message as never));
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  return {
    process: child,
    ...ready,
    pushReport: () => ask<PushQueueReport>(child, 'push-report'),
    retention: () => ask<RetentionRun>(child, 'retention'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    },
  };
}

/** Sends the server side a `type` message and waits for its answer, `{ type, report }`. */
function ask<Report>(child: ChildProcess, type: string): Promise<Report> {
  return new Promise((resolve) => {
    const onReport = (message: { type?: string; report?: Report }) => {
      if (message.type !== type) return;
      child.off('message', onReport);
      resolve(message.report!);
    };
    child.on('message', onReport);
    child.send({ type });
  });
}
