import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getDealerConversation,
  getDealerUnreadMessages,
  getSellerProfile,
  getSellerQuotation,
  getSellerStorePage,
  listSellerDeals,
  listSellerEstimations,
  listSellerInbox,
  listSellerDemoAccounts,
  listSellerReviews,
  readDealerConversation,
  replyToSellerReview,
  reportDealerMessage,
  sellerLogin,
  sellerLogout,
  sendDealerMessage,
  sendDealerMessagePhoto,
  submitSellerEstimation,
  updateSellerEstimation,
  withdrawSellerEstimation,
  type Endpoint,
  toApiUrl,
} from '@quotemarket/contract';
import { sellers } from '../db/schema';
import { demoDealers } from '../domain/accounts/demo-accounts';
import {
  call,
  callFailing,
  callRejected,
  callOk,
  createOpenQuotation,
  insertReview,
  phoneTerms,
  recordSelection,
  testNow,
} from '../testing/seller-kit';
import { createBuyer, createProduct, createSeller, sellerPassword } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

const wrongCredentials = '이메일 또는 비밀번호가 올바르지 않아요.';
// The clock stands at 09:00, the start of a 15-minute window.
const tooManyAttempts = '이 이메일로 로그인에 5번 실패했어요. 15분 뒤에 다시 시도해 주세요.';

let clock = testNow;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

const login = (email: string, password: string) =>
  call(ctx, sellerLogin, { body: { email, password } });

