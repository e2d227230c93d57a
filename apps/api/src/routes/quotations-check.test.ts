import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEstimationsByQuotation, listQuotationsAwaitingSelection } from '@quotemarket/contract';
import {
  addColourOption,
  createQuoteRequest,
  dataOf,
  internetQuote,
  phoneQuote,
  postSelection,
  rentalQuote,
  selectionBody,
} from '../testing/quotation-fixtures';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, type CallOptions, callEndpoint } from '../testing/call-endpoint';

const awaitingUrl = endpointUrl(listQuotationsAwaitingSelection);
const estimationsUrl = endpointUrl(listEstimationsByQuotation);

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
      await callEndpoint(ctx, listQuotationsAwaitingSelection, { headers: buyer.headers }),
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

  it('names the quote with the lowest all-in cost as the best, not the biggest subsidy', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx, { price: 1_254_000 });
    const bigSubsidy = await createSeller(ctx, [1], {
      storeName: '지원금 많은 매장',
      imageUrl: '/media/sellers/big.png',
    });
    const cheapest = await createSeller(ctx, [1], {
      storeName: '총 비용 낮은 매장',
      imageUrl: '/media/sellers/cheap.png',
    });
    await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      quotes: [
        // 200,000원 more subsidy, but a plan 20,000원 dearer for 24 months: 280,000원 more in all.
        phoneQuote(bigSubsidy.seller.id, {
          storeSubsidy: 350_000,
          ratePlanMonthly: 109_000,
          monthlyTelecomFee: 109_000,
        }),
        phoneQuote(cheapest.seller.id),
      ],
    });

    const [request] = dataOf(
      listQuotationsAwaitingSelection,
      await callEndpoint(ctx, listQuotationsAwaitingSelection, { headers: buyer.headers }),
    ).list;
    const cards = dataOf(
      listEstimationsByQuotation,
      await callEndpoint(ctx, listEstimationsByQuotation, {
        headers: buyer.headers,
        query: { quotationId: String(request!.quotationId) },
      }),
    ).list;

    expect(cards.map((card) => card.storeName)).toEqual(['총 비용 낮은 매장', '지원금 많은 매장']);
    expect(request!.estimationDetails).toMatchObject({
      storeName: '총 비용 낮은 매장',
      allInCost: cards[0]!.allInCost,
    });
    expect(request!.sellerImages).toEqual(['/media/sellers/cheap.png', '/media/sellers/big.png']);
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
      await callEndpoint(ctx, listQuotationsAwaitingSelection, { headers: buyer.headers }),
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
      await callEndpoint(ctx, listQuotationsAwaitingSelection, {
        query: { pageNo: 2, size: 2 },
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
      await callEndpoint(ctx, listQuotationsAwaitingSelection, { headers: other.headers }),
    );
    expect(data).toEqual({ list: [], totalElements: 0, totalPages: 0 });
  });

  it('answers a bad page number with a 400 naming the field', async () => {
    const buyer = await createBuyer(ctx);
    const response = await callEndpoint(ctx, listQuotationsAwaitingSelection, {
      query: { pageNo: 0 },
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('페이지 번호는 1 이상이어야 해요.');
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
    // All-in over 24 months on the 1,155,000 release price (36 × 1,200 interest, 3 × 3,300 add-on):
    // A: 505,000 + 43,200 + 24 × 89,000 + 9,900 = 2,694,100
    // B: 755,000 + 43,200 + 24 × 55,000 + 9,900 = 2,128,100
    // C: 355,000 + 43,200 + 24 × 109,000 + 9,900 = 3,024,100
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

  const listUrl = (quotationId: number, query: CallOptions['query'] = {}) =>
    endpointUrl(listEstimationsByQuotation, { query: { quotationId, ...query } });

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
      selectedEstimationId: null,
      // C's 3,024,100 − B's 2,128,100 (the withdrawn quote does not count).
      cheapestSaving: 896_000,
    });
    expect(data).toMatchObject({ totalElements: 3, totalPages: 1 });
    const cardOfA = data.list.find((card) => card.sellerId === stores.a.seller.id);
    expect(cardOfA).toEqual({
      estimationId: request.quotes[0]!.id,
      status: 'ACTIVE',
      withdrawnForStore: false,
      sellerId: stores.a.seller.id,
      sellerImageUrl: null,
      storeName: 'A 매장',
      businessVerifiedAt: null,
      storeRating: 0,
      // A's one bid came a minute after the request (the fixture's quotes).
      medianAnswerMinutes: 1,
      successfulBidCount: 0,
      ratePlanMonthly: 89_000,
      ratePlanRequiredMonths: 6,
      cashGiftPaidWithinDays: null,
      mandatoryMonths: null,
      earlyTerminationFeePercent: null,
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
      allInCost: 2_694_100,
      allInCostMonths: 24,
    });
  });

  it('puts the cheapest quote over its contract first unless asked otherwise', async () => {
    const { buyer, request } = await requestWithThreeQuotes();
    const data = dataOf(
      listEstimationsByQuotation,
      await ctx.app.inject({
        method: 'GET',
        url: listUrl(request.quotation.id),
        headers: buyer.headers,
      }),
    );
    expect(data.list.map((card) => [card.storeName, card.allInCost])).toEqual([
      ['B 매장', 2_128_100],
      ['A 매장', 2_694_100],
      ['C 매장', 3_024_100],
    ]);
    const explicit = dataOf(
      listEstimationsByQuotation,
      await ctx.app.inject({
        method: 'GET',
        url: listUrl(request.quotation.id, { sortOrder: 'lowestAllInCost' }),
        headers: buyer.headers,
      }),
    );
    expect(explicit.list.map((card) => card.storeName)).toEqual(['B 매장', 'A 매장', 'C 매장']);
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
        url: listUrl(request.quotation.id, { sortOrder }),
        headers: buyer.headers,
      }),
    );
    expect(data.list.map((card) => card.storeName)).toEqual(expected);
  });

  it('ranks rental quotes by the fee over the contract less the subsidy, counting 24 months without one', async () => {
    const buyer = await createBuyer(ctx);
    const purifier = await createProduct(ctx, {
      categoryId1: 3,
      name: '코웨이 아이콘 정수기 2',
      price: 1_788_000,
      rentalFee: 41_900,
    });
    const [subsidised, uncontracted, long, gone] = await Promise.all(
      ['지원금 렌탈', '무약정 렌탈', '5년 렌탈', '철회 렌탈'].map((storeName) =>
        createSeller(ctx, [3], { storeName }),
      ),
    );
    const request = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: purifier.id,
      categoryId: 3,
      quotes: [
        // 36 × 41,900 − 360,000 = 1,148,400
        rentalQuote(subsidised!.seller.id),
        // no contract: 24 × 29,900 = 717,600
        rentalQuote(uncontracted!.seller.id, {
          rentalFee: 29_900,
          storeSubsidy: 0,
          contractDuration: 0,
        }),
        // 60 × 35,000 − 200,000 = 1,900,000
        rentalQuote(long!.seller.id, {
          rentalFee: 35_000,
          storeSubsidy: 200_000,
          contractDuration: 60,
        }),
        // 12 × 10,000 = 120,000, but withdrawn: neither listed nor compared
        rentalQuote(gone!.seller.id, {
          rentalFee: 10_000,
          storeSubsidy: 0,
          contractDuration: 12,
          status: 'WITHDRAWN',
        }),
      ],
    });

    const data = dataOf(
      listEstimationsByQuotation,
      await ctx.app.inject({
        method: 'GET',
        url: listUrl(request.quotation.id),
        headers: buyer.headers,
      }),
    );
    expect(
      data.list.map(({ storeName, allInCost, allInCostMonths }) => ({
        storeName,
        allInCost,
        allInCostMonths,
      })),
    ).toEqual([
      { storeName: '무약정 렌탈', allInCost: 717_600, allInCostMonths: 24 },
      { storeName: '지원금 렌탈', allInCost: 1_148_400, allInCostMonths: 36 },
      { storeName: '5년 렌탈', allInCost: 1_900_000, allInCostMonths: 60 },
    ]);
    // 1,900,000 − 717,600
    expect(data.quotation).toMatchObject({ estimationCount: 3, cheapestSaving: 1_182_400 });

    // The saving compares every quote of the request, not only those on the page.
    const secondPage = dataOf(
      listEstimationsByQuotation,
      await ctx.app.inject({
        method: 'GET',
        url: listUrl(request.quotation.id, { page: 2, size: 1 }),
        headers: buyer.headers,
      }),
    );
    expect(secondPage.list.map((card) => card.storeName)).toEqual(['지원금 렌탈']);
    expect(secondPage.quotation.cheapestSaving).toBe(1_182_400);
  });

  it('has no saving to show with a single quote, or none', async () => {
    const buyer = await createBuyer(ctx);
    const dealer = await createSeller(ctx, [2], { storeName: '일산 인터넷' });
    const plan = await createProduct(ctx, {
      categoryId1: 2,
      name: 'SK브로드밴드 500MB 인터넷+TV',
      modelNumber: null,
      price: 48_400,
    });
    const single = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: plan.id,
      categoryId: 2,
      quotes: [internetQuote(dealer.seller.id)],
    });
    const empty = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: plan.id,
      categoryId: 2,
    });
    const cardsOf = async (quotationId: number) =>
      dataOf(
        listEstimationsByQuotation,
        await ctx.app.inject({ method: 'GET', url: listUrl(quotationId), headers: buyer.headers }),
      );
    const withOne = await cardsOf(single.quotation.id);
    const withNone = await cardsOf(empty.quotation.id);
    expect(withOne.quotation).toMatchObject({ estimationCount: 1, cheapestSaving: null });
    // 36 × 27,500 − 300,000 cash gift
    expect(withOne.list).toMatchObject([{ allInCost: 690_000, allInCostMonths: 36 }]);
    expect(withNone.quotation).toMatchObject({ estimationCount: 0, cheapestSaving: null });
    expect(withNone.list).toEqual([]);
  });

  it('pages the cards', async () => {
    const { buyer, request } = await requestWithThreeQuotes();
    const data = dataOf(
      listEstimationsByQuotation,
      await ctx.app.inject({
        method: 'GET',
        url: listUrl(request.quotation.id, { page: 2, size: 2 }),
        headers: buyer.headers,
      }),
    );
    expect(data).toMatchObject({ totalElements: 3, totalPages: 2 });
    // Cheapest all-in first: B, A on the first page, C on the second.
    expect(data.list.map((card) => card.storeName)).toEqual(['C 매장']);
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

  it('keeps every bidder after a selection: the chosen quote and the others as not chosen', async () => {
    const { buyer, request } = await requestWithThreeQuotes();
    const [a, b, c] = request.quotes;
    const selected = await postSelection(ctx, buyer.headers, selectionBody(a!.id));
    expect(selected.statusCode).toBe(200);

    const data = dataOf(
      listEstimationsByQuotation,
      await callEndpoint(ctx, listEstimationsByQuotation, {
        headers: buyer.headers,
        query: { quotationId: String(request.quotation.id) },
      }),
    );
    expect(data.quotation).toMatchObject({
      isOpen: false,
      estimationCount: 3,
      selectedEstimationId: a!.id,
    });
    expect(Object.fromEntries(data.list.map((card) => [card.estimationId, card.status]))).toEqual({
      [a!.id]: 'SELECTED',
      [b!.id]: 'NOT_SELECTED',
      [c!.id]: 'NOT_SELECTED',
    });
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
    [
      'quotationId',
      endpointUrl(listEstimationsByQuotation, { query: { quotationId: 'abc' } }),
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    ],
    [
      'quotationId',
      estimationsUrl,
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    ],
    [
      'sortOrder',
      endpointUrl(listEstimationsByQuotation, { query: { quotationId: 1, sortOrder: 'cheapest' } }),
      '정해진 정렬 기준 중에서 골라 주세요.',
    ],
  ])('answers a bad %s with a 400 a buyer can read', async (_field, url, message) => {
    const buyer = await createBuyer(ctx);
    const response = await ctx.app.inject({ method: 'GET', url, headers: buyer.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status_code: 400, message, data: null });
  });
});
