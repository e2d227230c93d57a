import { and, desc, eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getBuyerConversation,
  getBuyerUnreadMessages,
  getDealerUnreadMessages,
  getProductMarketPrices,
  getQuotationMarketPrice,
  getSellerStorePage,
  listEstimationsByQuotation,
  listPendingHistory,
  listProductsUnderCategory,
  listQuotationsAwaitingSelection,
  listSelectedHistory,
  listSellerDeals,
  listSellerEstimations,
  listSellerInbox,
  type Endpoint,
} from '@quotemarket/contract';
import * as schema from './schema';
import { demoBuyerEmail, demoDealers } from '../domain/accounts/demo-accounts';
import { seedAtScale } from '../seed/scale';
import { callEndpoint, type CallOptions } from '../testing/call-endpoint';
import { bearer } from '../testing/factories';
import {
  recordStatements,
  type PlanNode,
  type RecordedStatement,
  type StatementRecorder,
} from '../testing/statement-recorder';
import { createTestApp, type TestContext } from '../testing/test-app';

/**
 * Issue 44: a year of data must not make the hot reads slower. Each read is sent through the app
 * over the demo data multiplied by `scaleFactor` (seedAtScale) and analysed, every statement it
 * sends is recorded and explained with its own parameters, and none may read a table that grows
 * with the activity from end to end. The catalogue's tables (categories, products, their options)
 * and the stores stay small and may be scanned whole. Both engines plan alike: PGlite is
 * PostgreSQL 17 too.
 */
const scaleFactor = 100;

const growingTables = new Set<string>(
  [
    schema.auditLog,
    schema.biddingResponses,
    schema.consents,
    schema.dealDocuments,
    schema.dealDocumentShares,
    schema.devices,
    schema.estimations,
    schema.messages,
    schema.notificationQueue,
    schema.phoneVerifications,
    schema.quotations,
    schema.ratings,
    schema.reports,
    schema.reviewReplies,
    schema.searchHistories,
    schema.selections,
    schema.sessions,
    schema.users,
    schema.wishlists,
  ].map((table) => getTableName(table)),
);

/** Statements that have a plan; BEGIN, SET and the like have none. */
const planned = /^\s*(select|with|insert|update|delete)\b/i;

function* planNodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* planNodes(child);
}

const indexWalks = new Set(['Index Scan', 'Index Only Scan']);

/**
 * The growing tables a plan reads whole: by a Seq Scan, or by walking an index through without a
 * condition (a conversation's page found by filtering the whole table's newest rows, say).
 */
function tablesReadWhole(plan: PlanNode): string[] {
  return [...planNodes(plan)].flatMap((node) => {
    const table = node['Relation Name'];
    if (!table || !growingTables.has(table)) return [];
    const walksIndex = indexWalks.has(node['Node Type']) && node['Index Cond'] === undefined;
    return node['Node Type'] === 'Seq Scan' || walksIndex ? [table] : [];
  });
}

interface HotRead {
  name: string;
  endpoint: Endpoint;
  as: 'buyer' | 'dealer' | 'anyone';
  options?: () => CallOptions;
}

let ctx: TestContext;
let recorder: StatementRecorder;
const headers: Record<HotRead['as'], Record<string, string>> = {
  buyer: {},
  dealer: {},
  anyone: {},
};
/** The demo conversation the scaled seed lengthened: the demo store's on the demo buyer's phone request. */
let conversation: { estimationId: number; quotationId: number; newestMessageId: number };
let productId: number;
let demoDealerId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  const scaled = await seedAtScale(db, scaleFactor);
  // Every table's statistics, the catalogue's too (the scaled seed analyses the tables it fills).
  await db.execute(sql`analyze`);

  const [buyer] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(
      and(eq(schema.users.provider, 'developer'), eq(schema.users.providerId, demoBuyerEmail)),
    );
  const [dealer] = await db
    .select({ id: schema.sellers.id })
    .from(schema.sellers)
    .where(eq(schema.sellers.email, demoDealers[0].email));
  demoDealerId = dealer!.id;
  headers.buyer = bearer(await ctx.app.deps.tokens.issue('buyer', buyer!.id));
  headers.dealer = bearer(await ctx.app.deps.tokens.issue('seller', demoDealerId));
  // Found in the tables, not through the API: a read asked once already could answer from a cache.
  const [newest] = await db
    .select({
      estimationId: schema.messages.estimationId,
      quotationId: schema.messages.quotationId,
      newestMessageId: schema.messages.id,
      productId: schema.quotations.productId,
    })
    .from(schema.messages)
    .innerJoin(schema.quotations, eq(schema.quotations.id, schema.messages.quotationId))
    .where(eq(schema.messages.estimationId, scaled.conversation.estimationId))
    .orderBy(desc(schema.messages.id))
    .limit(1);
  conversation = newest!;
  productId = newest!.productId!;
  recorder = recordStatements(ctx.database);
}, 120_000);

