import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMarketDashboard, type MarketDashboard } from '@quotemarket/contract';
import { estimations, quotations } from '../db/schema';
import {
  createBuyer,
  createOperator,
  createProduct,
  createSeller,
  createSubCategory,
} from '../testing/factories';
import { callOk, createOpenQuotation, recordSelection, testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

/*
 * A market with known answers. The clock is 2031-03-02 18:00 in Seoul, so the window is the Korean
 * days 2031-02-01 … 2031-03-02 (from 2031-01-31T15:00Z); the seeded requests are years before it.
 *
 *  request  sent (Seoul)        category        bids (minutes after, all-in cost)         ends
 *  r1       03-01 10:00         phones          A +30 1,000,000 · B +90 1,200,000          A chosen
 *  r2       03-02 17:00         phones          C +10 1,100,000                           still open
 *  r3       02-10 09:00         공기청정기(7)     —                                        expired
 *  r4       02-20 23:30         phones          A +60 900,000, withdrawn                  expired
 *  r5       02-01 00:00 sharp   phones (P3)     —                                        expired
 *  r6       02-15 09:00         rental(7)       A +120 500,000 · B +240 600,000           expired
 *  outside  01-31 23:59         phones          D (before the window)                     —
 *  a draft in the window, never a request.
 */
let ctx: TestContext;
let dashboard: MarketDashboard;
const at = (iso: string) => new Date(iso);
const minutesAfter = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

beforeAll(async () => {
  ctx = await createTestApp({ now: () => testNow });
  const db = ctx.database.db;
  await createSubCategory(ctx, 126, 7, '공기청정기');
  const { user: buyer } = await createBuyer(ctx);
  const dealer = (storeName: string) => createSeller(ctx, [1, 7, 126], { storeName });
  const a = await dealer('가 매장');
  const b = await dealer('나 매장');
  const c = await dealer('다 매장');
  const d = await dealer('라 매장');
  const galaxy = await createProduct(ctx, { name: '갤럭시 S31' });
  const purifier = await createProduct(ctx, { name: '공기청정기 A', categoryId1: 7 });
  const iphone = await createProduct(ctx, { name: '아이폰 22' });

  const request = (productId: number, categoryId: number, submittedAt: string) =>
    createOpenQuotation(ctx, {
      buyerId: buyer.id,
      productId,
      categoryId,
      submittedAt: at(submittedAt),
    });
  const bid = async (
    quotation: { id: number; submittedAt: Date | null },
    sellerId: number,
    minutes: number,
    allInCost: number,
    status: 'ACTIVE' | 'WITHDRAWN' = 'ACTIVE',
  ) => {
    const createdAt = minutesAfter(quotation.submittedAt!, minutes);
    const [row] = await db
      .insert(estimations)
      .values({
        quotationId: quotation.id,
        sellerId,
        status,
        allInCost,
        allInMonths: 24,
        createdAt,
        withdrawnAt: status === 'WITHDRAWN' ? minutesAfter(createdAt, 5) : null,
      })
      .returning();
    return row!;
  };

  const r1 = await request(galaxy.id, 1, '2031-03-01T01:00:00Z');
  const chosen = await bid(r1, a.seller.id, 30, 1_000_000);
  await bid(r1, b.seller.id, 90, 1_200_000);
  await recordSelection(ctx, { estimationId: chosen.id });
  const r2 = await request(galaxy.id, 1, '2031-03-02T08:00:00Z');
  await bid(r2, c.seller.id, 10, 1_100_000);
  await request(purifier.id, 126, '2031-02-10T00:00:00Z');
  const r4 = await request(galaxy.id, 1, '2031-02-20T14:30:00Z');
  await bid(r4, a.seller.id, 60, 900_000, 'WITHDRAWN');
  await request(iphone.id, 1, '2031-01-31T15:00:00Z');
  const r6 = await request(purifier.id, 7, '2031-02-15T00:00:00Z');
  await bid(r6, a.seller.id, 120, 500_000);
  await bid(r6, b.seller.id, 240, 600_000);
  const outside = await request(galaxy.id, 1, '2031-01-31T14:59:00Z');
  await bid(outside, d.seller.id, 0.5, 700_000);
  await db.insert(quotations).values({
    buyerId: buyer.id,
    productId: iphone.id,
    categoryId: 1,
    status: 'DRAFT',
    submittedAt: at('2031-02-25T00:00:00Z'),
  });

  const { headers } = await createOperator(ctx, 'VIEWER');
  dashboard = await callOk(ctx, getMarketDashboard, { headers });
});
afterAll(() => ctx.close());

describe('market dashboard', () => {
  it('covers the last 30 Korean calendar days, today included', () => {
    expect(dashboard.from).toBe('2031-02-01');
    expect(dashboard.to).toBe('2031-03-02');
    expect(dashboard.requestsByDay).toHaveLength(30);
    expect(dashboard.requestsByDay.map((day) => day.date)).toContain('2031-02-28');
  });

  it('counts requests per Korean day by main category, sub-categories under their main one', () => {
    const countsOn = (date: string) => {
      const day = dashboard.requestsByDay.find((row) => row.date === date)!;
      return {
        total: day.total,
        ...Object.fromEntries(
          day.byCategory.filter((row) => row.count > 0).map((row) => [row.categoryId, row.count]),
        ),
      };
    };
    expect(countsOn('2031-03-01')).toEqual({ total: 1, 1: 1 });
    expect(countsOn('2031-03-02')).toEqual({ total: 1, 1: 1 });
    expect(countsOn('2031-02-10')).toEqual({ total: 1, 7: 1 });
    expect(countsOn('2031-02-20')).toEqual({ total: 1, 1: 1 });
    expect(countsOn('2031-02-01')).toEqual({ total: 1, 1: 1 });
    expect(countsOn('2031-02-15')).toEqual({ total: 1, 7: 1 });
    expect(countsOn('2031-02-25')).toEqual({ total: 0 });
    expect(dashboard.requestsByDay.reduce((sum, day) => sum + day.total, 0)).toBe(6);
    expect(dashboard.categories.map((category) => category.id)).toEqual(
      expect.arrayContaining([1, 7]),
    );
    expect(dashboard.categories.map((category) => category.id)).not.toContain(126);
  });

  it('works out bids per request, time to first bid, selections and active dealers', () => {
    expect(dashboard).toMatchObject({
      requests: 6,
      bids: 6,
      bidsPerRequest: 1,
      // First bids after 10, 30, 60 and 120 minutes: the median between 30 and 60, p90 at 1.8 of 3 steps.
      firstBidMinutes: { median: 45, p90: 102 },
      endedRequests: 5,
      selectedRequests: 1,
      selectionShare: 0.2,
      activeDealers: 3,
    });
  });

  it('gives the median all-in cost per model over the quotes not withdrawn', () => {
    expect(dashboard.allInCostByModel).toEqual([
      expect.objectContaining({ productName: '갤럭시 S31', bids: 3, medianAllInCost: 1_100_000 }),
      expect.objectContaining({ productName: '공기청정기 A', bids: 2, medianAllInCost: 550_000 }),
    ]);
  });
});
