import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSellerStorePage } from '@quotemarket/contract';
import { ratings, reviewReplies, sellers } from '../db/schema';
import { seedReviews } from '../seed/data/reviews';
import { demoDealers } from '../domain/accounts/demo-accounts';
import {
  callEndpoint,
  callOk,
  insertEstimation,
  insertSelection,
  insertSubmittedQuotation,
} from '../testing/catalog-fixtures';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

const dayMs = 24 * 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A quote of `sellerId` that a buyer selected: one successful bid. */
async function completeDeal(sellerId: number) {
  const { user } = await createBuyer(ctx);
  const product = await createProduct(ctx);
  const quotation = await insertSubmittedQuotation(ctx.database.db, {
    buyerId: user.id,
    productId: product.id,
    categoryId: 1,
    submittedAt: new Date(Date.now() - dayMs),
    status: 'SELECTED',
  });
  const estimation = await insertEstimation(ctx.database.db, {
    quotationId: quotation.id,
    sellerId,
    status: 'SELECTED',
  });
  await insertSelection(ctx.database.db, estimation, user.id);
}

describe('GET /api/v1/seller/by-user-id', () => {
  // Twelve reviews, the newest first in this list; their average is 47 / 12 = 3.92.
  const stars = [5, 4, 4, 5, 3, 5, 4, 2, 5, 4, 5, 1];
  const names = [
    '김지현',
    '이준영',
    '박소연',
    '최민호',
    '정유진',
    '강서준',
    '조하은',
    '윤도윤',
    '장서연',
    '임지호',
    '한예린',
    '오세훈',
  ];
  let storeId: number;
  let reviewIds: number[];

  beforeAll(async () => {
    const { seller } = await createSeller(ctx, [1], {
      storeName: '별점 테스트 매장',
      firstName: '수진',
      introduction: '친절한 매장이에요.',
    });
    storeId = seller.id;
    const reviewers = await Promise.all(names.map((name) => createBuyer(ctx, { name })));
    const rows = await ctx.database.db
      .insert(ratings)
      .values(
        stars.map((rating, index) => ({
          sellerId: seller.id,
          buyerId: reviewers[index]!.user.id,
          rating,
          review: `후기 ${index + 1}`,
          createdAt: new Date(Date.now() - (index + 1) * dayMs),
        })),
      )
      .returning({ id: ratings.id });
    reviewIds = rows.map((row) => row.id);
    await completeDeal(seller.id);
    await completeDeal(seller.id);
    const { seller: rival } = await createSeller(ctx, [1]);
    await completeDeal(rival.id);
  });

  it('shows the store, its average rating, its successful bids and the newest reviews', async () => {
    const page = await callOk(ctx, getSellerStorePage, { query: { userId: storeId } });

    expect(page).toMatchObject({
      totalElements: 12,
      totalPages: 2,
      averageRating: 3.9,
      successfulBidCount: 2,
      seller: {
        id: storeId,
        imageURL: null,
        storeName: '별점 테스트 매장',
        firstName: '수진',
        successfulBidCount: 2,
        introduction: '친절한 매장이에요.',
        businessVerifiedAt: null,
      },
    });
    expect(page.ratings).toHaveLength(10);
    expect(page.ratings[0]).toEqual({
      id: reviewIds[0],
      rating: 5,
      review: '후기 1',
      buyerName: '김*현',
      createdAt: expect.any(String),
      reply: null,
    });
    expect(page.ratings.map((review) => review.id)).toEqual(reviewIds.slice(0, 10));
  });

  it('pages the reviews from 1', async () => {
    const page = await callOk(ctx, getSellerStorePage, {
      query: { userId: storeId, page: 2, size: 10 },
    });
    expect(page.ratings.map((review) => review.review)).toEqual(['후기 11', '후기 12']);
    expect(page.ratings[1]!.buyerName).toBe('오*훈');
  });

  it('sorts by rating, the newest first among equal ratings', async () => {
    const page = await callOk(ctx, getSellerStorePage, {
      query: { userId: storeId, sortBy: 'rating', size: 6 },
    });
    expect(page.ratings.map((review) => [review.rating, review.review])).toEqual([
      [5, '후기 1'],
      [5, '후기 4'],
      [5, '후기 6'],
      [5, '후기 9'],
      [5, '후기 11'],
      [4, '후기 2'],
    ]);
  });

  it("shows the store's reply under the review it answers", async () => {
    const { seller } = await createSeller(ctx, [1]);
    const [answered, unanswered] = await ctx.database.db
      .insert(ratings)
      .values(
        [2, 1].map((daysAgo) => ({
          sellerId: seller.id,
          buyerName: '김지현',
          rating: 5,
          review: `후기 ${daysAgo}`,
          createdAt: new Date(Date.now() - daysAgo * dayMs),
        })),
      )
      .returning({ id: ratings.id });
    const repliedAt = new Date(Date.now() - dayMs / 2);
    await ctx.database.db.insert(reviewReplies).values({
      ratingId: answered!.id,
      sellerId: seller.id,
      content: '감사해요.',
      createdAt: repliedAt,
      updatedAt: repliedAt,
    });

    const page = await callOk(ctx, getSellerStorePage, { query: { userId: seller.id } });
    expect(page.ratings.map((review) => [review.id, review.reply])).toEqual([
      [unanswered!.id, null],
      [answered!.id, { content: '감사해요.', updatedAt: repliedAt.toISOString() }],
    ]);
  });

  it('answers zero, not an error, for a store without reviews', async () => {
    const { seller } = await createSeller(ctx, [2], { imageUrl: '/media/uploads/store.png' });
    expect(await callOk(ctx, getSellerStorePage, { query: { userId: seller.id } })).toMatchObject({
      totalElements: 0,
      totalPages: 0,
      averageRating: 0,
      successfulBidCount: 0,
      seller: { imageURL: '/media/uploads/store.png' },
      ratings: [],
    });
  });

  it('shows the seeded reviews on the demo dealer’s page', async () => {
    const [dealer] = await ctx.database.db
      .select()
      .from(sellers)
      .where(eq(sellers.email, demoDealers[0].email));
    // The demo deals may add reviews of their own beside the seeded ones.
    const stored = await ctx.database.db
      .select({ rating: ratings.rating })
      .from(ratings)
      .where(eq(ratings.sellerId, dealer!.id));
    const average = stored.reduce((sum, row) => sum + row.rating, 0) / stored.length;
    const page = await callOk(ctx, getSellerStorePage, { query: { userId: dealer!.id } });
    expect(stored.length).toBeGreaterThanOrEqual(
      seedReviews.filter((review) => review.sellerIndex === 0).length,
    );
    expect(page.totalElements).toBe(stored.length);
    expect(page.averageRating).toBe(Math.round(average * 10) / 10);
  });

  it('answers 404 in Korean for an unknown or deactivated store', async () => {
    const { seller } = await createSeller(ctx, [1], { isActive: false });
    for (const userId of [999_999, seller.id]) {
      const response = await callEndpoint(ctx, getSellerStorePage, { query: { userId } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status_code: 404,
        message: '매장을 찾을 수 없어요.',
        data: null,
      });
    }
  });

  it.each([
    [{ userId: 'abc' }, '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.'],
    [{}, '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.'],
    [{ userId: 1, sortBy: 'bogus' }, '정해진 정렬 기준 중에서 골라 주세요.'],
    [{ userId: 1, size: 0 }, '한 번에 볼 개수는 1 이상이어야 해요.'],
  ])('rejects %o in words a buyer can read', async (query, message) => {
    const response = await callEndpoint(ctx, getSellerStorePage, { query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status_code: 400, message, data: null });
  });
});