describe(`POST ${toApiUrl(sellerLogin.path)}`, () => {
  it('signs a dealer in with a working token and the account', async () => {
    const { seller } = await createSeller(ctx, [2, 1], {
      storeName: '강남 모바일',
      imageUrl: '/media/a.png',
    });
    const data = await callOk(ctx, sellerLogin, {
      body: { email: `  ${seller.email.toUpperCase()} `, password: sellerPassword },
    });
    expect(data.seller).toEqual({
      id: seller.id,
      email: seller.email,
      storeName: '강남 모바일',
      firstName: '민수',
      imageUrl: '/media/a.png',
      phone: '01098765432',
      categories: [1, 2],
    });
    const me = await callOk(ctx, getSellerProfile, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(me.id).toBe(seller.id);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const { seller } = await createSeller(ctx);
    const wrongPassword = await login(seller.email, 'not-the-password');
    const unknownEmail = await login('nobody@dealer.quotemarket.kr', sellerPassword);
    expect([wrongPassword.statusCode, unknownEmail.statusCode]).toEqual([401, 401]);
    expect(wrongPassword.json().message).toBe(wrongCredentials);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses a deactivated dealer with the same 401', async () => {
    const { seller } = await createSeller(ctx, [1], { isActive: false });
    expect(
      await callFailing(ctx, sellerLogin, {
        body: { email: seller.email, password: sellerPassword },
      }),
    ).toEqual({ status: 401, message: wrongCredentials });
  });

  it('blocks an email at its address after five failures in 15 minutes, even the right password, then lets it in again', async () => {
    const { seller } = await createSeller(ctx);
    const { seller: neighbour } = await createSeller(ctx);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(seller.email, `guess-${attempt}`)).statusCode).toBe(401);
    }
    expect(
      await callFailing(ctx, sellerLogin, {
        body: { email: seller.email, password: sellerPassword },
      }),
    ).toEqual({ status: 429, message: tooManyAttempts });
    // Counted per email: another dealer is not affected.
    expect((await login(neighbour.email, sellerPassword)).statusCode).toBe(200);

    clock = new Date(testNow.getTime() + 15 * 60 * 1000);
    try {
      expect((await login(seller.email, sellerPassword)).statusCode).toBe(200);
    } finally {
      clock = testNow;
    }
  });

  it('forgets earlier failures after a successful login', async () => {
    const { seller } = await createSeller(ctx);
    for (let attempt = 0; attempt < 4; attempt += 1) await login(seller.email, 'wrong');
    expect((await login(seller.email, sellerPassword)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await login(seller.email, 'wrong');
    expect((await login(seller.email, sellerPassword)).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    const { status, message, fields } = await callRejected(ctx, sellerLogin, {
      body: { email: 'a@b.kr' },
    });
    expect(status).toBe(400);
    expect(message).toBe('비밀번호를 입력해 주세요.');
    expect(fields).toEqual({ password: '비밀번호를 입력해 주세요.' });
  });
});

describe(`POST ${toApiUrl(sellerLogout.path)}`, () => {
  it('ends the session of the token', async () => {
    const { headers } = await createSeller(ctx);
    expect(await callOk(ctx, sellerLogout, { headers })).toBeNull();
    expect(await callFailing(ctx, getSellerProfile, { headers })).toEqual({
      status: 401,
      message: '로그인이 만료되었어요. 다시 로그인해 주세요.',
    });
  });
});

describe(`GET ${toApiUrl(getSellerProfile.path)}`, () => {
  it('adds the average rating, the review count and the won deals', async () => {
    const { seller, headers } = await createSeller(ctx, [1]);
    expect(await callOk(ctx, getSellerProfile, { headers })).toMatchObject({
      averageRating: 0,
      reviewCount: 0,
      successfulBidCount: 0,
    });

    const { user } = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const quotation = await createOpenQuotation(ctx, {
      buyerId: user.id,
      productId: product.id,
      categoryId: 1,
    });
    const estimation = await callOk(
      ctx,
      submitSellerEstimation,
      { headers, params: { id: quotation.id }, body: phoneTerms },
      201,
    );
    await recordSelection(ctx, { estimationId: estimation.id });
    for (const rating of [5, 4, 4])
      await insertReview(ctx, { sellerId: seller.id, rating, review: '좋아요' });

    expect(await callOk(ctx, getSellerProfile, { headers })).toEqual({
      id: seller.id,
      email: seller.email,
      storeName: '테스트 매장',
      firstName: '민수',
      imageUrl: null,
      phone: '01098765432',
      categories: [1],
      averageRating: 4.3,
      reviewCount: 3,
      successfulBidCount: 1,
      introduction: '',
      address: '',
    });
  });

  it('shows the words, the address and the numbers of its public store page', async () => {
    const { seller, headers } = await createSeller(ctx, [1], {
      introduction: '번호이동 당일 개통을 도와드려요.',
      address: '서울 강남구 강남대로 396',
    });
    const { user } = await createBuyer(ctx);
    const product = await createProduct(ctx);
    for (let deal = 0; deal < 2; deal += 1) {
      const quotation = await createOpenQuotation(ctx, {
        buyerId: user.id,
        productId: product.id,
        categoryId: 1,
      });
      const estimation = await callOk(
        ctx,
        submitSellerEstimation,
        { headers, params: { id: quotation.id }, body: phoneTerms },
        201,
      );
      await recordSelection(ctx, { estimationId: estimation.id });
    }
    await insertReview(ctx, { sellerId: seller.id, rating: 5, review: '좋아요' });

    const profile = await callOk(ctx, getSellerProfile, { headers });
    const storePage = await callOk(ctx, getSellerStorePage, { query: { userId: seller.id } });
    expect(profile).toMatchObject({
      introduction: '번호이동 당일 개통을 도와드려요.',
      address: '서울 강남구 강남대로 396',
      successfulBidCount: 2,
    });
    expect(profile.successfulBidCount).toBe(storePage.successfulBidCount);
    expect(profile.averageRating).toBe(storePage.averageRating);
    expect(profile.reviewCount).toBe(storePage.totalElements);
  });

  it('logs out a dealer who was deactivated', async () => {
    const { seller, headers } = await createSeller(ctx);
    await ctx.database.db.update(sellers).set({ isActive: false }).where(eq(sellers.id, seller.id));
    expect((await callFailing(ctx, getSellerProfile, { headers })).status).toBe(401);
  });
});

describe('who may call the dealer endpoints', () => {
  const dealerEndpoints: [Endpoint, { params?: Record<string, number>; body?: unknown }][] = [
    [sellerLogout, {}],
    [getSellerProfile, {}],
    [listSellerInbox, {}],
    [getSellerQuotation, { params: { id: 1 } }],
    [submitSellerEstimation, { params: { id: 1 }, body: phoneTerms }],
    [updateSellerEstimation, { params: { id: 1 }, body: phoneTerms }],
    [withdrawSellerEstimation, { params: { id: 1 } }],
    [listSellerEstimations, {}],
    [listSellerDeals, {}],
    [listSellerReviews, {}],
    [replyToSellerReview, { params: { id: 1 }, body: { content: '감사해요.' } }],
    [getDealerConversation, { params: { id: 1 } }],
    [sendDealerMessage, { params: { id: 1 }, body: { body: '안녕하세요.' } }],
    [sendDealerMessagePhoto, { params: { id: 1 }, body: {} }],
    [readDealerConversation, { params: { id: 1 } }],
    [getDealerUnreadMessages, {}],
    [reportDealerMessage, { params: { id: 1 }, body: { reason: 'OTHER' } }],
  ];

  // Rows name the endpoint by method and path: printing the endpoint itself would walk its schemas.
  const rows = dealerEndpoints.map(
    ([endpoint, options]) => [endpoint.method, endpoint.path, endpoint, options] as const,
  );

  it.each(rows)(
    '%s %s needs a dealer token: 401 without, 403 with a buyer one',
    async (_method, _path, endpoint, options) => {
      expect(await callFailing(ctx, endpoint, options)).toEqual({
        status: 401,
        message: '로그인이 필요해요.',
      });
      const { headers } = await createBuyer(ctx);
      expect(await callFailing(ctx, endpoint, { ...options, headers })).toEqual({
        status: 403,
        message: '판매점 계정으로만 이용할 수 있어요.',
      });
    },
  );

  it('publishes every dealer endpoint in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    for (const [endpoint] of dealerEndpoints) {
      const path = toApiUrl(endpoint.path).replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[endpoint.method.toLowerCase()]?.summary).toBe(endpoint.summary);
    }
    expect(document.components.schemas.SellerEstimation).toBeDefined();
  });
});

