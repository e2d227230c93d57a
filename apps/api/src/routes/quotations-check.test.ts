import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listEstimationsByQuotation,
  listQuotationsAwaitingSelection,
  toApiUrl,
} from '@quotemarket/contract';
import {
  addColourOption,
  createQuoteRequest,
  dataOf,
  phoneQuote,
} from '../testing/quotation-fixtures';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

const awaitingUrl = toApiUrl(listQuotationsAwaitingSelection.path);
const estimationsUrl = toApiUrl(listEstimationsByQuotation.path);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`GET ${awaitingUrl}`, () => {
  it('lists only my requests still taking quotes, newest first, with the best quote', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx, {
      name: '갤럭시 S26',
      modelNumber: 'SM-S942N',
      price: 1_254_000,
    });
    const black = await addColourOption(ctx, product.id, '블랙');
    const generous = await createSeller(ctx, [1], {
      storeName: '강남 모바일',
      imageUrl: '/media/sellers/a.png',
    });
    const modest = await createSeller(ctx, [1], { storeName: '홍대 폰', imageUrl: null });
    const withdrawn = await createSeller(ctx, [1], {
      storeName: '철회 매장',
      imageUrl: '/media/sellers/w.png',
    });
    const base = { buyerId: buyer.user.id, productId: product.id, categoryId: 1 };

    const newest = await createQuoteRequest(ctx, {
      ...base,
      hoursAgo: 1,
      productOptionValueIds: [black],
      quotes: [
        phoneQuote(modest.seller.id, { publiclyAnnouncedSubsidy: 400_000, storeSubsidy: 100_000 }),
        phoneQuote(generous.seller.id, {
          publiclyAnnouncedSubsidy: 500_000,
          storeSubsidy: 300_000,
        }),
        phoneQuote(withdrawn.seller.id, { storeSubsidy: 900_000, status: 'WITHDRAWN' }),
      ],
    });
    const older = await createQuoteRequest(ctx, { ...base, hoursAgo: 5 });
    await createQuoteRequest(ctx, { ...base, hoursAgo: 49 }); // past its 48-hour window
    await createQuoteRequest(ctx, { ...base, hoursAgo: 2, status: 'SELECTED' });
    await createQuoteRequest(ctx, { ...base, hoursAgo: 2, status: 'CANCELLED' });

    const data = dataOf(
      listQuotationsAwaitingSelection,
      await ctx.app.inject({ method: 'GET', url: awaitingUrl, headers: buyer.headers }),
    );

    expect(data.totalElements).toBe(2);
    expect(data.totalPages).toBe(1);
    expect(data.list.map((item) => item.quotationId)).toEqual([
      newest.quotation.id,
      older.quotation.id,
    ]);
    const [first, second] = data.list;
    expect(first!.createdAt).toBe(newest.quotation.submittedAt!.toISOString());
    expect(first!.quotationTimeLimit).toBe(
      new Date(newest.quotation.submittedAt!.getTime() + 48 * 3_600_000).toISOString(),
    );
    expect(first!.estimationCount).toBe(2);
    expect(first!.productDetails).toMatchObject({
      id: product.id,
      name: '갤럭시 S26',
      categoryId1: 1,
      price: 1_254_000,
      attributes: [
        { attributeName: '모델명', value: 'SM-S942N' },
        { attributeName: '색상', value: '블랙' },
      ],
    });
    expect(first!.estimationDetails).toMatchObject({
      storeName: '강남 모바일',
      totalSupport: 800_000,
      totalFeeMonthly: 105_000,
    });
    expect(first!.sellerImages).toEqual(['/media/sellers/a.png', null]);
    expect(second!).toMatchObject({
      estimationCount: 0,
      estimationDetails: null,
      sellerImages: [],
    });
  });

  it('shows at most five dealer images while counting every quote', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const dealers = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        createSeller(ctx, [1], {
          storeName: `매장 ${index}`,
          imageUrl: `/media/sellers/${index}.png`,
        }),
      ),
    );
    await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      quotes: dealers.map((dealer) => phoneQuote(dealer.seller.id)),
    });

    const data = dataOf(
      listQuotationsAwaitingSelection,
      await ctx.app.inject({ method: 'GET', url: awaitingUrl, headers: buyer.headers }),
    );
    expect(data.list[0]!.estimationCount).toBe(7);
    expect(data.list[0]!.sellerImages).toHaveLength(5);
  });

  it('pages with pageNo and size', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const requests = [];
    for (const hoursAgo of [1, 2, 3]) {
      requests.push(
        await createQuoteRequest(ctx, {
          buyerId: buyer.user.id,
          productId: product.id,
          categoryId: 1,
          hoursAgo,
        }),
      );
    }
    const data = dataOf(
      listQuotationsAwaitingSelection,
      await ctx.app.inject({
        method: 'GET',
        url: `${awaitingUrl}?pageNo=2&size=2`,
        headers: buyer.headers,
      }),
    );
    expect(data).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(data.list.map((item) => item.quotationId)).toEqual([requests[2]!.quotation.id]);
  });

  it("does not show another buyer's requests", async () => {
    const owner = await createBuyer(ctx);
    const other = await createBuyer(ctx);
    const product = await createProduct(ctx);
    await createQuoteRequest(ctx, { buyerId: owner.user.id, productId: product.id, categoryId: 1 });
    const data = dataOf(
      listQuotationsAwaitingSelection,
      await ctx.app.inject({ method: 'GET', url: awaitingUrl, headers: other.headers }),
    );
    expect(data).toEqual({ list: [], totalElements: 0, totalPages: 0 });
  });

  it('answers a bad page number with a 400 naming the field', async () => {
    const buyer = await createBuyer(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${awaitingUrl}?pageNo=0`,
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('pageNo');
  });
});

describe(`GET ${estimationsUrl}`, () => {
  async function requestWithThreeQuotes(hoursAgo = 1) {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx, { name: '아이폰 17' });
    const [a, b, c, gone] = await Promise.all(
      ['A 매장', 'B 매장', 'C 매장', '철회 매장'].map((storeName) =>
        createSeller(ctx, [1], { storeName }),
      ),
    );
    // A: 650,000 support, 105,000 a month; B: 400,000, 80,000; C: 800,000, 120,000.
    const request = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      hoursAgo,
      quotes: [
        phoneQuote(a!.seller.id),
        phoneQuote(b!.seller.id, {
          publiclyAnnouncedSubsidy: 300_000,
          storeSubsidy: 100_000,
          monthlyInstallment: 25_000,
          monthlyTelecomFee: 55_000,
        }),
        phoneQuote(c!.seller.id, {
          publiclyAnnouncedSubsidy: 600_000,
          storeSubsidy: 200_000,
          monthlyInstallment: 11_000,
          monthlyTelecomFee: 109_000,
        }),
        phoneQuote(gone!.seller.id, { status: 'WITHDRAWN' }),
      ],
    });
    return { buyer, product, request, stores: { a: a!, b: b!, c: c! } };
  }

  const listUrl = (quotationId: number, extra = '') =>
    `${estimationsUrl}?quotationId=${quotationId}${extra}`;

  it('gives the request and its quote cards with their money', async () => {
    const { buyer, request, stores } = await requestWithThreeQuotes();
    const data = dataOf(
      listEstimationsByQuotation,
      await ctx.app.inject({
        method: 'GET',
        url: listUrl(request.quotation.id),
        headers: buyer.headers,
      }),
    );
    expect(data.quotation).toEqual({
      quotationId: request.quotation.id,
      createdAt: request.quotation.submittedAt!.toISOString(),
      deadlineAt: request.quotation.deadlineAt!.toISOString(),
      productName: '아이폰 17',
      estimationCount: 3,
      isOpen: true,
    });
    expect(data).toMatchObject({ totalElements: 3, totalPages: 1 });
    const cardOfA = data.list.find((card) => card.sellerId === stores.a.seller.id);
    expect(cardOfA).toEqual({
      estimationId: request.quotes[0]!.id,
      sellerId: stores.a.seller.id,
      sellerImageUrl: null,
      storeName: 'A 매장',
      storeRating: 0,
      successfulBidCount: 0,
      ratePlanMonthly: 89_000,
      totalFeeMonthly: 105_000,
      monthlyBillingAmount: 105_000,
      storeSubsidy: 150_000,
      publiclyAnnouncedSubsidy: 500_000,
      totalSupport: 650_000,
      contractDuration: 24,
      installmentPeriod: 36,
      monthlyInstallment: 16_000,
      rentalFee: null,
      cashGift: null,
      monthlyBundledRate: null,
    });
  });

  it.each([
    ['latest', ['C 매장', 'B 매장', 'A 매장']],
    ['highestAmountFunding', ['C 매장', 'A 매장', 'B 매장']],
    ['lowestMonthlyFee', ['B 매장', 'A 매장', 'C 매장']],
  ])('sorts by %s', async (sortOrder, expected) => {
    const { buyer, request } = await requestWithThreeQuotes();
    const data = dataOf(
      listEstimationsByQuotation,
      await ctx.app.inject({
        method: 'GET',
        url: listUrl(request.quotation.id, `&sortOrder=${sortOrder}`),
        headers: buyer.headers,
      }),
    );
    expect(data.list.map((card) => card.storeName)).toEqual(expected);
  });

  it('pages the cards', async () => {
    const { buyer, request } = await requestWithThreeQuotes();
    const data = dataOf(
      listEstimationsByQuotation,
      await ctx.app.inject({
        method: 'GET',
        url: listUrl(request.quotation.id, '&page=2&size=2'),
        headers: buyer.headers,
      }),
    );
    expect(data).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(data.list.map((card) => card.storeName)).toEqual(['A 매장']);
  });

  it('marks a request past its deadline as no longer open', async () => {
    const { buyer, request } = await requestWithThreeQuotes(49);
    const data = dataOf(
      listEstimationsByQuotation,
      await ctx.app.inject({
        method: 'GET',
        url: listUrl(request.quotation.id),
        headers: buyer.headers,
      }),
    );
    expect(data.quotation.isOpen).toBe(false);
    expect(data.list).toHaveLength(3);
  });

  it("answers another buyer's request with a 404", async () => {
    const { request } = await requestWithThreeQuotes();
    const stranger = await createBuyer(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: listUrl(request.quotation.id),
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status_code: 404,
      message: '견적 요청을 찾을 수 없어요.',
      data: null,
    });
  });

  it('answers a draft with a 404: it is not a request yet', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const draft = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      status: 'DRAFT',
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: listUrl(draft.quotation.id),
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['quotationId', `${estimationsUrl}?quotationId=abc`],
    ['quotationId', estimationsUrl],
    ['sortOrder', `${estimationsUrl}?quotationId=1&sortOrder=cheapest`],
  ])('answers a bad %s with a 400 naming it', async (field, url) => {
    const buyer = await createBuyer(ctx);
    const response = await ctx.app.inject({ method: 'GET', url, headers: buyer.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});
