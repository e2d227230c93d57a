import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  getBuyerConversation,
  getProductMarketPrices,
  getQuotationMarketPrice,
  getSellerStorePage,
  listPendingHistory,
  listQuotationsAwaitingSelection,
  listSelectedHistory,
  listSellerDeals,
  listSellerEstimations,
  listSellerInbox,
  listSellerReviews,
  type Endpoint,
} from '@quotemarket/contract';
import { queryRows } from '../db/database';
import { sellers, users } from '../db/schema';
import { demoBuyerEmail, demoDealers } from '../domain/accounts/demo-accounts';
import { callEndpoint, type CallOptions } from '../testing/call-endpoint';
import { bearer } from '../testing/factories';
import { dataOf } from '../testing/quotation-fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';
import { countRows, findDemoConversation, seedAtScale, type ScaleSummary } from './scale';

const factor = 3;

/** What the demo accounts' screens count, and the demo conversation's newest page. */
async function demoFigures(ctx: TestContext) {
  const { db } = ctx.database;
  const [buyer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoBuyerEmail));
  const [dealer] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.email, demoDealers[0].email));
  const asBuyer = bearer(await ctx.app.deps.tokens.issue('buyer', buyer!.id));
  const asDealer = bearer(await ctx.app.deps.tokens.issue('seller', dealer!.id));
  const get = async <E extends Endpoint>(endpoint: E, options: CallOptions) =>
    dataOf(endpoint, await callEndpoint(ctx, endpoint, options));
  const page = { query: { page: 1, size: 10 } };
  const awaiting = await get(listQuotationsAwaitingSelection, { headers: asBuyer });
  const phone = awaiting.list.find((request) => request.productDetails.categoryId1 === 1)!;
  const conversationId = await findDemoConversation(db);
  const conversation = await get(getBuyerConversation, {
    headers: asBuyer,
    params: { id: conversationId },
  });
  const { marketPrice } = await get(getQuotationMarketPrice, {
    headers: asBuyer,
    params: { id: phone.quotationId },
  });
  const { variants } = await get(getProductMarketPrices, {
    params: { id: phone.productDetails.id },
  });
  const store = await get(getSellerStorePage, {
    query: { userId: String(dealer!.id), page: 1, size: 10 },
  });
  return {
    totals: {
      awaiting: awaiting.totalElements,
      pending: (await get(listPendingHistory, { headers: asBuyer, ...page })).totalElements,
      selected: (await get(listSelectedHistory, { headers: asBuyer, ...page })).totalElements,
      inbox: (await get(listSellerInbox, { headers: asDealer, ...page })).totalElements,
      sentBids: (await get(listSellerEstimations, { headers: asDealer, ...page })).totalElements,
      dealerDeals: (await get(listSellerDeals, { headers: asDealer, ...page })).totalElements,
      dealerReviews: (await get(listSellerReviews, { headers: asDealer, ...page })).totalElements,
      storeReviews: store.totalElements,
      storeDeals: store.successfulBidCount,
      requestMarketDeals: marketPrice!.dealCount,
      productMarketDeals: variants.reduce((sum, variant) => sum + variant.dealCount, 0),
    },
    averageRating: store.averageRating,
    conversationLength: conversation.messages.length,
    /** A conversation pages by id: the newest ids must be the newest messages. */
    newestFirst: conversation.messages.every(
      (message, index, page) => index === 0 || page[index - 1]!.createdAt >= message.createdAt,
    ),
    newestMessages: conversation.messages
      .slice(0, 2)
      .map(({ sender, body, readAt }) => ({ sender, body, read: readAt !== null })),
  };
}

describe('seedAtScale', () => {
  let small: Awaited<ReturnType<typeof demoFigures>>;
  let smallRows: ScaleSummary['rows'];
  let scaled: TestContext;
  let summary: ScaleSummary;

  beforeAll(async () => {
    const smallSeed = await createTestApp();
    smallRows = await countRows(smallSeed.database.db);
    small = await demoFigures(smallSeed);
    await smallSeed.close();
    scaled = await createTestApp();
    // Before the app has answered anything: the bulk load announces no changes to its caches.
    summary = await seedAtScale(scaled.database.db, factor);
  });
  afterAll(() => scaled.close());

  it('multiplies the requests, quotes, deals, reviews and messages', () => {
    const withdrawnDeals = factor; // one copied deal per buyer withdrawn five years ago
    expect(summary.rows.quotations).toBe(smallRows.quotations * factor + withdrawnDeals);
    expect(summary.rows.selections).toBe(smallRows.selections * factor + withdrawnDeals);
    expect(summary.rows.ratings).toBe(smallRows.ratings * factor);
    expect(summary.rows.estimations).toBeGreaterThan(smallRows.estimations * factor);
    expect(summary.rows.bidding_responses).toBeGreaterThan(smallRows.bidding_responses * factor);
    // Every conversation copied, and the demo one given `factor` times its own.
    const demoConversation = small.conversationLength;
    expect(summary.conversation.messages).toBe(demoConversation * factor);
    expect(summary.rows.messages).toBe(
      smallRows.messages * factor + demoConversation * (factor - 1),
    );
    expect(summary.rows.sessions).toBeGreaterThan(0);
    expect(summary.rows.notification_queue).toBeGreaterThan(0);
  });

  it("multiplies the demo accounts' lists, the store's reviews and the demo phone's market price", async () => {
    const figures = await demoFigures(scaled);
    for (const [list, total] of Object.entries(small.totals)) {
      expect({ list, total: figures.totals[list as keyof typeof figures.totals] }).toEqual({
        list,
        total: total * factor,
      });
    }
    // Copies of the same reviews and conversation: the same average, the same newest messages.
    expect(figures.averageRating).toBe(small.averageRating);
    expect(figures.newestMessages).toEqual(small.newestMessages);
    expect(figures.newestFirst).toBe(true);
  });

  it('spreads over the year the records the retention job deletes, and buyers withdrawn five years ago', async () => {
    const dayMs = 24 * 60 * 60 * 1000;
    const [ages] = await queryRows<{ oldest: number; newest: number; past3Months: number }>(
      scaled.database.db,
      sql`select extract(epoch from now() - min(created_at)) * 1000 as oldest,
            extract(epoch from now() - max(created_at)) * 1000 as newest,
            avg((created_at < now() - interval '3 months')::int) as "past3Months"
          from sessions`,
    );
    expect(Number(ages!.oldest)).toBeGreaterThan(300 * dayMs);
    expect(Number(ages!.oldest)).toBeLessThanOrEqual(365 * dayMs);
    expect(Number(ages!.newest)).toBeLessThan(30 * dayMs);
    expect(Number(ages!.past3Months)).toBeGreaterThan(0.6);
    const withdrawnDeals = await queryRows<{ withdrawnAt: string; chosenAt: string }>(
      scaled.database.db,
      sql`select buyer.withdrawn_at as "withdrawnAt", deal.created_at as "chosenAt"
          from users buyer join selections deal on deal.buyer_id = buyer.id
          where buyer.provider_id like 'scale-withdrawn-%'`,
    );
    expect(withdrawnDeals).toHaveLength(factor);
    for (const { withdrawnAt, chosenAt } of withdrawnDeals) {
      expect(Date.now() - new Date(withdrawnAt).getTime()).toBeGreaterThan(5 * 365 * dayMs);
      expect(new Date(chosenAt).getTime()).toBeLessThan(new Date(withdrawnAt).getTime());
    }
  });
});
