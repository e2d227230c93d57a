import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countConnectedBuyers,
  countQuotesReceivedToday,
  listCompanies,
  listCustomerReviews,
  listMostSoldProducts,
  listProductsUnderCategory,
  listRealtimeComparisons,
  listTopViewedProducts,
} from '@quotemarket/contract';
import { products, quotations, ratings } from '../db/schema';
import {
  callEndpoint,
  callOk,
  clearMarketActivity,
  insertEstimation,
  insertSubmittedQuotation,
} from '../testing/catalog-fixtures';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
/** Noon in Seoul on 2026-11-21. */
const noonInSeoul = new Date('2026-11-21T03:00:00Z');

let ctx: TestContext;
let clock = noonInSeoul;
const ago = (ms: number) => new Date(clock.getTime() - ms);

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  await clearMarketActivity(ctx.database.db);
});
afterAll(() => ctx.close());

async function submitQuotations(productId: number, categoryId: number, submittedAt: Date[]) {
  const { user } = await createBuyer(ctx);
  for (const at of submittedAt) {
    await insertSubmittedQuotation(ctx.database.db, {
      buyerId: user.id,
      productId,
      categoryId,
      submittedAt: at,
    });
  }
}

describe('GET /api/v1/home/products/most-sold', () => {
  it('ranks by requests of the last 30 days, then by all requests, and skips what cannot be shown', async () => {
    const recent = await createProduct(ctx, {
      name: '최근 인기폰',
      image: '/media/products/a.svg',
    });
    const onceBusy = await createProduct(ctx, { name: '예전 인기폰' });
    const classic = await createProduct(ctx, { name: '스테디셀러', quoteCount: 1_000_000 });
    const hidden = await createProduct(ctx, { name: '판매 중지폰', isActive: false });
    const [plan] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.name, 'KT 1기가 인터넷+TV'));
    await submitQuotations(recent.id, 1, [ago(dayMs), ago(2 * dayMs), ago(29 * dayMs)]);
    // Busier than `recent` in all, but most of it older than 30 days.
    await submitQuotations(onceBusy.id, 1, [
      ago(hourMs),
      ago(3 * dayMs),
      ...Array(5).fill(ago(31 * dayMs)),
    ]);
    await submitQuotations(hidden.id, 1, Array(9).fill(ago(hourMs)));
    await submitQuotations(plan!.id, 2, Array(9).fill(ago(hourMs)));

    const list = await callOk(ctx, listMostSoldProducts);

    expect(list).toHaveLength(10);
    expect(list.slice(0, 3).map((item) => item.id)).toEqual([recent.id, onceBusy.id, classic.id]);
    expect(list[0]).toEqual({
      id: recent.id,
      name: '최근 인기폰',
      productImage: '/media/products/a.svg',
      categoryId1: 1,
      categoryName1: 'Mobile Phones',
    });
    const ids = list.map((item) => item.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(plan!.id);
  });
});

