import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEstimationDetail } from '@quotemarket/contract';
import { eq } from 'drizzle-orm';
import { products, ratings, selections } from '../db/schema';
import {
  addColourOption,
  createQuoteRequest,
  dataOf,
  internetQuote,
  phoneQuote,
  rentalQuote,
} from '../testing/quotation-fixtures';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl } from '../testing/call-endpoint';

const detailUrl = (id: number | string) => endpointUrl(getEstimationDetail, { params: { id } });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A dealer with two reviews (5 and 4 stars) and one earlier deal. */
async function establishedDealer() {
  const dealer = await createSeller(ctx, [1, 2, 3], {
    storeName: '강남 모바일',
    imageUrl: '/media/sellers/gangnam.png',
  });
  const earlierBuyer = await createBuyer(ctx);
  const product = await createProduct(ctx);
  const earlier = await createQuoteRequest(ctx, {
    buyerId: earlierBuyer.user.id,
    productId: product.id,
    categoryId: 1,
    status: 'SELECTED',
    quotes: [phoneQuote(dealer.seller.id, { status: 'SELECTED' })],
  });
  await ctx.database.db.insert(selections).values({
    quotationId: earlier.quotation.id,
    estimationId: earlier.quotes[0]!.id,
    buyerId: earlierBuyer.user.id,
    sellerId: dealer.seller.id,
  });
  await ctx.database.db.insert(ratings).values([
    { sellerId: dealer.seller.id, rating: 5, review: '친절해요' },
    { sellerId: dealer.seller.id, rating: 4, review: '빨라요' },
  ]);
  return dealer;
}

