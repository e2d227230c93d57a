import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getPurchaseHistoryDetail,
  getSellerStorePage,
  listReviewHistory,
  reportSeller,
  submitProductReview,
} from '@quotemarket/contract';
import { ratings, reports } from '../db/schema';
import {
  createQuoteRequest,
  dataOf,
  phoneQuote,
  postSelection,
  selectionBody,
} from '../testing/quotation-fixtures';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { callOk } from '../testing/catalog-fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

const reportUrl = endpointUrl(reportSeller);
const reviewUrl = endpointUrl(submitProductReview);
const historyUrl = endpointUrl(listReviewHistory);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Buyer = Awaited<ReturnType<typeof createBuyer>>;

/** A buyer whose phone request got quotes from two dealers; `chosen` was picked, `other` was not. */
async function buyerWithDeal(
  options: { select?: boolean; buyer?: Parameters<typeof createBuyer>[1] } = {},
) {
  const buyer = await createBuyer(ctx, { name: '김지현', nickname: '지현맘', ...options.buyer });
  const chosen = await createSeller(ctx, [1], { storeName: '강남 모바일' });
  const other = await createSeller(ctx, [1], { storeName: '홍대 폰' });
  const product = await createProduct(ctx, { name: '갤럭시 S26' });
  const request = await createQuoteRequest(ctx, {
    buyerId: buyer.user.id,
    productId: product.id,
    categoryId: 1,
    quotes: [phoneQuote(chosen.seller.id), phoneQuote(other.seller.id)],
  });
  if (options.select ?? true) {
    const response = await postSelection(ctx, buyer.headers, selectionBody(request.quotes[0]!.id));
    expect(response.statusCode).toBe(200);
  }
  return { buyer, chosen: chosen.seller, other: other.seller, product, request };
}

const post = (url: string, buyer: Buyer, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: buyer.headers, payload });