describe('GET /api/v1/home/product-recent/estimations', () => {
  beforeAll(async () => {
    await clearMarketActivity(ctx.database.db);
    const first = await createSeller(ctx);
    const second = await createSeller(ctx);
    const phone = await createProduct(ctx, {
      name: '갤럭시 테스트',
      modelNumber: 'SM-T100N',
      image: '/media/products/t.svg',
    });
    const [plan] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.name, 'SK브로드밴드 500M 인터넷+TV'));
    const kim = await createBuyer(ctx, { name: '김지현' });
    const namgung = await createBuyer(ctx, { name: '남궁민수호랑이' });

    const phoneQuotation = await insertSubmittedQuotation(ctx.database.db, {
      buyerId: kim.user.id,
      productId: phone.id,
      categoryId: 1,
      submittedAt: ago(2 * hourMs),
    });
    await insertEstimation(ctx.database.db, {
      quotationId: phoneQuotation.id,
      sellerId: first.seller.id,
      monthlyInstallment: 30_000,
      monthlyTelecomFee: 60_000,
      publiclyAnnouncedSubsidy: 500_000,
      storeSubsidy: 100_000,
    });
    await insertEstimation(ctx.database.db, {
      quotationId: phoneQuotation.id,
      sellerId: second.seller.id,
      status: 'SELECTED',
      monthlyInstallment: 20_000,
      monthlyTelecomFee: 55_000,
      publiclyAnnouncedSubsidy: 400_000,
      storeSubsidy: 50_000,
    });
    const planQuotation = await insertSubmittedQuotation(ctx.database.db, {
      buyerId: namgung.user.id,
      productId: plan!.id,
      categoryId: 2,
      submittedAt: ago(hourMs),
    });
    await insertEstimation(ctx.database.db, {
      quotationId: planQuotation.id,
      sellerId: first.seller.id,
      monthlyBundledRate: 38_500,
      cashGift: 450_000,
    });
    // Newer, but with nothing to compare: only a withdrawn quote, or none at all.
    const withdrawnOnly = await insertSubmittedQuotation(ctx.database.db, {
      buyerId: kim.user.id,
      productId: phone.id,
      categoryId: 1,
      submittedAt: ago(30 * 60 * 1000),
    });
    await insertEstimation(ctx.database.db, {
      quotationId: withdrawnOnly.id,
      sellerId: first.seller.id,
      status: 'WITHDRAWN',
      monthlyInstallment: 1,
    });
    await insertSubmittedQuotation(ctx.database.db, {
      buyerId: kim.user.id,
      productId: plan!.id,
      categoryId: 2,
      submittedAt: ago(10 * 60 * 1000),
    });
  });

  it('lists requests with live quotes newest first, names masked, fees per category', async () => {
    const page = await callOk(ctx, listRealtimeComparisons, { query: { pageNo: 1, pageSize: 5 } });

    expect(page.totalElements).toBe(2);
    expect(page.totalPages).toBe(1);
    expect(page.list).toEqual([
      {
        name: '남*****',
        categoryId: 2,
        product: {
          imageUrl: '/media/products/skb-500mb-tv.svg',
          productName: 'SK브로드밴드 500M 인터넷+TV',
          modelNumber: null,
          estimations: [{ monthlyFee: 38_500, supportFund: 450_000 }],
        },
      },
      {
        name: '김*현',
        categoryId: 1,
        product: {
          imageUrl: '/media/products/t.svg',
          productName: '갤럭시 테스트',
          modelNumber: 'SM-T100N',
          estimations: [
            { monthlyFee: 75_000, supportFund: 450_000 },
            { monthlyFee: 90_000, supportFund: 600_000 },
          ],
        },
      },
    ]);
  });

  it('pages', async () => {
    const page = await callOk(ctx, listRealtimeComparisons, { query: { pageNo: 2, pageSize: 1 } });
    expect(page).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(page.list.map((item) => item.name)).toEqual(['김*현']);
  });

  it('rejects a page size of 0 naming the field in Korean', async () => {
    const response = await callEndpoint(ctx, listRealtimeComparisons, { query: { pageSize: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('한 번에 볼 개수는 1 이상이어야 해요.');
  });
});

describe('GET /api/v1/home/ratings/products', () => {
  it('shows the newest reviews of active stores with the buyer masked', async () => {
    const store = await createSeller(ctx, [1], { storeName: '후기 테스트 매장' });
    // The seeded reviews went with the seeded deals (clearMarketActivity): older ones to page past.
    await ctx.database.db.insert(ratings).values(
      Array.from({ length: 10 }, (_, index) => ({
        sellerId: store.seller.id,
        rating: 5,
        review: `예전 리뷰 ${index + 1}`,
        createdAt: new Date(Date.now() - (index + 1) * dayMs),
      })),
    );
    const before = await callOk(ctx, listCustomerReviews, { query: { pageNo: 1, pageSize: 10 } });
    const closed = await createSeller(ctx, [1], { storeName: '문 닫은 매장', isActive: false });
    const { user } = await createBuyer(ctx, {
      name: '박소연',
      profileImage: 'https://cdn.example/p.png',
    });
    const future = (days: number) => new Date(Date.now() + days * dayMs);
    const [review] = await ctx.database.db
      .insert(ratings)
      .values([
        {
          sellerId: store.seller.id,
          buyerId: user.id,
          rating: 4,
          review: '친절했어요.',
          createdAt: future(1),
        },
        {
          sellerId: closed.seller.id,
          rating: 5,
          review: '좋아요.',
          createdAt: future(2),
        },
      ])
      .returning();

    const page = await callOk(ctx, listCustomerReviews, { query: { pageNo: 1, pageSize: 10 } });

    expect(page.list[0]).toEqual({
      ratingId: review!.id,
      name: '후기 테스트 매장',
      nickname: '박*연',
      userImageUrl: 'https://cdn.example/p.png',
      rating: 4,
      review: '친절했어요.',
    });
    expect(page.list[1]).toEqual(before.list[0]);
    expect(page.totalElements).toBe(before.totalElements + 1);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 10));
    expect(page.list).toHaveLength(10);
    expect(page.list.map((item) => item.name)).not.toContain('문 닫은 매장');
  });
});

