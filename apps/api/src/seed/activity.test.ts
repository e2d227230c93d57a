import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getBuyerConversation,
  getBuyerUnreadMessages,
  getDealerUnreadMessages,
  getEstimationDetail,
  getProductMarketPrices,
  getPurchaseHistoryDetail,
  getQuotationMarketPrice,
  listEstimationsByQuotation,
  listPendingHistory,
  listQuotationsAwaitingSelection,
  listReviewHistory,
  listSelectedHistory,
  listSellerDeals,
  marketPriceMinDeals,
  type Endpoint,
} from '@quotemarket/contract';
import { quotations, ratings, selections, sellers, users } from '../db/schema';
import { demoBuyerEmail, demoDealers } from '../domain/accounts/demo-accounts';
import { callEndpoint, type CallOptions } from '../testing/call-endpoint';
import { dataOf } from '../testing/quotation-fixtures';
import { bearer } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  const [demoBuyer] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.provider, 'developer'), eq(users.providerId, demoBuyerEmail)));
  headers = bearer(await ctx.app.deps.tokens.issue('buyer', demoBuyer!.id));
});
afterAll(() => ctx.close());

async function get<E extends Endpoint>(endpoint: E, options: CallOptions = {}) {
  return dataOf(endpoint, await callEndpoint(ctx, endpoint, { ...options, headers }));
}

describe('the seeded demo activity', () => {
  it('gives the demo buyer two requests in progress, each with the demo dealer among 3+ quotes', async () => {
    const [demoDealerRow] = await ctx.database.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.email, demoDealers[0].email));
    const awaiting = await get(listQuotationsAwaitingSelection);
    expect(awaiting.totalElements).toBe(2);
    for (const request of awaiting.list) {
      expect(request.estimationCount).toBeGreaterThanOrEqual(3);
      const quotes = await get(listEstimationsByQuotation, {
        query: { quotationId: request.quotationId },
      });
      expect(quotes.list.map((quote) => quote.sellerId)).toContain(demoDealerRow!.id);
      const detail = await get(getEstimationDetail, {
        params: { id: quotes.list[0]!.estimationId },
      });
      expect(detail.isSelectable).toBe(true);
    }
  });

  it('gives the demo buyer a deal still to review, a reviewed deal and a request that closed unselected', async () => {
    const selected = await get(listSelectedHistory);
    expect(selected.totalElements).toBe(2);
    const reviewStates = await Promise.all(
      selected.content.map(async (deal) => {
        const detail = await get(getPurchaseHistoryDetail, { params: { id: deal.quotationId } });
        expect(detail.phoneNumber).toMatch(/^010\d{8}$/);
        return detail.hasReview;
      }),
    );
    expect(reviewStates.sort()).toEqual([false, true]);

    const pending = await get(listPendingHistory);
    expect(pending.content.map((request) => request.applicationStatus).sort()).toEqual([
      '견적 마감',
      '견적 진행 중',
      '견적 진행 중',
    ]);
    const reviews = await get(listReviewHistory);
    expect(reviews.totalElements).toBe(1);
  });

  it("holds enough deals like the demo buyer's phone request for its market price to show", async () => {
    const awaiting = await get(listQuotationsAwaitingSelection);
    const phone = awaiting.list.find((request) => request.productDetails.categoryId1 === 1)!;
    const { marketPrice } = await get(getQuotationMarketPrice, {
      params: { id: phone.quotationId },
    });
    expect(marketPrice?.dealCount).toBeGreaterThanOrEqual(marketPriceMinDeals);
    const { variants } = await get(getProductMarketPrices, {
      params: { id: phone.productDetails.id },
    });
    expect(variants).toContainEqual(expect.objectContaining(marketPrice));
  });

  it("prices the demo buyer's quotes near the deals like them, so their cards compare in tens of thousands of won", async () => {
    const awaiting = await get(listQuotationsAwaitingSelection);
    for (const request of awaiting.list) {
      const { marketPrice } = await get(getQuotationMarketPrice, {
        params: { id: request.quotationId },
      });
      expect(marketPrice?.dealCount).toBeGreaterThanOrEqual(marketPriceMinDeals);
      const quotes = await get(listEstimationsByQuotation, {
        query: { quotationId: request.quotationId },
      });
      for (const quote of quotes.list) {
        const off = Math.abs(quote.allInCost - marketPrice!.medianAllInCost);
        expect(off / marketPrice!.medianAllInCost).toBeLessThan(0.2);
      }
    }
  });

  it('opens conversations on the open requests: the demo buyer has the demo store’s answers to read, the demo store nothing', async () => {
    const [dealer] = await ctx.database.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.email, demoDealers[0].email));
    const unread = await get(getBuyerUnreadMessages);
    const awaiting = await get(listQuotationsAwaitingSelection);
    expect(unread.requests.map((request) => request.quotationId).sort()).toEqual(
      awaiting.list.map((request) => request.quotationId).sort(),
    );
    for (const request of unread.requests) {
      const [answered] = request.estimations;
      const conversation = await get(getBuyerConversation, {
        params: { id: answered!.estimationId },
      });
      // Newest first: the store's unread answer to the buyer's question, which the store read.
      expect(conversation.messages.map((message) => message.sender)).toEqual(['dealer', 'buyer']);
      expect(conversation.messages[0]!.readAt).toBeNull();
      expect(conversation.messages[1]!.readAt).not.toBeNull();
      expect(conversation.canSend).toBe(true);
    }
    const dealerUnread = await dataOf(
      getDealerUnreadMessages,
      await callEndpoint(ctx, getDealerUnreadMessages, {
        headers: bearer(await ctx.app.deps.tokens.issue('seller', dealer!.id)),
      }),
    );
    expect(dealerUnread.total).toBe(0);
  });

  it('fills the other buyers’ side too: ~25 requests, deals with reviews tied to them', async () => {
    const { db } = ctx.database;
    const [requests] = await db.select({ total: count() }).from(quotations);
    const [deals] = await db.select({ total: count() }).from(selections);
    const [dealReviews] = await db
      .select({ total: count() })
      .from(ratings)
      .where(isNotNull(ratings.selectionId));
    expect(requests!.total).toBeGreaterThanOrEqual(25);
    expect(deals!.total).toBeGreaterThanOrEqual(5);
    expect(dealReviews!.total).toBeGreaterThanOrEqual(3);
  });

  it("records the buyer's consent with every deal, so the demo dealer's deals show the contact", async () => {
    const unconsented = await ctx.database.db
      .select({ id: selections.id })
      .from(selections)
      .where(isNull(selections.consentVersion));
    expect(unconsented).toEqual([]);

    const [dealer] = await ctx.database.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.email, demoDealers[0].email));
    const deals = await dataOf(
      listSellerDeals,
      await callEndpoint(ctx, listSellerDeals, {
        headers: bearer(await ctx.app.deps.tokens.issue('seller', dealer!.id)),
      }),
    );
    // The demo buyer's two deals at least.
    expect(deals.totalElements).toBeGreaterThanOrEqual(2);
    for (const deal of deals.list) {
      expect(deal.buyerName).toBeTruthy();
      expect(deal.buyerPhone).toMatch(/^010-\d{4}-\d{4}$/);
    }
  });
});
