import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getProductMarketPrices,
  getQuotationMarketPrice,
  getSellerStorePage,
  listEstimationsByQuotation,
  phoneQuestionIds,
} from '@quotemarket/contract';
import { estimations, selections } from '../db/schema';
import { callFailing } from '../testing/call-endpoint';
import { addOptionAttribute } from '../testing/bidding-kit';
import { bearer, createBuyer, createProduct, createSeller } from '../testing/factories';
import { callOk, createOpenQuotation, recordSelection, testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(testNow.getTime() - days * dayMs);
const minutesAfter = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

let ctx: TestContext;
let buyer: { id: number; token: string };
let sellerId: number;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => testNow });
  const created = await createBuyer(ctx);
  buyer = { id: created.user.id, token: created.token };
  sellerId = (await createSeller(ctx, [1])).seller.id;
});
afterAll(() => ctx.close());

interface Variant {
  storage: string;
  carrier: string;
  joinType: string;
}
const usual: Variant = { storage: '256GB', carrier: 'SKT', joinType: '번호이동' };

/** A phone with two storage options; returns its id and the option value id of each storage. */
async function phone() {
  const product = await createProduct(ctx, { name: '갤럭시 시세폰' });
  const [small, large] = await addOptionAttribute(ctx, product.id, '저장 용량', ['256GB', '512GB']);
  return {
    id: product.id,
    storageIds: { '256GB': small!, '512GB': large! } as Record<string, number>,
  };
}

/** A request of the buyer for `variant` of the phone, submitted at `submittedAt`. */
function request(product: Awaited<ReturnType<typeof phone>>, variant: Variant, submittedAt: Date) {
  return createOpenQuotation(ctx, {
    buyerId: buyer.id,
    productId: product.id,
    categoryId: 1,
    submittedAt,
    productOptionValueIds: [product.storageIds[variant.storage]!],
    answers: [
      { questionId: phoneQuestionIds.joinType, responseText: variant.joinType },
      { questionId: phoneQuestionIds.carrier, responseText: variant.carrier },
    ],
  });
}

/** A deal: a request for `variant`, one bid of `allInCost`, selected `selectedDaysAgo` days ago. */
async function deal(
  product: Awaited<ReturnType<typeof phone>>,
  allInCost: number,
  { variant = usual, selectedDaysAgo = 3 }: { variant?: Variant; selectedDaysAgo?: number } = {},
) {
  const selectedAt = daysAgo(selectedDaysAgo);
  const quotation = await request(product, variant, minutesAfter(selectedAt, -120));
  const [estimation] = await ctx.database.db
    .insert(estimations)
    .values({
      quotationId: quotation.id,
      sellerId,
      allInCost,
      allInMonths: 24,
      createdAt: minutesAfter(selectedAt, -60),
    })
    .returning();
  const selection = await recordSelection(ctx, { estimationId: estimation!.id });
  await ctx.database.db
    .update(selections)
    .set({ createdAt: selectedAt })
    .where(eq(selections.id, selection.id));
}

const productPrices = (productId: number) =>
  callOk(ctx, getProductMarketPrices, { params: { id: productId } });
const requestPrice = (quotationId: number, token = buyer.token) =>
  callOk(ctx, getQuotationMarketPrice, { params: { id: quotationId }, headers: bearer(token) });