describe('GET /api/v1/home/products/top-viewed', () => {
  it('gives the five most viewed active products of a category', async () => {
    const top = await createProduct(ctx, { name: '조회수 1등폰', viewCount: 10_000_000 });
    await createProduct(ctx, { name: '숨긴 폰', viewCount: 20_000_000, isActive: false });
    const purifier = await createProduct(ctx, {
      name: '조회수 1등 정수기',
      categoryId1: 3,
      viewCount: 30_000_000,
    });

    const phones = await callOk(ctx, listTopViewedProducts, { query: { categoryId: 1 } });

    expect(phones).toHaveLength(5);
    expect(phones[0]).toEqual({
      id: top.id,
      name: '조회수 1등폰',
      productImage: null,
      viewCount: 10_000_000,
    });
    const views = phones.map((item) => item.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const categoriesOfList = await Promise.all(
      phones.map(async (item) => {
        const [row] = await ctx.database.db.select().from(products).where(eq(products.id, item.id));
        return row!.categoryId1;
      }),
    );
    expect(new Set(categoriesOfList)).toEqual(new Set([1]));

    for (const query of [{}, { categoryId: 0 }]) {
      const all = await callOk(ctx, listTopViewedProducts, { query });
      expect(all.map((item) => item.id).slice(0, 2)).toEqual([purifier.id, top.id]);
    }
  });

  it('rejects a category that is not a number', async () => {
    const response = await callEndpoint(ctx, listTopViewedProducts, {
      query: { categoryId: 'phones' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    );
  });
});

describe('GET /api/v2/home/ab-logged-in-count', () => {
  it('counts buyers seen in the last five minutes, not withdrawn ones', async () => {
    const { count: before } = await callOk(ctx, countConnectedBuyers);
    await createBuyer(ctx, { lastSeenAt: ago(4 * 60 * 1000) });
    await createBuyer(ctx, { lastSeenAt: ago(6 * 60 * 1000) });
    await createBuyer(ctx, { lastSeenAt: ago(0), withdrawnAt: ago(0) });
    expect(await callOk(ctx, countConnectedBuyers)).toEqual({ count: before + 1 });
  });

  it('counts a buyer as soon as they make a signed-in request', async () => {
    const { count: before } = await callOk(ctx, countConnectedBuyers);
    const { headers } = await createBuyer(ctx);
    await callOk(ctx, listProductsUnderCategory, { headers });
    expect(await callOk(ctx, countConnectedBuyers)).toEqual({ count: before + 1 });
  });
});

describe('GET /api/v2/home/quotes/ab-received-on-date', () => {
  // A day of its own, so the requests other tests submitted do not count.
  const morningInSeoul = new Date('2026-12-05T00:30:00Z');

  beforeAll(async () => {
    clock = morningInSeoul;
    const phone = await createProduct(ctx);
    const purifier = await createProduct(ctx, { categoryId1: 3, name: '테스트 정수기' });
    await submitQuotations(phone.id, 1, [
      new Date('2026-12-04T15:00:00Z'), // 00:00 on 12-05 in Seoul: today
      new Date('2026-12-04T14:59:59Z'), // 23:59:59 on 12-04 in Seoul: yesterday
    ]);
    await submitQuotations(purifier.id, 3, [new Date('2026-12-05T00:10:00Z')]);
    const { user } = await createBuyer(ctx);
    // A draft was never submitted.
    await ctx.database.db.insert(quotations).values({
      buyerId: user.id,
      productId: phone.id,
      categoryId: 1,
      createdAt: morningInSeoul,
    });
  });
  afterAll(() => {
    clock = noonInSeoul;
  });

  it('counts requests submitted since midnight in Seoul, per category', async () => {
    expect(await callOk(ctx, countQuotesReceivedToday, { query: { categoryId: 1 } })).toEqual({
      count: 1,
    });
    expect(await callOk(ctx, countQuotesReceivedToday, { query: { categoryId: 3 } })).toEqual({
      count: 1,
    });
    expect(await callOk(ctx, countQuotesReceivedToday, { query: { categoryId: 2 } })).toEqual({
      count: 0,
    });
    expect(await callOk(ctx, countQuotesReceivedToday, { query: { categoryId: 0 } })).toEqual({
      count: 2,
    });
    expect(await callOk(ctx, countQuotesReceivedToday)).toEqual({ count: 2 });
  });

  it('starts over at midnight in Seoul (15:00 UTC)', async () => {
    clock = new Date('2026-12-05T14:59:59Z');
    expect(await callOk(ctx, countQuotesReceivedToday)).toEqual({ count: 2 });
    clock = new Date('2026-12-05T15:00:00Z');
    expect(await callOk(ctx, countQuotesReceivedToday)).toEqual({ count: 0 });
    clock = morningInSeoul;
  });
});

describe('GET /api/v1/home/company-list', () => {
  it('lists the carriers first, then the makers', async () => {
    const companies = await callOk(ctx, listCompanies);
    const carriers = companies.filter((company) => company.kind === 'CARRIER');
    expect(carriers.map((company) => company.name)).toEqual([
      'SKT',
      'KT',
      'LG U+',
      'SK브로드밴드',
      '알뜰폰',
    ]);
    expect(companies.slice(0, 5)).toEqual(carriers);
    expect(companies.find((company) => company.name === '삼성전자')).toMatchObject({
      kind: 'MAKER',
      logo: null,
    });
  });
});
