import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiEnvelope,
  cancelMembership,
  getPhoneVerification,
  getSellerStorePage,
  getProfile,
  listReviewHistory,
  listSellerDeals,
  loginResultSchema,
  registerDevice,
  requestPhoneVerification,
  reportSeller,
  requiredConsentTerms,
  socialLogin,
  submitProductReview,
  verifyPhone,
} from '@quotemarket/contract';
import {
  consents,
  devices,
  notificationSettings,
  phoneVerifications,
  quotations,
  ratings,
  reports,
  searchHistories,
  selections,
  sessions,
  users,
  wishlists,
} from '../db/schema';
import { bearer, createProduct, createSeller } from '../testing/factories';
import {
  createQuoteRequest,
  dataOf,
  phoneQuote,
  postSelection,
  selectionBody,
} from '../testing/quotation-fixtures';
import { startSocialProviderStandIn } from '../testing/social-provider-stand-in';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';
import { callOk } from '../testing/catalog-fixtures';

const withdrawalUrl = endpointUrl(cancelMembership);
const now = new Date('2026-11-21T03:00:00.000Z');

// Everything that could name or reach the buyer; none of it may be left anywhere afterwards.
const person = {
  providerId: '7700123',
  name: '탈퇴예정',
  email: 'leaving-buyer@kakao.test',
  nickname: '떠나는지현',
  phone: '01077778888',
  udid: 'visitor-fingerprint-5f2c',
  search: '탈퇴자의검색어',
};

const allTerms = ['PRIVACY', 'THIRDPARTY', 'UNIQUEID', 'SERVICE', 'MARKETING'] as const;

let ctx: TestContext;
let providers: Awaited<ReturnType<typeof startSocialProviderStandIn>>;
beforeAll(async () => {
  providers = await startSocialProviderStandIn();
  const { HttpSocialVerifier } = await import('../edges/social-verifier');
  ctx = await createTestApp({
    now: () => now,
    social: new HttpSocialVerifier(providers.settings()),
  });
});
afterAll(async () => {
  await ctx.close();
  await providers.close();
});

async function kakaoLogin(accessToken: string) {
  providers.issueKakao(accessToken, {
    id: person.providerId,
    email: person.email,
    name: person.name,
  });
  const response = await callEndpoint(ctx, socialLogin, {
    body: { provider: 'kakao', accessToken },
  });
  return apiEnvelope(loginResultSchema).parse(response.json()).data;
}

/**
 * A buyer who did everything the product offers, through the API where it can: signed in with
 * Kakao, verified a phone (with the marketing consent), registered a device, set a nickname and a
 * photo, searched, saved a product, chose a quote, reviewed and reported a dealer.
 */
async function activeBuyer() {
  const login = await kakaoLogin('kakao-before');
  const headers = bearer(login.token);
  const userId = login.user.id;
  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload && { payload }) });

  expect(
    (
      await call('POST', endpointUrl(requestPhoneVerification), {
        target: 'PHONE',
        payload: person.phone,
      })
    ).statusCode,
  ).toBe(200);
  const code = ctx.app.deps.smsOutbox!.outbox(person.phone)[0]!.code;
  const verified = await call('POST', endpointUrl(verifyPhone, { params: { code } }), {
    userAgreementList: allTerms.map((term) => ({ term, agreed: true })),
    isConsented: true,
  });
  expect(verified.statusCode).toBe(200);
  // A second, unused code: still pending when the buyer leaves.
  await call('POST', endpointUrl(requestPhoneVerification), {
    target: 'PHONE',
    payload: person.phone,
  });
  expect(
    (await call('POST', endpointUrl(registerDevice), { platform: 'web', udid: person.udid }))
      .statusCode,
  ).toBe(200);
  await ctx.app.deps.tokens.issue('buyer', userId, person.udid);
  await ctx.database.db
    .update(users)
    .set({ nickname: person.nickname, profileImage: 'uploads/profile/leaving.png' })
    .where(eq(users.id, userId));
  await ctx.database.db.insert(searchHistories).values({ userId, searchValue: person.search });
  await ctx.database.db.insert(notificationSettings).values({ userId });

  const chosen = await createSeller(ctx, [1], { storeName: '강남 모바일' });
  const product = await createProduct(ctx, { name: '갤럭시 S26' });
  await ctx.database.db.insert(wishlists).values({ userId, productId: product.id });
  const request = await createQuoteRequest(ctx, {
    buyerId: userId,
    productId: product.id,
    categoryId: 1,
    answers: { 1: '본인', 2: '30대' },
    quotes: [phoneQuote(chosen.seller.id)],
  });
  expect((await postSelection(ctx, headers, selectionBody(request.quotes[0]!.id))).statusCode).toBe(
    200,
  );
  const review = await call('POST', endpointUrl(submitProductReview), {
    sellerId: chosen.seller.id,
    productId: product.id,
    rating: 5,
    review: '개통까지 친절하게 도와주셨어요.',
  });
  expect(review.statusCode).toBe(200);
  const report = await call('POST', endpointUrl(reportSeller), {
    content: '약속한 사은품을 주지 않았어요.',
    sellerId: chosen.seller.id,
    productId: product.id,
  });
  expect(report.statusCode).toBe(200);

  // The personal data really is there before the withdrawal, so the checks below can fail.
  expect(await databaseText()).toContain(person.phone);
  expect(await databaseText()).toContain(person.email);
  return {
    userId,
    headers,
    token: login.token,
    chosen,
    product,
    quotationId: request.quotation.id,
  };
}

/** Every row of every table of the database, as text. */
async function databaseText(): Promise<string> {
  const result = (await ctx.database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const dumps: string[] = [];
  for (const { table_name: table } of result.rows) {
    const rows = (await ctx.database.db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    )) as unknown as { rows: { row: string }[] };
    dumps.push(...rows.rows.map((row) => `${table}: ${row.row}`));
  }
  return dumps.join('\n');
}