describe('the market price of a product', () => {
  it('is hidden with 4 deals and shown, as their median all-in cost, with 5', async () => {
    const product = await phone();
    const mine = await request(product, usual, daysAgo(0.1));
    for (const cost of [1_400_000, 1_000_000, 1_300_000, 1_100_000]) await deal(product, cost);

    expect((await productPrices(product.id)).variants).toEqual([]);
    expect((await requestPrice(mine.id)).marketPrice).toBeNull();

    // Both answers above are kept; the new deal's announcement (`deals`) drops them.
    await deal(product, 1_200_000);
    expect((await productPrices(product.id)).variants).toEqual([
      { ...usual, medianAllInCost: 1_200_000, dealCount: 5 },
    ]);
    expect((await requestPrice(mine.id)).marketPrice).toEqual({
      medianAllInCost: 1_200_000,
      dealCount: 5,
    });

    // An even count: the mean of the middle two, in whole won.
    await deal(product, 1_250_001);
    expect((await requestPrice(mine.id)).marketPrice).toEqual({
      medianAllInCost: 1_225_001,
      dealCount: 6,
    });
  });

  it('counts only deals selected in the last 30 days', async () => {
    const product = await phone();
    const mine = await request(product, usual, daysAgo(0.1));
    for (const cost of [1_000_000, 1_100_000, 1_200_000, 1_300_000]) {
      await deal(product, cost, { selectedDaysAgo: 29 });
    }
    await deal(product, 100_000, { selectedDaysAgo: 31 });
    await deal(product, 100_000, { selectedDaysAgo: 45 });
    expect((await requestPrice(mine.id)).marketPrice).toBeNull();

    await deal(product, 1_400_000, { selectedDaysAgo: 1 });
    expect((await requestPrice(mine.id)).marketPrice).toEqual({
      medianAllInCost: 1_200_000,
      dealCount: 5,
    });
  });

  it('compares a phone only with deals of the same storage, carrier and join type', async () => {
    const product = await phone();
    const others: Variant[] = [
      { ...usual, storage: '512GB' },
      { ...usual, carrier: 'KT' },
      { ...usual, joinType: '기기변경' },
    ];
    for (const variant of others) {
      for (let index = 0; index < 5; index += 1) {
        await deal(product, 2_000_000 + index * 10_000, { variant });
      }
    }
    const mine = await request(product, usual, daysAgo(0.1));
    expect((await requestPrice(mine.id)).marketPrice).toBeNull();

    for (const cost of [900_000, 950_000, 1_000_000, 1_050_000, 1_100_000]) {
      await deal(product, cost);
    }
    expect((await requestPrice(mine.id)).marketPrice).toEqual({
      medianAllInCost: 1_000_000,
      dealCount: 5,
    });
    const { variants } = await productPrices(product.id);
    expect(variants).toHaveLength(4);
    expect(variants).toContainEqual({ ...usual, medianAllInCost: 1_000_000, dealCount: 5 });
    expect(variants).toContainEqual({
      ...usual,
      storage: '512GB',
      medianAllInCost: 2_020_000,
      dealCount: 5,
    });
  });

  it("answers 404 for another buyer's request and for a product that does not exist", async () => {
    const product = await phone();
    const mine = await request(product, usual, daysAgo(0.1));
    const stranger = await createBuyer(ctx);
    expect(
      await callFailing(ctx, getQuotationMarketPrice, {
        params: { id: mine.id },
        headers: bearer(stranger.token),
      }),
    ).toEqual({ status: 404, message: '견적 요청을 찾을 수 없어요.' });
    expect(await callFailing(ctx, getProductMarketPrices, { params: { id: 999_999 } })).toEqual({
      status: 404,
      message: '상품을 찾을 수 없어요.',
    });
  });
});

describe("a store's answer speed and deals", () => {
  it('is the median minutes to its bid over 90 days, on the store page and its quote cards', async () => {
    const { seller } = await createSeller(ctx, [1], { storeName: '빠른 매장' });
    const product = await phone();
    const bidAfter = async (submittedDaysAgo: number, minutes: number) => {
      const quotation = await request(product, usual, daysAgo(submittedDaysAgo));
      const [estimation] = await ctx.database.db
        .insert(estimations)
        .values({
          quotationId: quotation.id,
          sellerId: seller.id,
          allInCost: 1_000_000,
          allInMonths: 24,
          createdAt: minutesAfter(quotation.submittedAt!, minutes),
        })
        .returning();
      return { quotation, estimation: estimation! };
    };
    const { seller: silent } = await createSeller(ctx, [1], { storeName: '조용한 매장' });
    const quiet = await callOk(ctx, getSellerStorePage, { query: { userId: silent.id } });
    expect(quiet.seller.medianAnswerMinutes).toBeNull();

    await bidAfter(100, 1); // outside the 90 days
    await bidAfter(60, 30);
    const won = await bidAfter(20, 12);
    await recordSelection(ctx, { estimationId: won.estimation.id });
    const open = await bidAfter(0.5, 8);

    const page = await callOk(ctx, getSellerStorePage, { query: { userId: seller.id } });
    expect(page.seller.medianAnswerMinutes).toBe(12);
    expect(page.successfulBidCount).toBe(1);

    const cards = await callOk(ctx, listEstimationsByQuotation, {
      query: { quotationId: open.quotation.id, page: 1, size: 10 },
      headers: bearer(buyer.token),
    });
    expect(cards.list).toEqual([
      expect.objectContaining({ medianAnswerMinutes: 12, successfulBidCount: 1 }),
    ]);
  });
});
