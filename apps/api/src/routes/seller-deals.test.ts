import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getSellerQuotation,
  getSellerStorePage,
  listSellerDeals,
  listSellerEstimations,
  listSellerInbox,
  listSellerReviews,
  maxReviewReplyLength,
  replyToSellerReview,
  submitSellerEstimation,
  toApiUrl,
} from '@quotemarket/contract';
import { reviewReplies, selections } from '../db/schema';
import { callForEnvelope } from '../testing/call-endpoint';
import {
  call,
  callFailing,
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

let clock = testNow;
let ctx: TestContext;
let winner: Awaited<ReturnType<typeof createSeller>>;
let loser: Awaited<ReturnType<typeof createSeller>>;
let quotationId: number;
let productId: number;
let selection: Awaited<ReturnType<typeof recordSelection>>;
let winningId: number;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
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
          categoryId: 1,
          buyerName,
          buyerPhone: '010-7777-8888',
          summary: {
            kind: 'phone',
            upfrontBenefit: 650_000,
            monthlyPayment: 93_042,
            contractDuration: 24,
          },
          // (1,155,000 − 650,000) + 24 × 3,000 + 24 × 69,000 + 3 × 9,900, as the buyer saw it
          allInCost: { total: 2_262_700, months: 24 },
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
      categoryId: 3,
      buyerPhone: '02-1234-5678',
      summary: {
        kind: 'rental',
        upfrontBenefit: 120_000,
        monthlyPayment: 29_900,
        contractDuration: 36,
      },
      // 36 × 29,900 − 120,000
      allInCost: { total: 956_400, months: 36 },
      review: { rating: 5, review: '설치가 빨랐어요', createdAt: testNow.toISOString() },
    });
  });

  it("keeps the buyer's name and phone from a deal made before the buyer was asked to consent", async () => {
    const { headers } = await createSeller(ctx, [1]);
    const { user } = await createBuyer(ctx, { name: '박서준', phone: '01055556666' });
    const request = await createOpenQuotation(ctx, { buyerId: user.id, productId, categoryId: 1 });
    const sent = await callOk(
      ctx,
      submitSellerEstimation,
      { headers, params: { id: request.id }, body: phoneTerms },
      201,
    );
    const deal = await recordSelection(ctx, {
      estimationId: sent.id,
      buyerName: '박서준',
      buyerPhone: '01055556666',
    });
    await ctx.database.db
      .update(selections)
      .set({ consentVersion: null, consentedAt: null })
      .where(eq(selections.id, deal.id));

    const response = await call(ctx, listSellerDeals, { headers });
    expect(response.json().data.list[0]).toMatchObject({
      selectionId: deal.id,
      productName: '갤럭시 S26',
      buyerName: null,
      buyerPhone: null,
    });
    for (const secret of ['박서준', '01055556666', '010-5555-6666'])
      expect(response.body).not.toContain(secret);
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
          // Masked as on the public store page.
          buyerName: '김*현',
          productName: null,
          createdAt: hoursBefore(10).toISOString(),
          reply: null,
        },
        {
          ratingId: ids[2],
          rating: 4,
          review: '빨랐어요',
          buyerName: '김*현',
          productName: '갤럭시 S26',
          createdAt: hoursBefore(20).toISOString(),
          reply: null,
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

describe(`PUT ${toApiUrl(replyToSellerReview.path)}`, () => {
  const reply = (headers: Record<string, string>, ratingId: number, content: unknown) =>
    callForEnvelope(ctx, replyToSellerReview, {
      headers,
      params: { id: ratingId },
      body: { content },
    });

  it('writes the reply once and rewrites it after, for the dealer and on the store page', async () => {
    const { seller, headers } = await createSeller(ctx, [1]);
    const review = await insertReview(ctx, {
      sellerId: seller.id,
      productId,
      rating: 4,
      review: '친절했어요',
    });

    const first = await reply(headers, review.id, '  찾아 주셔서 감사해요.  ');
    expect(first.message).toBe('답글을 남겼어요.');
    expect(first.data).toEqual({
      ratingId: review.id,
      rating: 4,
      review: '친절했어요',
      buyerName: '김*현',
      productName: '갤럭시 S26',
      createdAt: testNow.toISOString(),
      reply: {
        content: '찾아 주셔서 감사해요.',
        createdAt: testNow.toISOString(),
        updatedAt: testNow.toISOString(),
      },
    });

    const later = new Date(testNow.getTime() + 2 * 60 * 60 * 1000);
    clock = later;
    try {
      const second = await reply(headers, review.id, '다음에도 찾아 주세요.');
      expect(second.message).toBe('답글을 고쳤어요.');
      expect(second.data.reply).toEqual({
        content: '다음에도 찾아 주세요.',
        createdAt: testNow.toISOString(),
        updatedAt: later.toISOString(),
      });
    } finally {
      clock = testNow;
    }

    const stored = await ctx.database.db
      .select()
      .from(reviewReplies)
      .where(eq(reviewReplies.ratingId, review.id));
    expect(stored).toHaveLength(1);
    const reviews = await callOk(ctx, listSellerReviews, { headers });
    expect(reviews.list[0]!.reply?.content).toBe('다음에도 찾아 주세요.');
    const storePage = await callOk(ctx, getSellerStorePage, { query: { userId: seller.id } });
    expect(storePage.ratings[0]!.reply).toEqual({
      content: '다음에도 찾아 주세요.',
      updatedAt: later.toISOString(),
    });
  });

  it('answers a review of another store and an unknown one with a 404, writing nothing', async () => {
    const { seller } = await createSeller(ctx, [1]);
    const { headers: otherHeaders } = await createSeller(ctx, [1]);
    const review = await insertReview(ctx, { sellerId: seller.id, rating: 5, review: '좋아요' });
    for (const ratingId of [review.id, 999_999]) {
      expect(
        await callFailing(ctx, replyToSellerReview, {
          headers: otherHeaders,
          params: { id: ratingId },
          body: { content: '감사해요.' },
        }),
      ).toEqual({ status: 404, message: '후기를 찾을 수 없어요.' });
    }
    const stored = await ctx.database.db
      .select()
      .from(reviewReplies)
      .where(eq(reviewReplies.ratingId, review.id));
    expect(stored).toEqual([]);
  });

  it('asks for a reply of 1 to the most characters, in Korean', async () => {
    const { seller, headers } = await createSeller(ctx, [1]);
    const review = await insertReview(ctx, { sellerId: seller.id, rating: 3, review: '보통' });
    const send = (content: unknown) =>
      callFailing(ctx, replyToSellerReview, {
        headers,
        params: { id: review.id },
        body: { content },
      });
    for (const content of ['   ', undefined]) {
      const { status, message } = await send(content);
      expect(status).toBe(400);
      expect(message).toContain('답글을 입력해 주세요.');
    }
    const { status, message } = await send('가'.repeat(maxReviewReplyLength + 1));
    expect(status).toBe(400);
    expect(message).toContain(`답글은 ${maxReviewReplyLength}자까지 쓸 수 있어요.`);
    expect((await reply(headers, review.id, '가'.repeat(maxReviewReplyLength))).message).toBe(
      '답글을 남겼어요.',
    );
  });
});