describe(`POST ${reportUrl}`, () => {
  it('files a report against a dealer who quoted on my request', async () => {
    const { buyer, other, product } = await buyerWithDeal({ select: false });
    const response = await post(reportUrl, buyer, {
      content: '  전화로 다른 요금제를 강요했어요.  ',
      sellerId: other.id,
      productId: product.id,
    });
    expect(response.json().message).toBe('신고를 접수했어요');
    const { reportId } = dataOf(reportSeller, response);
    const [row] = await ctx.database.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row).toMatchObject({
      sellerId: other.id,
      buyerId: buyer.user.id,
      productId: product.id,
      content: '전화로 다른 요금제를 강요했어요.',
    });
  });

  it.each([
    ['empty', '   \n ', '신고 내용을 입력해 주세요.'],
    ['too long', '가'.repeat(1001), '신고 내용은 1000자까지 입력할 수 있어요.'],
  ])('refuses %s content with the form message', async (_case, content, message) => {
    const { buyer, chosen, product } = await buyerWithDeal();
    const response = await post(reportUrl, buyer, {
      content,
      sellerId: chosen.id,
      productId: product.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts content of exactly 1000 characters', async () => {
    const { buyer, chosen, product } = await buyerWithDeal();
    const response = await post(reportUrl, buyer, {
      content: '가'.repeat(1000),
      sellerId: chosen.id,
      productId: product.id,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a dealer I never dealt with, or a product they did not quote me on, with a 404', async () => {
    const { buyer, chosen } = await buyerWithDeal();
    const stranger = await createSeller(ctx, [1]);
    const otherProduct = await createProduct(ctx);
    const { product: theirProduct, chosen: theirDealer } = await buyerWithDeal();
    for (const payload of [
      { sellerId: stranger.seller.id, productId: otherProduct.id },
      { sellerId: chosen.id, productId: otherProduct.id },
      { sellerId: theirDealer.id, productId: theirProduct.id },
    ]) {
      const response = await post(reportUrl, buyer, { content: '불친절해요', ...payload });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('신고할 판매점을 찾을 수 없어요.');
    }
    expect(
      await ctx.database.db.select().from(reports).where(eq(reports.buyerId, buyer.user.id)),
    ).toEqual([]);
  });

  it('refuses a second report of the same dealer for the same deal with a 409, and the deal says it was reported', async () => {
    const { buyer, chosen, product, request } = await buyerWithDeal();
    const detailOf = async () =>
      dataOf(
        getPurchaseHistoryDetail,
        await ctx.app.inject({
          method: 'GET',
          url: endpointUrl(getPurchaseHistoryDetail, { params: { id: request.quotation.id } }),
          headers: buyer.headers,
        }),
      );
    expect((await detailOf()).hasReport).toBe(false);
    const deal = { sellerId: chosen.id, productId: product.id };
    expect((await post(reportUrl, buyer, { content: '불친절해요', ...deal })).statusCode).toBe(200);
    expect((await detailOf()).hasReport).toBe(true);

    const again = await post(reportUrl, buyer, { content: '한 번 더 신고해요', ...deal });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status_code: 409, message: '이미 신고한 판매점이에요.' });
    const rows = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.buyerId, buyer.user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers a missing sellerId with a 400 naming it', async () => {
    const buyer = await createBuyer(ctx);
    const response = await post(reportUrl, buyer, { content: '불친절해요', productId: 1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data)).toEqual(['sellerId']);
  });
});

describe(`POST ${reviewUrl}`, () => {
  it('records one review for the deal, under the buyer’s name', async () => {
    const { buyer, chosen, product } = await buyerWithDeal();
    const response = await post(reviewUrl, buyer, {
      sellerId: chosen.id,
      productId: product.id,
      rating: 5,
      review: ' 개통까지 친절하게 도와주셨어요. ',
    });
    expect(response.json().message).toBe('리뷰를 등록했어요');
    const { ratingId } = dataOf(submitProductReview, response);
    const [row] = await ctx.database.db.select().from(ratings).where(eq(ratings.id, ratingId));
    expect(row).toMatchObject({
      sellerId: chosen.id,
      buyerId: buyer.user.id,
      productId: product.id,
      rating: 5,
      review: '개통까지 친절하게 도와주셨어요.',
    });
    expect(row!.selectionId).not.toBeNull();

    const again = await post(reviewUrl, buyer, {
      sellerId: chosen.id,
      productId: product.id,
      rating: 1,
      review: '다시 써요',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 리뷰를 작성했어요.');
  });

  it.each([
    // A nickname is chosen to be shown: it is not masked like a real name, only cut past 20.
    ['a nickname only', { name: null, nickname: '지현맘' }, '지현맘'],
    ['neither a name nor a nickname', { name: null, nickname: null }, '고객'],
    ['an empty name', { name: '', nickname: '지현맘' }, '지현맘'],
    ['a long nickname', { name: null, nickname: '견적'.repeat(12) }, `${'견적'.repeat(10)}…`],
  ] as const)(
    'shows the review of a buyer with %s the way the store page shows any other',
    async (_case, names, shown) => {
      const { buyer, chosen, product } = await buyerWithDeal({ buyer: names });
      const response = await post(reviewUrl, buyer, {
        sellerId: chosen.id,
        productId: product.id,
        rating: 4,
        review: '상담이 빨랐어요.',
      });
      expect(response.statusCode).toBe(200);
      const page = await callOk(ctx, getSellerStorePage, { query: { userId: chosen.id } });
      expect(page.ratings.map((review) => review.buyerName)).toEqual([shown]);
    },
  );

  it(
    'keeps one review per deal when the same review is sent many times at once',
    { tags: ['race'] },
    async () => {
      const { buyer, chosen, product } = await buyerWithDeal();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          post(reviewUrl, buyer, {
            sellerId: chosen.id,
            productId: product.id,
            rating: 4,
            review: '좋아요',
          }),
        ),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(9);
      expect(
        await ctx.database.db.select().from(ratings).where(eq(ratings.buyerId, buyer.user.id)),
      ).toHaveLength(1);
    },
  );

  it.each([
    ['no star', { rating: 0 }, '별점을 선택해 주세요.'],
    ['six stars', { rating: 6 }, '별점을 선택해 주세요.'],
    ['half a star', { rating: 3.5 }, '별점을 선택해 주세요.'],
    ['a blank review', { review: '  ' }, '리뷰 내용을 입력해 주세요.'],
    [
      'a review over 500 characters',
      { review: '좋'.repeat(501) },
      '리뷰는 500자까지 입력할 수 있어요.',
    ],
  ])('refuses %s with the form message', async (_case, change, message) => {
    const { buyer, chosen, product } = await buyerWithDeal();
    const response = await post(reviewUrl, buyer, {
      sellerId: chosen.id,
      productId: product.id,
      rating: 4,
      review: '좋아요',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers a dealer I did not choose, or someone else reviewing my deal, with a 404', async () => {
    const { buyer, chosen, other, product } = await buyerWithDeal();
    const stranger = await createBuyer(ctx);
    const notChosen = await post(reviewUrl, buyer, {
      sellerId: other.id,
      productId: product.id,
      rating: 2,
      review: '별로',
    });
    const notMine = await post(reviewUrl, stranger, {
      sellerId: chosen.id,
      productId: product.id,
      rating: 1,
      review: '별로',
    });
    for (const response of [notChosen, notMine]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('리뷰를 남길 거래를 찾을 수 없어요.');
    }
  });

  it('answers a missing rating with a 400 naming it', async () => {
    const buyer = await createBuyer(ctx);
    const response = await post(reviewUrl, buyer, { sellerId: 1, productId: 1, review: '좋아요' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      message: '별점을 입력해 주세요.',
      data: { rating: '별점을 입력해 주세요.' },
    });
  });
});

describe(`GET ${historyUrl}`, () => {
  const dayMs = 24 * 60 * 60 * 1000;

  /** Six reviews, written 1 to 6 days ago, with ratings 3, 5, 4, 5, 1, 2 (newest first). */
  async function buyerWithSixReviews() {
    const buyer = await createBuyer(ctx);
    const dealer = await createSeller(ctx, [1, 3], { storeName: '강남 모바일' });
    const phone = await createProduct(ctx, { name: '갤럭시 S26' });
    const purifier = await createProduct(ctx, { categoryId1: 3, name: '코웨이 아이콘 정수기 2' });
    const now = ctx.app.deps.now().getTime();
    const stars = [3, 5, 4, 5, 1, 2];
    const rows = await ctx.database.db
      .insert(ratings)
      .values(
        stars.map((rating, index) => ({
          sellerId: dealer.seller.id,
          buyerId: buyer.user.id,
          productId: index === 0 ? purifier.id : phone.id,
          buyerName: '지현',
          rating,
          review: `리뷰 ${index + 1}`,
          createdAt: new Date(now - (index + 1) * dayMs),
        })),
      )
      .returning({ id: ratings.id, review: ratings.review });
    return { buyer, rows };
  }

  it('lists my reviews newest first, five to a page', async () => {
    const { buyer } = await buyerWithSixReviews();
    const data = dataOf(
      listReviewHistory,
      await callEndpoint(ctx, listReviewHistory, { headers: buyer.headers }),
    );
    expect(data).toMatchObject({ totalElements: 6, totalPages: 2 });
    expect(data.list.map((item) => item.review)).toEqual([
      '리뷰 1',
      '리뷰 2',
      '리뷰 3',
      '리뷰 4',
      '리뷰 5',
    ]);
    expect(data.list[0]).toMatchObject({
      productCategory: '정수기',
      productName: '코웨이 아이콘 정수기 2',
      storeName: '강남 모바일',
      rating: 3,
    });
    expect(data.list[1]).toMatchObject({
      productCategory: '휴대폰',
      productName: '갤럭시 S26',
      rating: 5,
    });
  });

  it('sorts by rating, newest first among equals', async () => {
    const { buyer } = await buyerWithSixReviews();
    const data = dataOf(
      listReviewHistory,
      await callEndpoint(ctx, listReviewHistory, {
        query: { sortBy: 'rating', pageSize: 10 },
        headers: buyer.headers,
      }),
    );
    expect(data.list.map((item) => [item.rating, item.review])).toEqual([
      [5, '리뷰 2'],
      [5, '리뷰 4'],
      [4, '리뷰 3'],
      [3, '리뷰 1'],
      [2, '리뷰 6'],
      [1, '리뷰 5'],
    ]);
  });

  it('pages with pageNo, and shows nobody else my reviews', async () => {
    const { buyer } = await buyerWithSixReviews();
    const second = dataOf(
      listReviewHistory,
      await callEndpoint(ctx, listReviewHistory, { query: { pageNo: 2 }, headers: buyer.headers }),
    );
    expect(second.list.map((item) => item.review)).toEqual(['리뷰 6']);

    const stranger = await createBuyer(ctx);
    const theirs = dataOf(
      listReviewHistory,
      await callEndpoint(ctx, listReviewHistory, { headers: stranger.headers }),
    );
    expect(theirs).toEqual({ list: [], totalElements: 0, totalPages: 0 });
  });

  it('answers an unknown sort with a 400 naming it', async () => {
    const buyer = await createBuyer(ctx);
    const response = await callEndpoint(ctx, listReviewHistory, {
      query: { sortBy: 'stars' },
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('정해진 정렬 기준 중에서 골라 주세요.');
  });
});