describe(`GET ${toApiUrl(listSellerDemoAccounts.path)}`, () => {
  it('lists the seeded demo dealers with their passwords and stores, and each signs in', async () => {
    const accounts = await callOk(ctx, listSellerDemoAccounts);
    expect(accounts).toEqual([
      { ...demoDealers[0], storeName: '역삼 종합통신·렌탈센터' },
      { ...demoDealers[1], storeName: '강남역 모바일센터' },
    ]);
    for (const account of accounts) {
      const { seller } = await callOk(ctx, sellerLogin, {
        body: { email: account.email, password: account.password },
      });
      expect(seller.storeName).toBe(account.storeName);
    }
  });

  it('lists only the demo dealers the database has', async () => {
    const renamed = 'former-gangnam@dealer.quotemarket.kr';
    await ctx.database.db
      .update(sellers)
      .set({ email: renamed })
      .where(eq(sellers.email, demoDealers[1].email));
    try {
      expect(await callOk(ctx, listSellerDemoAccounts)).toEqual([
        { ...demoDealers[0], storeName: '역삼 종합통신·렌탈센터' },
      ]);
    } finally {
      await ctx.database.db
        .update(sellers)
        .set({ email: demoDealers[1].email })
        .where(eq(sellers.email, renamed));
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ settings: { env: 'production' } });
    try {
      expect(await callFailing(production, listSellerDemoAccounts)).toEqual({
        status: 404,
        message: '페이지를 찾을 수 없어요.',
      });
    } finally {
      await production.close();
    }
  });
});
