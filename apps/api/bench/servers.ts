// The bench's server side, in its own process so it does not share a core with the load generator:
// the real API (embedded database in a temporary folder, or DATABASE_URL) and a bare Fastify route
// answering the same envelope from memory, the ceiling the API is compared with. It also signs in the
// seeded demo buyer and demo dealer (tokens issued directly) so the bench can measure logged-in reads,
// and as many more buyers as fork-servers asks, each with an open phone request, to listen for live bids.
// It drains the push notification queue as every API process does, and reports on the queue when
// asked (`push-report`): how many notifications were sent or failed, and how long they waited.
// With BENCH_SCALE_FACTOR it multiplies the demo activity before serving (seed/scale.ts), and runs
// the retention job once when asked (`retention`), timing it.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, ne } from 'drizzle-orm';
import Fastify from 'fastify';
import { mainCategoryIds, successMessage } from '@quotemarket/contract';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { pushQueueReport } from './push-report';
import { connectRedis, RedisRateLimitStore } from '../src/edges/rate-limit-store';
import { seedIfEmpty } from '../src/seed';
import { findDemoConversation, seedAtScale } from '../src/seed/scale';
import { purgeExpiredRecords, type RetentionResult } from '../src/jobs/retention';
import { demoBuyerEmail, demoDealers } from '../src/domain/accounts/demo-accounts';
import { quotations, sellers, users } from '../src/db/schema';
import { prepareListeningBuyers } from './listening-buyers';

const databaseUrl = process.env.DATABASE_URL;
const database = await openDatabase(
  databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : {
        kind: 'pglite',
        dataDir: path.join(await mkdtemp(path.join(os.tmpdir(), 'qm-bench-')), 'pglite'),
      },
);
await database.migrate();
await seedIfEmpty(database.db, { demoData: true });
const [buyer] = await database.db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, demoBuyerEmail))
  .limit(1);
const [dealer] = await database.db
  .select({ id: sellers.id })
  .from(sellers)
  .where(eq(sellers.email, demoDealers[0].email))
  .limit(1);
if (!buyer || !dealer) throw new Error('the demo buyer and demo dealer were not seeded');
// The demo buyer's latest submitted request, whose bids the buyer's screens list.
const [request] = await database.db
  .select({ id: quotations.id })
  .from(quotations)
  .where(and(eq(quotations.buyerId, buyer.id), ne(quotations.status, 'DRAFT')))
  .orderBy(desc(quotations.id))
  .limit(1);
if (!request) throw new Error('the demo buyer has no request');
// The demo buyer's open phone request: the seed keeps enough deals like it for a market price.
const [phoneRequest] = await database.db
  .select({ id: quotations.id, productId: quotations.productId })
  .from(quotations)
  .where(
    and(
      eq(quotations.buyerId, buyer.id),
      eq(quotations.status, 'OPEN'),
      eq(quotations.categoryId, mainCategoryIds.phone),
    ),
  )
  .limit(1);
if (!phoneRequest?.productId) throw new Error('the demo buyer has no open phone request');
// Chosen on the small seed: the scaled one keeps these rows and adds copies with higher ids.
const demoConversationId = await findDemoConversation(database.db);
const scaleFactor = Number(process.env.BENCH_SCALE_FACTOR ?? 0);
// Before the app starts: the bulk load announces no changes, so nothing may be cached yet.
const scale = scaleFactor > 0 ? await seedAtScale(database.db, scaleFactor) : null;
// The production limits, counted per client address: the bench's clients come through the
// loopback "proxy" with X-Forwarded-For, as visitors do behind TRUST_PROXY (client-addresses.ts).
// The counts are kept where production keeps them: in memory on the embedded database, in
// PostgreSQL, or in Redis with REDIS_URL.
const redis = process.env.REDIS_URL
  ? await connectRedis(process.env.REDIS_URL, (error) => console.error(error.message))
  : undefined;
const app = await buildApp({
  database,
  trustProxy: ['127.0.0.1'],
  ...(redis && { rateLimitStore: new RedisRateLimitStore(redis) }),
  push: {
    testServiceOrigins: process.env.BENCH_PUSH_SERVICE_ORIGIN
      ? [process.env.BENCH_PUSH_SERVICE_ORIGIN]
      : [],
  },
  pushDrainer: {},
});
const apiOrigin = await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify();
const body = {
  status_code: 200,
  message: successMessage,
  data: { list: [], totalElements: 0, totalPages: 0 },
};
bare.get('/bare', async () => body);
const bareOrigin = await bare.listen({ host: '127.0.0.1', port: 0 });

const tokens = {
  buyer: await app.deps.tokens.issue('buyer', buyer.id),
  dealer: await app.deps.tokens.issue('seller', dealer.id),
};
const listeners = await prepareListeningBuyers(
  database.db,
  app.deps.tokens,
  Number(process.env.BENCH_LISTENING_BUYERS ?? 0),
);

process.send?.({
  apiOrigin,
  bareOrigin,
  database: database.kind,
  tokens,
  listeners,
  demoQuotationId: request.id,
  demoPhone: { quotationId: phoneRequest.id, productId: phoneRequest.productId },
  demoDealerId: dealer.id,
  demoConversationId,
  scale,
});

export interface RetentionRun {
  milliseconds: number;
  deleted: RetentionResult | undefined;
}

async function runRetention(): Promise<RetentionRun> {
  const started = performance.now();
  const deleted = await purgeExpiredRecords(database.db, new Date());
  return { milliseconds: Math.round(performance.now() - started), deleted };
}

const reports: Record<string, () => Promise<unknown>> = {
  'push-report': () => pushQueueReport(database.db),
  retention: runRetention,
};
process.on('message', (message: { type?: string }) => {
  const report = message.type ? reports[message.type] : undefined;
  if (!report) return;
  void report().then((answer) => process.send?.({ type: message.type, report: answer }));
});
process.on('disconnect', () => {
  void Promise.all([app.close(), bare.close()])
    .then(() => Promise.all([database.close(), redis?.quit()]))
    .then(() => process.exit(0));
});