afterAll(async () => {
  recorder?.stop();
  await ctx?.close();
});

const hotReads: HotRead[] = [
  { name: 'requests awaiting selection', endpoint: listQuotationsAwaitingSelection, as: 'buyer' },
  {
    name: 'quotes of a request',
    endpoint: listEstimationsByQuotation,
    as: 'buyer',
    options: () => ({ query: { quotationId: conversation.quotationId } }),
  },
  { name: "the buyer's unread messages", endpoint: getBuyerUnreadMessages, as: 'buyer' },
  { name: 'pending history', endpoint: listPendingHistory, as: 'buyer' },
  { name: 'selected history', endpoint: listSelectedHistory, as: 'buyer' },
  { name: "the dealer's inbox", endpoint: listSellerInbox, as: 'dealer' },
  { name: "the dealer's unread messages", endpoint: getDealerUnreadMessages, as: 'dealer' },
  { name: "the dealer's sent quotes", endpoint: listSellerEstimations, as: 'dealer' },
  { name: "the dealer's deals", endpoint: listSellerDeals, as: 'dealer' },
  {
    name: 'the store page and its reviews',
    endpoint: getSellerStorePage,
    as: 'anyone',
    options: () => ({ query: { userId: demoDealerId } }),
  },
  {
    name: "a product's market prices",
    endpoint: getProductMarketPrices,
    as: 'anyone',
    options: () => ({ params: { id: productId } }),
  },
  {
    name: "a request's market price",
    endpoint: getQuotationMarketPrice,
    as: 'buyer',
    options: () => ({ params: { id: conversation.quotationId } }),
  },
  {
    name: "a conversation's newest messages",
    endpoint: getBuyerConversation,
    as: 'buyer',
    options: () => ({ params: { id: conversation.estimationId } }),
  },
  {
    name: "a conversation's older messages",
    endpoint: getBuyerConversation,
    as: 'buyer',
    options: () => ({
      params: { id: conversation.estimationId },
      query: { before: conversation.newestMessageId },
    }),
  },
  {
    name: 'the product list',
    endpoint: listProductsUnderCategory,
    as: 'anyone',
    options: () => ({ query: { mainCategoryId: 1 } }),
  },
];

/**
 * The problems of one statement of `read`: none when the planner reads no growing table whole.
 * The demo data has a dozen stores, so one store's deals or reviews are a twelfth of their table,
 * and reading it whole (or hashing it whole for a join) is then the planner's right choice; with
 * thousands of stores it would not be. So such a plan passes when, with the planner held to
 * indexes, an index condition reaches every growing table; it fails when none can (an index is
 * missing, or the query must read every row whatever the data, as an aggregate over a whole table).
 */
async function planProblems(read: HotRead, statement: RecordedStatement): Promise<string[]> {
  const chosen = await recorder.explain(statement, { indexesOnly: false });
  if (tablesReadWhole(chosen.plan).length === 0) return [];
  const indexed = await recorder.explain(statement, { indexesOnly: true });
  const tables = tablesReadWhole(indexed.plan);
  if (tables.length === 0) return [];
  return [
    `${read.name} (${read.endpoint.method} ${read.endpoint.path}) reads ${[...new Set(tables)].join(', ')} whole, even held to indexes:\n` +
      `${statement.text}\nparameters: ${JSON.stringify(statement.params)}\n` +
      `the plan chosen:\n${chosen.text}\nheld to indexes:\n${indexed.text}`,
  ];
}

describe(`the hot reads' plans over the demo data × ${scaleFactor}`, () => {
  it.each(hotReads)('$name reads no growing table whole', async (read) => {
    let status = 0;
    const statements = await recorder.record(async () => {
      const response = await callEndpoint(ctx, read.endpoint, {
        ...read.options?.(),
        headers: headers[read.as],
      });
      status = response.statusCode;
    });
    expect(status).toBe(200);
    const checked = statements.filter((statement) => planned.test(statement.text));
    expect(checked, 'the read answered without asking the database').not.toEqual([]);
    const problems = [];
    for (const statement of checked) problems.push(...(await planProblems(read, statement)));
    expect(problems.join('\n\n')).toBe('');
  });
});
