import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getSellerQuotation,
  listSellerDeals,
  listSellerEstimations,
  listSellerInbox,
  listSellerReviews,
  submitSellerEstimation,
  toApiUrl,
} from '@quotemarket/contract';
import {
  call,
  callOk,
  createOpenQuotation,
  hoursBefore,
  insertReview,
  phoneTerms,
  recordSelection,
  rentalTerms,
  testNow,
} from '../testing/seller-kit';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

const buyerName = '이서연';
const buyerPhone = '01077778888';

let ctx: TestContext;
let winner: Awaited<ReturnType<typeof createSeller>>;
let loser: Awaited<ReturnType<typeof createSeller>>;
let quotationId: number;
let productId: number;
let selection: Awaited<ReturnType<typeof recordSelection>>;
let winningId: number;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => testNow });
  winner = await createSeller(ctx, [1, 3]);
  loser = await createSeller(ctx, [1]);
  const { user } = await createBuyer(ctx, { name: buyerName, phone: buyerPhone });
  productId = (await createProduct(ctx)).id;
  quotationId = (await createOpenQuotation(ctx, { buyerId: user.id, productId, categoryId: 1 })).id;
  const send = async (headers: Record<string, string>) =>
    (
      await callOk(
        ctx,
        submitSellerEstimation,
        { headers, params: { id: quotationId }, body: phoneTerms },
        201,
      )
    ).id;
  winningId = await send(winner.headers);
  await send(loser.headers);
  selection = await recordSelection(ctx, { estimationId: winningId, buyerName, buyerPhone });
});
afterAll(() => ctx.close());

describe(`GET ${toApiUrl(listSellerDeals.path)}`, () => {
  it("gives the chosen dealer the buyer's name and phone", async () => {
    const deals = await callOk(ctx, listSellerDeals, { headers: winner.headers });
    expect(deals).toEqual({
      list: [
        {
          selectionId: selection.id,
          quotationId,
          estimationId: winningId,
          selectedAt: testNow.toISOString(),
          productName: '갤럭시 S26',
          buyerName,
          buyerPhone: '010-7777-8888',
          summary: {
            kind: 'phone',
            upfrontBenefit: 650_000,
            monthlyPayment: 93_042,
            contractDuration: 24,
          },
          review: null,
        },
      ],
      totalElements: 1,
      totalPages: 1,
    });
  });

  it('shows the review the buyer left on the deal', async () => {
    const { headers } = await createSeller(ctx, [3]);
    const { user } = await createBuyer(ctx);
    const water = await createProduct(ctx, { categoryId1: 3, name: '정수기', price: 900_000 });
    const request = await createOpenQuotation(ctx, {
      buyerId: user.id,
      productId: water.id,
      categoryId: 3,
    });
    const sent = await callOk(
      ctx,
      submitSellerEstimation,
      { headers, params: { id: request.id }, body: rentalTerms },
      201,
    );
    const deal = await recordSelection(ctx, { estimationId: sent.id, buyerPhone: '0212345678' });
    await insertReview(ctx, {
      sellerId: deal.sellerId,
      selectionId: deal.id,
      productId: water.id,
      rating: 5,
      review: '설치가 빨랐어요',
    });

    const [item] = (await callOk(ctx, listSellerDeals, { headers })).list;
    expect(item).toMatchObject({
      buyerPhone: '02-1234-5678',
      summary: {
        kind: 'rental',
        upfrontBenefit: 120_000,
        monthlyPayment: 29_900,
        contractDuration: 36,
      },
      review: { rating: 5, review: '설치가 빨랐어요', createdAt: testNow.toISOString() },
    });
  });

  it('gives the other dealers nothing of the buyer, anywhere', async () => {
    expect(await callOk(ctx, listSellerDeals, { headers: loser.headers })).toEqual({
      list: [],
      totalElements: 0,
      totalPages: 0,
    });
    const headers = loser.headers;
    for (const response of [
      await call(ctx, listSellerInbox, { headers }),
      await call(ctx, getSellerQuotation, { headers, params: { id: quotationId } }),
      await call(ctx, listSellerEstimations, { headers }),
      await call(ctx, listSellerDeals, { headers }),
    ]) {
      expect(response.statusCode).toBe(200);
      for (const secret of [buyerPhone, '010-7777-8888', buyerName])
        expect(response.body).not.toContain(secret);
    }
  });
});

describe(`GET ${toApiUrl(listSellerReviews.path)}`, () => {
  it('lists the reviews received, newest first, with the average', async () => {
    const { seller, headers } = await createSeller(ctx, [1]);
    const { headers: otherHeaders } = await createSeller(ctx, [1]);
    const reviews = [
      { rating: 5, review: '친절해요', createdAt: hoursBefore(30) },
      { rating: 3, review: '보통이에요', createdAt: hoursBefore(10) },
      { rating: 4, review: '빨랐어요', createdAt: hoursBefore(20), productId },
    ];
    const ids = [];
    for (const review of reviews)
      ids.push((await insertReview(ctx, { sellerId: seller.id, ...review })).id);

    const page = await callOk(ctx, listSellerReviews, { headers, query: { size: 2 } });
    expect(page).toEqual({
      list: [
        {
          ratingId: ids[1],
          rating: 3,
          review: '보통이에요',
          buyerName: '김지현',
          productName: null,
          createdAt: hoursBefore(10).toISOString(),
        },
        {
          ratingId: ids[2],
          rating: 4,
          review: '빨랐어요',
          buyerName: '김지현',
          productName: '갤럭시 S26',
          createdAt: hoursBefore(20).toISOString(),
        },
      ],
      totalElements: 3,
      totalPages: 2,
      averageRating: 4,
    });
    expect(await callOk(ctx, listSellerReviews, { headers: otherHeaders })).toEqual({
      list: [],
      totalElements: 0,
      totalPages: 0,
      averageRating: 0,
    });
  });
});