describe(`GET ${detailUrl(':id')}`, () => {
  it('adds up to the all-in total the quote was sent with, after the release price changed', async () => {
    const dealer = await createSeller(ctx, [1]);
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx, { price: 1_254_000 });
    const request = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      quotes: [phoneQuote(dealer.seller.id)],
    });
    // As sent: (1,254,000 − 650,000) + 36 × 1,200 + 24 × 89,000 + 3 × 3,300 = 2,793,100.
    await ctx.database.db
      .update(products)
      .set({ price: 1_354_000 })
      .where(eq(products.id, product.id));
    const { allInCost } = dataOf(
      getEstimationDetail,
      await ctx.app.inject({
        method: 'GET',
        url: detailUrl(request.quotes[0]!.id),
        headers: buyer.headers,
      }),
    );
    expect(allInCost.total).toBe(2_793_100);
    expect(allInCost.parts.find((part) => part.key === 'devicePrincipal')?.amount).toBe(604_000);
    expect(allInCost.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(2_793_100);
  });

  it('shows a phone quote with the dealer, the product and the money rules', async () => {
    const dealer = await establishedDealer();
    const rival = await createSeller(ctx, [1]);
    const gone = await createSeller(ctx, [1]);
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx, {
      name: '갤럭시 S26',
      modelNumber: 'SM-S942N',
      price: 1_254_000,
    });
    const violet = await addColourOption(ctx, product.id, '코발트 바이올렛');
    const request = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      productOptionValueIds: [violet],
      answers: { 6: '24개월' },
      quotes: [
        phoneQuote(dealer.seller.id),
        phoneQuote(rival.seller.id),
        phoneQuote(gone.seller.id, { status: 'WITHDRAWN' }),
      ],
    });

    const detail = dataOf(
      getEstimationDetail,
      await ctx.app.inject({
        method: 'GET',
        url: detailUrl(request.quotes[0]!.id),
        headers: buyer.headers,
      }),
    );

    expect(detail).toEqual({
      estimationId: request.quotes[0]!.id,
      quotationId: request.quotation.id,
      productId: product.id,
      categoryId1: 1,
      seller: {
        sellerId: dealer.seller.id,
        sellerImageUrl: '/media/sellers/gangnam.png',
        storeName: '강남 모바일',
        businessVerifiedAt: null,
        successfulBidCount: 1,
        averageRating: 4.5,
      },
      quotation: {
        howToManage: null,
        manageCycle: null,
        mainPurpose: null,
        internetMobileCarrier: null,
        mobileCarrier: null,
        changeOfCommunicationAgency: null,
        bundle: null,
        biddingCount: 2,
        contractMonths: 24,
      },
      product: {
        id: product.id,
        name: '갤럭시 S26',
        imageUrl: null,
        modelNumber: 'SM-S942N',
        color: '코발트 바이올렛',
        colorHex: '#1F1F22',
        price: 1_254_000,
        rentalFee: null,
        newsAgencyProperty: null,
        internetProperty: null,
        productType: null,
      },
      publiclyAnnouncedSubsidy: 500_000,
      publiclyAnnouncedSubsidyPayer: '통신사',
      storeSubsidy: 150_000,
      storeSubsidyPayer: '판매점',
      totalSupport: 650_000,
      installmentPeriod: 36,
      installmentInterest: 1_200,
      monthlyInstallment: 16_000,
      ratePlanMonthly: 89_000,
      ratePlanRequiredMonths: 6,
      monthlyTelecommunicationFee: 89_000,
      monthlyBillingAmount: 105_000,
      contractDuration: 24,
      additionalServices: [{ name: '부가서비스 A', monthlyFee: 3_300, requiredMonths: 3 }],
      conditions: '6개월 요금제 유지',
      cashGift: null,
      monthlyFeeBeforeBundle: null,
      monthlyBundledRate: null,
      bestBenefitCarrier: null,
      cashGiftPaidWithinDays: null,
      rentalFee: null,
      mandatoryMonths: null,
      earlyTerminationFeePercent: null,
      expectedMonthlyRental: null,
      // Over the 24-month contract on the 1,254,000 release price.
      allInCost: {
        total: 2_793_100,
        months: 24,
        parts: [
          { key: 'devicePrincipal', amount: 604_000 }, // 1,254,000 − 500,000 − 150,000
          { key: 'installmentInterest', amount: 43_200 }, // 36 × 1,200
          { key: 'telecomFees', amount: 2_136_000 }, // 24 × 89,000
          { key: 'additionalServices', amount: 9_900 }, // 3 × 3,300
        ],
      },
      notes: null,
      isSelectable: true,
    });
  });

  it("repeats the buyer's internet answers", async () => {
    const dealer = await createSeller(ctx, [2]);
    const buyer = await createBuyer(ctx);
    const plan = await createProduct(ctx, {
      categoryId1: 2,
      name: 'SK브로드밴드 500MB 인터넷+TV',
      modelNumber: null,
      price: 48_400,
      newsAgencyProperty: 'SK브로드밴드',
      internetProperty: '500MB',
      productType: '인터넷+TV',
    });
    const request = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: plan.id,
      categoryId: 2,
      answers: {
        8: '통신사 변경',
        9: 'KT',
        10: '인터넷+TV',
        11: '4만 원대',
        12: '결합할게요',
        13: 'SKT',
        14: '게임·HD 영상',
      },
      quotes: [internetQuote(dealer.seller.id)],
    });

    const detail = dataOf(
      getEstimationDetail,
      await ctx.app.inject({
        method: 'GET',
        url: detailUrl(request.quotes[0]!.id),
        headers: buyer.headers,
      }),
    );
    expect(detail.quotation).toEqual({
      howToManage: null,
      manageCycle: null,
      mainPurpose: '게임·HD 영상',
      internetMobileCarrier: 'SKT',
      mobileCarrier: '4만 원대',
      changeOfCommunicationAgency: '통신사 변경',
      bundle: '결합할게요',
      biddingCount: 1,
      contractMonths: null,
    });
    expect(detail).toMatchObject({
      cashGift: 300_000,
      monthlyFeeBeforeBundle: 38_500,
      monthlyBundledRate: 27_500,
      bestBenefitCarrier: 'SKT',
      notes: '설치비 무료',
      totalSupport: 0,
      monthlyBillingAmount: null,
      allInCost: {
        total: 690_000,
        months: 36,
        parts: [
          { key: 'internetFees', amount: 990_000 }, // 36 × 27,500
          { key: 'cashGift', amount: -300_000 },
        ],
      },
      product: {
        newsAgencyProperty: 'SK브로드밴드',
        internetProperty: '500MB',
        productType: '인터넷+TV',
      },
    });
  });

  it('spreads a water purifier subsidy over the contract for the expected rental', async () => {
    const dealer = await createSeller(ctx, [3]);
    const buyer = await createBuyer(ctx);
    const purifier = await createProduct(ctx, {
      categoryId1: 3,
      name: '코웨이 아이콘 정수기 2',
      rentalFee: 41_900,
    });
    const request = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: purifier.id,
      categoryId: 3,
      answers: { 15: '방문 관리', 16: '4개월', 17: '36개월', 18: '최대한 빨리' },
      quotes: [rentalQuote(dealer.seller.id, { rentalFee: 39_900, storeSubsidy: 100_000 })],
    });

    const detail = dataOf(
      getEstimationDetail,
      await ctx.app.inject({
        method: 'GET',
        url: detailUrl(request.quotes[0]!.id),
        headers: buyer.headers,
      }),
    );
    expect(detail.quotation).toMatchObject({
      howToManage: '방문 관리',
      manageCycle: '4개월',
      contractMonths: 36,
    });
    // 100,000 ÷ 36 = 2,777.8 → 2,778 a month off 39,900.
    expect(detail).toMatchObject({
      rentalFee: 39_900,
      storeSubsidy: 100_000,
      expectedMonthlyRental: 37_122,
      allInCost: {
        total: 1_336_400,
        months: 36,
        parts: [
          { key: 'rentalFees', amount: 1_436_400 }, // 36 × 39,900
          { key: 'storeSubsidy', amount: -100_000 },
        ],
      },
    });
    expect(detail.product.rentalFee).toBe(41_900);
  });

  it('cannot be selected once the request is past its deadline', async () => {
    const dealer = await createSeller(ctx, [1]);
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const request = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      hoursAgo: 49,
      quotes: [phoneQuote(dealer.seller.id)],
    });
    const detail = dataOf(
      getEstimationDetail,
      await ctx.app.inject({
        method: 'GET',
        url: detailUrl(request.quotes[0]!.id),
        headers: buyer.headers,
      }),
    );
    expect(detail.isSelectable).toBe(false);
  });

  it('shows every quote of a selected request read only, but not a withdrawn one', async () => {
    const [chosen, loser, gone] = await Promise.all([1, 2, 3].map(() => createSeller(ctx, [1])));
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const request = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId: product.id,
      categoryId: 1,
      status: 'SELECTED',
      quotes: [
        phoneQuote(chosen!.seller.id, { status: 'SELECTED' }),
        phoneQuote(loser!.seller.id, { status: 'NOT_SELECTED' }),
        phoneQuote(gone!.seller.id, { status: 'WITHDRAWN' }),
      ],
    });
    const [selected, notSelected, withdrawn] = await Promise.all(
      request.quotes.map((quote) =>
        ctx.app.inject({ method: 'GET', url: detailUrl(quote.id), headers: buyer.headers }),
      ),
    );
    expect(dataOf(getEstimationDetail, selected!).isSelectable).toBe(false);
    // The buyer compares what they chose with what they did not: those stay readable.
    expect(dataOf(getEstimationDetail, notSelected!).isSelectable).toBe(false);
    expect(withdrawn!.statusCode).toBe(404);
  });

  it("answers another buyer's quote with a 404", async () => {
    const dealer = await createSeller(ctx, [1]);
    const owner = await createBuyer(ctx);
    const stranger = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const request = await createQuoteRequest(ctx, {
      buyerId: owner.user.id,
      productId: product.id,
      categoryId: 1,
      quotes: [phoneQuote(dealer.seller.id)],
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: detailUrl(request.quotes[0]!.id),
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('견적을 찾을 수 없어요.');
  });

  it('answers a bad id with a 400 naming it', async () => {
    const buyer = await createBuyer(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: detailUrl('abc'),
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    );
  });
});