const withdraw = (headers: Record<string, string>) =>
  callEndpoint(ctx, cancelMembership, { headers });

describe(`PUT ${withdrawalUrl}`, () => {
  it('belongs to buyers: 401 without a token, 403 for a dealer', async () => {
    expect((await callEndpoint(ctx, cancelMembership)).statusCode).toBe(401);
    const dealer = await createSeller(ctx, [1]);
    const refused = await withdraw(dealer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toBeNull();
  });

  it('leaves no name, email, phone, nickname, photo or identity anywhere in the database', async () => {
    const buyer = await activeBuyer();

    const response = await withdraw(buyer.headers);
    expect(response.json()).toEqual({
      status_code: 200,
      message: '회원 탈퇴가 완료되었어요.',
      data: null,
    });

    const text = await databaseText();
    for (const value of Object.values(person)) expect(text).not.toContain(value);
    expect(text).not.toContain('leaving.png');
  });

  it('keeps the requests, deals, reviews and reports, tied to nobody', async () => {
    const buyer = await activeBuyer();
    await withdraw(buyer.headers);
    const { db } = ctx.database;

    const [account] = await db.select().from(users).where(eq(users.id, buyer.userId));
    expect(account).toMatchObject({
      provider: 'kakao',
      email: null,
      name: null,
      nickname: null,
      profileImage: null,
      phone: null,
      phoneVerifiedAt: null,
      lastSeenAt: null,
      withdrawnAt: now,
    });
    expect(account?.providerId).toMatch(/^withdrawn:/);

    // 계약·결제 기록 (5년): the request and the deal stay, without the contact details.
    const [request] = await db
      .select()
      .from(quotations)
      .where(eq(quotations.id, buyer.quotationId));
    expect(request).toMatchObject({ buyerId: buyer.userId, status: 'SELECTED' });
    const [deal] = await db.select().from(selections).where(eq(selections.buyerId, buyer.userId));
    expect(deal).toMatchObject({ buyerName: null, buyerPhone: null });
    expect(deal?.consentVersion).not.toBeNull();
    // The dealer's console still lists the deal, with nobody to call.
    const deals = dataOf(
      listSellerDeals,
      await callEndpoint(ctx, listSellerDeals, { headers: buyer.chosen.headers }),
    );
    expect(deals.list).toEqual([
      expect.objectContaining({ buyerName: null, buyerPhone: null, productName: '갤럭시 S26' }),
    ]);

    // The review stays for the store, under no name.
    const [review] = await db.select().from(ratings).where(eq(ratings.buyerId, buyer.userId));
    expect(review).toMatchObject({ rating: 5 });
    const store = await callOk(ctx, getSellerStorePage, {
      query: { userId: buyer.chosen.seller.id },
    });
    expect(store.ratings.map((shown) => shown.buyerName)).toEqual(['고객']);
    // 분쟁 처리 기록 (3년): the report stays.
    const [report] = await db.select().from(reports).where(eq(reports.buyerId, buyer.userId));
    expect(report?.content).toBe('약속한 사은품을 주지 않았어요.');

    // Only the required consents stay, as the basis of the kept deal, marked withdrawn.
    const kept = await db.select().from(consents).where(eq(consents.userId, buyer.userId));
    expect(kept.map((consent) => consent.term).sort()).toEqual([...requiredConsentTerms].sort());
    expect(kept.every((consent) => consent.withdrawnAt?.getTime() === now.getTime())).toBe(true);

    // 로그인 기록 (3개월): the sessions stay as records, revoked and without the device.
    const logins = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.subject, 'buyer'), eq(sessions.subjectId, buyer.userId)));
    expect(logins.length).toBeGreaterThanOrEqual(2);
    expect(logins.every((login) => login.revokedAt !== null && login.deviceId === null)).toBe(true);

    // Verification requests keep their time and IP for the abuse limits, not the number; no
    // pending code can be used any more.
    const verifications = await db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, buyer.userId));
    expect(verifications).toHaveLength(2);
    for (const verification of verifications) {
      expect(verification.phone).toBe('');
      expect(verification.expiresAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }

    for (const table of [devices, wishlists, searchHistories, notificationSettings]) {
      expect(await db.select().from(table).where(eq(table.userId, buyer.userId))).toEqual([]);
    }
  });

  it('refuses the old tokens and makes a fresh account on the next login', async () => {
    const buyer = await activeBuyer();
    await withdraw(buyer.headers);

    const old = await callEndpoint(ctx, getProfile, { headers: buyer.headers });
    expect(old.statusCode).toBe(401);
    expect(old.json().data).toBeNull();
    expect((await withdraw(buyer.headers)).statusCode).toBe(401);

    const again = await kakaoLogin('kakao-after');
    expect(again.isFirstTimeLogin).toBe(true);
    expect(again.user.id).not.toBe(buyer.userId);
    const headers = bearer(again.token);
    const profile = await callEndpoint(ctx, getProfile, { headers });
    expect(profile.json().data).toMatchObject({
      firstName: person.name,
      email: person.email,
      phoneNumber: null,
    });
    // Nothing of the old account comes back with the new one.
    const reviews = dataOf(
      listReviewHistory,
      await callEndpoint(ctx, listReviewHistory, { headers }),
    );
    expect(reviews).toEqual({ list: [], totalElements: 0, totalPages: 0 });
    // The new account starts unverified: the phone must be verified again before a request.
    const status = await callEndpoint(ctx, getPhoneVerification, { headers });
    expect(status.json().data).toBeNull();
    // Clean up the identity so the other tests can use it again.
    await withdraw(headers);
  });
});
