import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getPurchaseHistoryDetail,
  listPendingHistory,
  listSelectedHistory,
  selectEstimation,
} from '@quotemarket/contract';
import { ratings } from '../db/schema';
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
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

const selectedUrl = endpointUrl(listSelectedHistory);
const pendingUrl = endpointUrl(listPendingHistory);
const detailUrl = (id: number | string) =>
  endpointUrl(getPurchaseHistoryDetail, { params: { id } });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Buyer = Awaited<ReturnType<typeof createBuyer>>;

async function choose(buyer: Buyer, estimationId: number) {
  return dataOf(
    selectEstimation,
    await postSelection(ctx, buyer.headers, selectionBody(estimationId)),
  );
}

/** Three deals chosen in this order: a phone, an internet plan, then a water purifier. */
async function buyerWithThreeDeals() {
  const buyer = await createBuyer(ctx);
  const phoneStore = await createSeller(ctx, [1], {
    storeName: '강남 모바일',
    imageUrl: '/media/sellers/g.png',
  });
  const internetStore = await createSeller(ctx, [2], { storeName: '일산 인터넷' });
  const rentalStore = await createSeller(ctx, [3], {
    storeName: '판교 렌탈',
    phone: '01063380417',
  });
  await ctx.database.db.insert(ratings).values([
    { sellerId: phoneStore.seller.id, rating: 5, review: '좋아요' },
    { sellerId: phoneStore.seller.id, rating: 4, review: '괜찮아요' },
    { sellerId: phoneStore.seller.id, rating: 4, review: '빨라요' },
  ]);

  const phone = await createProduct(ctx, {
    name: '갤럭시 S26',
    modelNumber: 'SM-S942N',
    image: '/media/p.svg',
  });
  const black = await addColourOption(ctx, phone.id, '블랙');
  const plan = await createProduct(ctx, {
    categoryId1: 2,
    name: 'SK브로드밴드 500MB 인터넷+TV',
    modelNumber: null,
    price: 48_400,
    newsAgencyProperty: 'SK브로드밴드',
    internetProperty: '500MB',
    productType: '인터넷+TV',
  });
  const purifier = await createProduct(ctx, {
    categoryId1: 3,
    name: '코웨이 아이콘 정수기 2',
    modelNumber: 'CHP-7211N',
    price: 1_788_000,
    rentalFee: 41_900,
  });
  const phoneRequest = await createQuoteRequest(ctx, {
    buyerId: buyer.user.id,
    productId: phone.id,
    categoryId: 1,
    productOptionValueIds: [black],
    quotes: [phoneQuote(phoneStore.seller.id)],
  });
  const internetRequest = await createQuoteRequest(ctx, {
    buyerId: buyer.user.id,
    productId: plan.id,
    categoryId: 2,
    quotes: [internetQuote(internetStore.seller.id)],
  });
  const rentalRequest = await createQuoteRequest(ctx, {
    buyerId: buyer.user.id,
    productId: purifier.id,
    categoryId: 3,
    answers: { 15: '자가 관리', 16: '6개월', 17: '24개월' },
    quotes: [rentalQuote(rentalStore.seller.id)],
  });
  const deals = [];
  for (const request of [phoneRequest, internetRequest, rentalRequest]) {
    deals.push(await choose(buyer, request.quotes[0]!.id));
  }
  return {
    buyer,
    rentalSelectionId: deals[2]!.selectionId,
    stores: { phoneStore, internetStore, rentalStore },
    products: { phone, plan, purifier },
    requests: { phoneRequest, internetRequest, rentalRequest },
  };
}

