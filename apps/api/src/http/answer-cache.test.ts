import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getProfile,
  listEstimationsByQuotation,
  listProductsUnderCategory,
  listQuotationsAwaitingSelection,
  listSellerInbox,
  quotationEvents,
  submitSellerEstimation,
  toggleWishlist,
} from '@quotemarket/contract';
import { buildApp } from '../app';
import { products, quotations, sessions, users } from '../db/schema';
import { callEndpoint, endpointUrl } from '../testing/call-endpoint';
import { bearer, createBuyer, createProduct, createSeller } from '../testing/factories';
import { openEventStream } from '../testing/event-stream-client';
import { createOpenQuotation, hoursBefore, phoneTerms, testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

let clock = testNow;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

/** A product only this test's search finds, and the query that lists it. */
async function productOfItsOwn(overrides: Parameters<typeof createProduct>[1] = {}) {
  const name = `보관 테스트폰 ${randomUUID().slice(0, 8)}`;
  const product = await createProduct(ctx, { name, ...overrides });
  const query = { mainCategoryId: 1, productName: name, pageNo: 1, pageSize: 10 };
  return { product, query };
}

const listOf = (query: Record<string, string | number>, headers?: Record<string, string>) =>
  callEndpoint(ctx, listProductsUnderCategory, { query, ...(headers && { headers }) });

describe('answers kept by the API', () => {
  it('serves a catalogue answer again until a product it shows changes, not when only its view count moves', async () => {
    const { product, query } = await productOfItsOwn({ price: 900_000 });
    const first = await listOf(query);
    const second = await listOf(query);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(second.json()).toEqual(first.json());

    await ctx.database.db
      .update(products)
      .set({ viewCount: product.viewCount + 5 })
      .where(eq(products.id, product.id));
    expect((await listOf(query)).headers['x-cache']).toBe('hit');

    await ctx.database.db
      .update(products)
      .set({ price: 850_000 })
      .where(eq(products.id, product.id));
    const changed = await listOf(query);
    expect(changed.headers['x-cache']).toBe('miss');
    expect(changed.json().data.list[0].price).toBe(850_000);
  });

  it('drops a list ordered by views when views are counted', async () => {
    const { product, query } = await productOfItsOwn();
    const byViews = { ...query, useSorting: 'true', sortBy: 'view_count' };
    expect((await listOf(byViews)).headers['x-cache']).toBe('miss');
    expect((await listOf(byViews)).headers['x-cache']).toBe('hit');
    await ctx.database.db
      .update(products)
      .set({ viewCount: product.viewCount + 1 })
      .where(eq(products.id, product.id));
    expect((await listOf(byViews)).headers['x-cache']).toBe('miss');
  });

  it("keeps a buyer's answers through the wizard's saves on a draft, and drops them once it is sent", async () => {
    const buyer = await createBuyer(ctx);
    const { product } = await productOfItsOwn();
    const awaiting = async () =>
      (
        await callEndpoint(ctx, listQuotationsAwaitingSelection, {
          query: { pageNo: 1, size: 10 },
          headers: buyer.headers,
        })
      ).headers['x-cache'];
    expect(await awaiting()).toBe('miss');
    const [draft] = await ctx.database.db
      .insert(quotations)
      .values({ buyerId: buyer.user.id, productId: product.id, categoryId: 1 })
      .returning();
    await ctx.database.db
      .update(quotations)
      .set({ productOptionValueIds: [] })
      .where(eq(quotations.id, draft!.id));
    expect(await awaiting()).toBe('hit');
    await ctx.database.db
      .update(quotations)
      .set({ status: 'OPEN', submittedAt: clock, deadlineAt: hoursBefore(-48) })
      .where(eq(quotations.id, draft!.id));
    expect(await awaiting()).toBe('miss');
  });

  it("gives each buyer the hearts of their own wishlist and everyone else the guests' answer", async () => {
    const { product, query } = await productOfItsOwn();
    const wisher = await createBuyer(ctx);
    const other = await createBuyer(ctx);
    const heart = async (headers?: Record<string, string>) => {
      const response = await listOf(query, headers);
      return {
        cache: response.headers['x-cache'],
        heart: response.json().data.list[0].isWishlisted,
      };
    };

    await callEndpoint(ctx, toggleWishlist, {
      query: { productId: product.id },
      headers: wisher.headers,
    });
    expect(await heart()).toEqual({ cache: 'miss', heart: false });
    expect(await heart(wisher.headers)).toEqual({ cache: 'miss', heart: true });
    expect(await heart(other.headers)).toEqual({ cache: 'hit', heart: false });
    expect(await heart(wisher.headers)).toEqual({ cache: 'hit', heart: true });

    await callEndpoint(ctx, toggleWishlist, {
      query: { productId: product.id },
      headers: wisher.headers,
    });
    expect((await heart(wisher.headers)).heart).toBe(false);
  });

  it("keeps a buyer's own answers apart and drops them when the buyer's records change", async () => {
    const first = await createBuyer(ctx, { nickname: '첫째' });
    const second = await createBuyer(ctx, { nickname: '둘째' });
    const profileOf = async (headers: Record<string, string>) => {
      const response = await callEndpoint(ctx, getProfile, { headers });
      return { cache: response.headers['x-cache'], nickname: response.json().data.nickname };
    };
    expect(await profileOf(first.headers)).toEqual({ cache: 'miss', nickname: '첫째' });
    expect(await profileOf(first.headers)).toEqual({ cache: 'hit', nickname: '첫째' });
    expect(await profileOf(second.headers)).toEqual({ cache: 'miss', nickname: '둘째' });

    await ctx.database.db
      .update(users)
      .set({ nickname: '새이름' })
      .where(eq(users.id, first.user.id));
    expect(await profileOf(first.headers)).toEqual({ cache: 'miss', nickname: '새이름' });
    expect(await profileOf(second.headers)).toEqual({ cache: 'hit', nickname: '둘째' });
  });

  it('refuses a kept session as soon as it is revoked, or its buyer withdraws', async () => {
    const revoked = await createBuyer(ctx);
    const withdrawn = await createBuyer(ctx);
    for (const { headers } of [revoked, withdrawn]) {
      expect((await callEndpoint(ctx, getProfile, { headers })).statusCode).toBe(200);
    }
    await ctx.database.db
      .update(sessions)
      .set({ revokedAt: clock })
      .where(eq(sessions.subjectId, revoked.user.id));
    await ctx.database.db
      .update(users)
      .set({ withdrawnAt: clock })
      .where(eq(users.id, withdrawn.user.id));
    for (const { headers } of [revoked, withdrawn]) {
      const response = await callEndpoint(ctx, getProfile, { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('로그인이 만료되었어요. 다시 로그인해 주세요.');
    }
  });

  it('ends a list of open requests when the next quote window closes', async () => {
    const dealer = await createSeller(ctx, [1]);
    const { user } = await createBuyer(ctx);
    const { product } = await productOfItsOwn();
    // Its window closes in 30 seconds, sooner than any answer's lifetime.
    const closing = await createOpenQuotation(ctx, {
      buyerId: user.id,
      productId: product.id,
      categoryId: 1,
      submittedAt: new Date(hoursBefore(48).getTime() + 30_000),
    });
    const inbox = async () => {
      const response = await callEndpoint(ctx, listSellerInbox, {
        query: { page: 1, size: 100 },
        headers: dealer.headers,
      });
      const ids = response
        .json()
        .data.list.map((item: { quotationId: number }) => item.quotationId);
      return { cache: response.headers['x-cache'], listed: ids.includes(closing.id) };
    };
    expect(await inbox()).toEqual({ cache: 'miss', listed: true });
    expect(await inbox()).toEqual({ cache: 'hit', listed: true });

    clock = new Date(closing.deadlineAt!.getTime() - 1);
    expect(await inbox()).toEqual({ cache: 'hit', listed: true });
    clock = closing.deadlineAt!;
    expect(await inbox()).toEqual({ cache: 'miss', listed: false });
    clock = testNow;
  });

  it('sends a kept answer compressed to a client that accepts it', async () => {
    const query = { mainCategoryId: 1, pageNo: 1, pageSize: 10 };
    const plain = await listOf(query);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await callEndpoint(ctx, listProductsUnderCategory, {
        query,
        headers: { 'accept-encoding': `${encoding}, identity;q=0.5` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('authorization, accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('drops the answers another API process on the same database keeps', async () => {
    const other = await buildApp({ database: ctx.database, now: () => clock });
    try {
      const { product, query } = await productOfItsOwn({ price: 700_000 });
      const fromOther = async () => {
        await other.deps.changes.barrier();
        const response = await other.inject({
          method: 'GET',
          url: endpointUrl(listProductsUnderCategory, { query }),
        });
        return { cache: response.headers['x-cache'], price: response.json().data.list[0].price };
      };
      expect(await fromOther()).toEqual({ cache: 'miss', price: 700_000 });
      expect(await fromOther()).toEqual({ cache: 'hit', price: 700_000 });
      await ctx.database.db
        .update(products)
        .set({ price: 650_000 })
        .where(eq(products.id, product.id));
      expect(await fromOther()).toEqual({ cache: 'miss', price: 650_000 });
    } finally {
      await other.close();
    }
  });

  it("sends a live bid to a buyer's stream only once that process has dropped the answers it changes", async () => {
    const other = await buildApp({ database: ctx.database, now: () => clock });
    try {
      const baseUrl = await other.listen({ port: 0, host: '127.0.0.1' });
      const dealer = await createSeller(ctx, [1]);
      const buyer = await createBuyer(ctx);
      const { product } = await productOfItsOwn();
      const request = await createOpenQuotation(ctx, {
        buyerId: buyer.user.id,
        productId: product.id,
        categoryId: 1,
      });
      // Each process signs its own tokens in this test (each app has a random secret).
      const buyerThere = bearer(await other.deps.tokens.issue('buyer', buyer.user.id));
      const bidsSeenByOther = async () => {
        const response = await other.inject({
          method: 'GET',
          url: endpointUrl(listEstimationsByQuotation, {
            query: { quotationId: request.id, page: 1, size: 10 },
          }),
          headers: buyerThere,
        });
        return { cache: response.headers['x-cache'], bids: response.json().data.list.length };
      };
      await other.deps.changes.barrier();
      expect(await bidsSeenByOther()).toEqual({ cache: 'miss', bids: 0 });
      expect(await bidsSeenByOther()).toEqual({ cache: 'hit', bids: 0 });

      const stream = await openEventStream(baseUrl, quotationEvents, buyerThere);
      try {
        await callEndpoint(ctx, submitSellerEstimation, {
          params: { id: request.id },
          body: phoneTerms,
          headers: dealer.headers,
        });
        expect((await stream.next()).event).toBe(quotationEvents.eventName);
        // The screen refetches at once: the other process answers with the bid.
        expect((await bidsSeenByOther()).bids).toBe(1);
      } finally {
        stream.close();
      }
    } finally {
      await other.close();
    }
  });
});