describe(`GET ${selectedUrl}`, () => {
  it('lists my deals with the figures each kind of card shows', async () => {
    const { buyer, stores, products, requests } = await buyerWithThreeDeals();
    const data = dataOf(
      listSelectedHistory,
      await callEndpoint(ctx, listSelectedHistory, { headers: buyer.headers }),
    );
    expect(data).toMatchObject({ totalElements: 3, totalPages: 1 });
    const [rental, internet, phone] = data.content;
    expect(phone).toEqual({
      quotationId: requests.phoneRequest.quotation.id,
      estimationId: requests.phoneRequest.quotes[0]!.id,
      sellerId: stores.phoneStore.seller.id,
      categoryId1: 1,
      productName: '갤럭시 S26',
      newsAgency: null,
      internet: null,
      internetSpeed: null,
      productType: null,
      contractDuration: 24,
      storeSubsidy: 150_000,
      publiclyAnnouncedSubsidy: 500_000,
      totalFeeMonthly: 105_000,
      ratePlanMonthly: 89_000,
      rentalFee: null,
      cashGift: null,
      monthlyBundledRate: null,
      sellerImg: '/media/sellers/g.png',
      storeName: '강남 모바일',
      businessVerifiedAt: null,
      storeRating: 4.3,
      imageUrl: '/media/p.svg',
      modelNumber: 'SM-S942N',
      productColor: '블랙',
      applicationStatus: '구매 신청 완료',
    });
    expect(internet).toMatchObject({
      categoryId1: 2,
      productName: products.plan.name,
      newsAgency: 'SK브로드밴드',
      internet: 'SK브로드밴드 > 500M > 인터넷+TV', // a line speed reads 500M, as carriers write it
      internetSpeed: '500MB',
      productType: '인터넷+TV',
      contractDuration: 36,
      totalFeeMonthly: null,
      cashGift: 300_000,
      monthlyBundledRate: 27_500,
    });
    expect(rental).toMatchObject({
      categoryId1: 3,
      storeSubsidy: 360_000,
      rentalFee: 41_900,
      contractDuration: 36,
    });
  });

  it.each([
    ['latest', ['purifier', 'plan', 'phone']],
    // Up front: phone 650,000, purifier 360,000, internet 300,000.
    ['highestAmountFunding', ['phone', 'purifier', 'plan']],
    // Monthly: internet 27,500, purifier 41,900, phone 105,000.
    ['lowestMonthlyFee', ['plan', 'purifier', 'phone']],
  ] as const)('sorts by %s', async (sortOrder, expected) => {
    const { buyer, products } = await buyerWithThreeDeals();
    const data = dataOf(
      listSelectedHistory,
      await callEndpoint(ctx, listSelectedHistory, {
        query: { sortOrder },
        headers: buyer.headers,
      }),
    );
    expect(data.content.map((item) => item.productName)).toEqual(
      expected.map((key) => products[key].name),
    );
  });

  it('pages, and shows nobody else my deals', async () => {
    const { buyer, products } = await buyerWithThreeDeals();
    const page = dataOf(
      listSelectedHistory,
      await callEndpoint(ctx, listSelectedHistory, {
        query: { page: 2, size: 2 },
        headers: buyer.headers,
      }),
    );
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(page.content.map((item) => item.productName)).toEqual([products.phone.name]);

    const stranger = await createBuyer(ctx);
    const theirs = dataOf(
      listSelectedHistory,
      await callEndpoint(ctx, listSelectedHistory, { headers: stranger.headers }),
    );
    expect(theirs).toEqual({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('answers an unknown sort with a 400 naming it', async () => {
    const buyer = await createBuyer(ctx);
    const response = await callEndpoint(ctx, listSelectedHistory, {
      query: { sortOrder: 'oldest' },
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '정렬 기준은 최신순, 지원금 높은 순, 월 요금 낮은 순 중에서 골라 주세요.',
    );
  });
});

describe(`GET ${pendingUrl}`, () => {
  /** Requests without a selection: open, expired, closed and cancelled; plus a selected one and a draft. */
  async function buyerWithUnselectedRequests() {
    const buyer = await createBuyer(ctx);
    const [a, b, c, gone] = await Promise.all(
      ['A 매장', 'B 매장', 'C 매장', '철회 매장'].map((storeName) =>
        createSeller(ctx, [1], { storeName }),
      ),
    );
    const product = await createProduct(ctx, { name: '갤럭시 S26', price: 1_254_000 });
    const base = { buyerId: buyer.user.id, productId: product.id, categoryId: 1 };
    const open = await createQuoteRequest(ctx, {
      ...base,
      hoursAgo: 1,
      quotes: [
        phoneQuote(a!.seller.id),
        phoneQuote(b!.seller.id, {
          publiclyAnnouncedSubsidy: 300_000,
          storeSubsidy: 100_000,
          monthlyInstallment: 25_000,
          monthlyTelecomFee: 55_000,
          contractDuration: 12,
        }),
      ],
    });
    const expired = await createQuoteRequest(ctx, {
      ...base,
      hoursAgo: 50,
      quotes: [
        phoneQuote(c!.seller.id, {
          publiclyAnnouncedSubsidy: 600_000,
          storeSubsidy: 200_000,
          monthlyInstallment: 11_000,
          monthlyTelecomFee: 109_000,
        }),
      ],
    });
    const closed = await createQuoteRequest(ctx, { ...base, hoursAgo: 60, status: 'CLOSED' });
    const cancelled = await createQuoteRequest(ctx, {
      ...base,
      hoursAgo: 70,
      status: 'CANCELLED',
      quotes: [phoneQuote(gone!.seller.id, { status: 'WITHDRAWN' })],
    });
    await createQuoteRequest(ctx, { ...base, status: 'SELECTED' });
    await createQuoteRequest(ctx, { ...base, status: 'DRAFT' });
    return { buyer, ids: { open, expired, closed, cancelled } };
  }

  it('lists requests that ended without a selection and those still open', async () => {
    const { buyer, ids } = await buyerWithUnselectedRequests();
    const data = dataOf(
      listPendingHistory,
      await callEndpoint(ctx, listPendingHistory, { headers: buyer.headers }),
    );
    expect(data).toMatchObject({ totalElements: 4, totalPages: 1 });
    expect(data.content).toEqual([
      {
        quotationId: ids.open.quotation.id,
        productId: ids.open.quotation.productId,
        categoryId1: 1,
        productName: '갤럭시 S26',
        releasePrice: 1_254_000,
        highestSubsidy: 650_000,
        highestSubsidyStoreName: 'A 매장',
        biddingStoreCount: 2,
        lowestMonthlyFee: 80_000,
        contractMonths: 24,
        applicationStatus: '견적 진행 중',
        createdAt: ids.open.quotation.submittedAt!.toISOString(),
      },
      expect.objectContaining({
        quotationId: ids.expired.quotation.id,
        highestSubsidy: 800_000,
        highestSubsidyStoreName: 'C 매장',
        biddingStoreCount: 1,
        lowestMonthlyFee: 120_000,
        applicationStatus: '견적 마감',
      }),
      expect.objectContaining({
        quotationId: ids.closed.quotation.id,
        highestSubsidy: null,
        highestSubsidyStoreName: null,
        biddingStoreCount: 0,
        lowestMonthlyFee: null,
        contractMonths: null,
        applicationStatus: '입찰 없음',
      }),
      expect.objectContaining({
        quotationId: ids.cancelled.quotation.id,
        biddingStoreCount: 0,
        applicationStatus: '입찰 없음',
      }),
    ]);
  });

  it.each([
    ['latest', ['open', 'expired', 'closed', 'cancelled']],
    ['highestAmountFunding', ['expired', 'open', 'closed', 'cancelled']],
    ['lowestMonthlyFee', ['open', 'expired', 'closed', 'cancelled']],
  ] as const)('sorts by %s, requests without quotes last', async (sortOrder, expected) => {
    const { buyer, ids } = await buyerWithUnselectedRequests();
    const data = dataOf(
      listPendingHistory,
      await callEndpoint(ctx, listPendingHistory, { query: { sortOrder }, headers: buyer.headers }),
    );
    expect(data.content.map((item) => item.quotationId)).toEqual(
      expected.map((key) => ids[key].quotation.id),
    );
  });

  it('pages, and shows nobody else my requests', async () => {
    const { buyer, ids } = await buyerWithUnselectedRequests();
    const page = dataOf(
      listPendingHistory,
      await callEndpoint(ctx, listPendingHistory, {
        query: { page: 2, size: 3 },
        headers: buyer.headers,
      }),
    );
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect(page.content.map((item) => item.quotationId)).toEqual([ids.cancelled.quotation.id]);

    const stranger = await createBuyer(ctx);
    const theirs = dataOf(
      listPendingHistory,
      await callEndpoint(ctx, listPendingHistory, { headers: stranger.headers }),
    );
    expect(theirs.totalElements).toBe(0);
  });

  it('answers a bad page size with a 400 naming it', async () => {
    const buyer = await createBuyer(ctx);
    const response = await callEndpoint(ctx, listPendingHistory, {
      query: { size: 1000 },
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('한 번에 볼 개수는 100 이하여야 해요.');
  });
});

describe(`GET ${detailUrl(':id')}`, () => {
  it("shows a phone deal with the dealer's phone number for the consultation button", async () => {
    const { buyer, stores, products, requests } = await buyerWithThreeDeals();
    const detail = dataOf(
      getPurchaseHistoryDetail,
      await ctx.app.inject({
        method: 'GET',
        url: detailUrl(requests.phoneRequest.quotation.id),
        headers: buyer.headers,
      }),
    );
    expect(detail).toEqual({
      product: {
        id: products.phone.id,
        name: '갤럭시 S26',
        imageURL: '/media/p.svg',
        modelNumber: 'SM-S942N',
        color: '블랙',
        colorHex: '#1F1F22',
        price: products.phone.price,
        rentalFee: null,
        newsAgency: null,
        internetSpeed: null,
        productType: null,
      },
      categoryId1: 1,
      sellerId: stores.phoneStore.seller.id,
      storeName: '강남 모바일',
      publiclyAnnouncedSubsidy: 500_000,
      storeSubsidy: 150_000,
      totalSupport: 650_000,
      installmentPeriod: 36,
      installmentInterest: 1_200,
      monthlyInstallment: 16_000,
      monthlyTelecommunicationFee: 89_000,
      monthlyTotal: 105_000,
      monthlyBundledRate: null,
      cashGift: null,
      monthlyFeeBeforeBundle: null,
      howToManage: null,
      manageCycle: null,
      contractMonths: 24,
      rentalFee: null,
      monthlySubsidy: null,
      monthlyRentalAfterSubsidy: null,
      additionalServices: [{ name: '부가서비스 A', monthlyFee: 3_300, requiredMonths: 3 }],
      // Over the 24-month contract on the 1,155,000 release price.
      allInCost: {
        total: 2_694_100,
        months: 24,
        parts: [
          { key: 'devicePrincipal', amount: 505_000 }, // 1,155,000 − 500,000 − 150,000
          { key: 'installmentInterest', amount: 43_200 }, // 36 × 1,200
          { key: 'telecomFees', amount: 2_136_000 }, // 24 × 89,000
          { key: 'additionalServices', amount: 9_900 }, // 3 × 3,300
        ],
      },
      // The dealer's words are part of the deal, as the quote showed them before the purchase.
      conditions: '6개월 요금제 유지',
      notes: null,
      phoneNumber: stores.phoneStore.seller.phone,
      hasReview: false,
      hasReport: false,
    });
  });

  it('spreads a rental subsidy over the contract and says when the deal was reviewed', async () => {
    const { buyer, stores, products, requests, rentalSelectionId } = await buyerWithThreeDeals();
    await ctx.database.db.insert(ratings).values({
      sellerId: stores.rentalStore.seller.id,
      buyerId: buyer.user.id,
      selectionId: rentalSelectionId,
      productId: products.purifier.id,
      rating: 5,
      review: '설치가 빨랐어요',
    });
    const detail = dataOf(
      getPurchaseHistoryDetail,
      await ctx.app.inject({
        method: 'GET',
        url: detailUrl(requests.rentalRequest.quotation.id),
        headers: buyer.headers,
      }),
    );
    expect(detail).toMatchObject({
      categoryId1: 3,
      storeName: '판교 렌탈',
      phoneNumber: '01063380417',
      // The dealer's terms win over the buyer's answers (자가 관리, 6개월, 24개월).
      howToManage: '방문 관리',
      manageCycle: '4개월',
      contractMonths: 36,
      rentalFee: 41_900,
      storeSubsidy: 360_000,
      monthlySubsidy: 10_000,
      monthlyRentalAfterSubsidy: 31_900,
      allInCost: {
        total: 1_148_400,
        months: 36,
        parts: [
          { key: 'rentalFees', amount: 1_508_400 }, // 36 × 41,900
          { key: 'storeSubsidy', amount: -360_000 },
        ],
      },
      product: { rentalFee: 41_900, modelNumber: 'CHP-7211N' },
      hasReview: true,
    });
  });

  it('shows an internet deal with its cash gift and bundled fee', async () => {
    const { buyer, requests } = await buyerWithThreeDeals();
    const detail = dataOf(
      getPurchaseHistoryDetail,
      await ctx.app.inject({
        method: 'GET',
        url: detailUrl(requests.internetRequest.quotation.id),
        headers: buyer.headers,
      }),
    );
    expect(detail).toMatchObject({
      categoryId1: 2,
      cashGift: 300_000,
      monthlyFeeBeforeBundle: 38_500,
      monthlyBundledRate: 27_500,
      monthlyTotal: null,
      notes: '설치비 무료',
      allInCost: {
        total: 690_000,
        months: 36,
        parts: [
          { key: 'internetFees', amount: 990_000 }, // 36 × 27,500
          { key: 'cashGift', amount: -300_000 },
        ],
      },
      product: { newsAgency: 'SK브로드밴드', internetSpeed: '500MB', productType: '인터넷+TV' },
    });
  });

  it("answers a request without a selection, or another buyer's deal, with a 404", async () => {
    const { buyer, requests } = await buyerWithThreeDeals();
    const product = await createProduct(ctx);
    const unselected = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
    });
    const stranger = await createBuyer(ctx);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: detailUrl(unselected.quotation.id),
      headers: buyer.headers,
    });
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: detailUrl(requests.phoneRequest.quotation.id),
      headers: stranger.headers,
    });
    for (const response of [mine, theirs]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('구매 신청 내역을 찾을 수 없어요.');
    }
  });

  it('answers a bad id with a 400 naming it', async () => {
    const buyer = await createBuyer(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: detailUrl(-1),
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    );
  });
});
