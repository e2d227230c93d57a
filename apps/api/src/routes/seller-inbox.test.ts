import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getSellerQuotation,
  listSellerInbox,
  submitSellerEstimation,
  withdrawSellerEstimation,
  toApiUrl,
} from '@quotemarket/contract';
import { productAttributes, productOptionValues, quotations } from '../db/schema';
import {
  call,
  callFailing,
  callOk,
  createOpenQuotation,
  hoursBefore,
  insertTestQuestions,
  phoneTerms,
  recordSelection,
  rentalTerms,
  testNow,
} from '../testing/seller-kit';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

const buyerPhone = '01055554444';
const buyerName = '홍길순';
const buyerEmail = 'gilsoon@example.com';

let ctx: TestContext;
let buyerId: number;
let phoneProductId: number;
let waterProductId: number;
let internetProductId: number;
let blackOptionId: number;
let storageOptionId: number;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => testNow });
  await insertTestQuestions(ctx);
  buyerId = await createIdentifiableBuyer();
  const phone = await createProduct(ctx, { image: '/media/s26.png' });
  phoneProductId = phone.id;
  waterProductId = (
    await createProduct(ctx, {
      categoryId1: 3,
      name: '코웨이 정수기',
      brand: '코웨이',
      price: 900_000,
      rentalFee: 29_900,
      modelNumber: null,
    })
  ).id;
  internetProductId = (await createProduct(ctx, { categoryId1: 2, name: 'KT 인터넷', price: 0 }))
    .id;

  const [color, storage] = await ctx.database.db
    .insert(productAttributes)
    .values([
      { productId: phone.id, name: '색상', inputType: 'OPTION', displayOrder: 1 },
      { productId: phone.id, name: '용량', inputType: 'OPTION', displayOrder: 2 },
    ])
    .returning();
  const [black, , storage512] = await ctx.database.db
    .insert(productOptionValues)
    .values([
      { attributeId: color!.id, value: '블랙' },
      { attributeId: color!.id, value: '실버' },
      { attributeId: storage!.id, value: '512GB' },
    ])
    .returning();
  blackOptionId = black!.id;
  storageOptionId = storage512!.id;
});
afterAll(() => ctx.close());

/** A buyer whose name, phone and email the tests look for in what dealers receive. */
async function createIdentifiableBuyer() {
  const { user } = await createBuyer(ctx, {
    phone: buyerPhone,
    name: buyerName,
    nickname: '길순',
    email: buyerEmail,
  });
  return user.id;
}

/** Requests of every state, for a dealer of phones and water purifiers (one draft per buyer). */
async function createRequestsOfEveryState() {
  const buyerId = await createIdentifiableBuyer();
  const phone = await createOpenQuotation(ctx, {
    buyerId,
    productId: phoneProductId,
    categoryId: 1,
    submittedAt: hoursBefore(3),
    // Stored in the buyer's picking order; shown in the product's attribute order.
    productOptionValueIds: [storageOptionId, blackOptionId],
    answers: [
      { questionId: 902, responseText: 'SKT' },
      { questionId: 901, responseText: '본인' },
    ],
  });
  const water = await createOpenQuotation(ctx, {
    buyerId,
    productId: waterProductId,
    categoryId: 3,
    submittedAt: hoursBefore(2),
  });
  const internet = await createOpenQuotation(ctx, {
    buyerId,
    productId: internetProductId,
    categoryId: 2,
  });
  const expired = await createOpenQuotation(ctx, {
    buyerId,
    productId: phoneProductId,
    categoryId: 1,
    submittedAt: hoursBefore(48),
  });
  const chosen = await createOpenQuotation(ctx, {
    buyerId,
    productId: phoneProductId,
    categoryId: 1,
  });
  const draft = await createOpenQuotation(ctx, {
    buyerId,
    productId: phoneProductId,
    categoryId: 1,
  });
  await ctx.database.db
    .update(quotations)
    .set({ status: 'DRAFT' })
    .where(eq(quotations.id, draft.id));
  return { phone, water, internet, expired, chosen, draft };
}

describe(`GET ${toApiUrl(listSellerInbox.path)}`, () => {
  it("lists the open requests of the dealer's categories, newest first, with what was asked", async () => {
    const { headers } = await createSeller(ctx, [1, 3]);
    const { headers: winnerHeaders } = await createSeller(ctx, [1]);
    const requests = await createRequestsOfEveryState();
    const winning = await callOk(
      ctx,
      submitSellerEstimation,
      { headers: winnerHeaders, params: { id: requests.chosen.id }, body: phoneTerms },
      201,
    );
    await recordSelection(ctx, { estimationId: winning.id });

    const inbox = await callOk(ctx, listSellerInbox, { headers });
    expect(inbox.list.map((item) => item.quotationId)).toEqual([
      requests.water.id,
      requests.phone.id,
    ]);
    expect(inbox).toMatchObject({ totalElements: 2, totalPages: 1 });
    expect(inbox.list[1]).toEqual({
      quotationId: requests.phone.id,
      categoryId: 1,
      categoryNameKo: '휴대폰',
      submittedAt: hoursBefore(3).toISOString(),
      deadlineAt: new Date(hoursBefore(3).getTime() + 48 * 60 * 60 * 1000).toISOString(),
      estimationCount: 0,
      myEstimationId: null,
      requestedRentalFee: null,
      product: {
        id: phoneProductId,
        name: '갤럭시 S26',
        brand: '삼성전자',
        imageUrl: '/media/s26.png',
        modelNumber: 'SM-S942N',
        price: 1_155_000,
        rentalFee: null,
        newsAgencyProperty: null,
        internetProperty: null,
        productType: null,
      },
      chosenOptions: [
        { name: '색상', value: '블랙' },
        { name: '용량', value: '512GB' },
      ],
      answers: [
        { questionText: '누가 사용하나요?', answerText: '본인' },
        { questionText: '원하는 통신사는요?', answerText: 'SKT' },
      ],
    });
    expect(inbox.list[0]).toMatchObject({
      categoryNameKo: '정수기',
      chosenOptions: [],
      answers: [],
    });
  });

  it('narrows to one category and pages', async () => {
    const { headers } = await createSeller(ctx, [1, 3]);
    const { phone, water } = await createRequestsOfEveryState();
    const only = (query: Record<string, number>) =>
      callOk(ctx, listSellerInbox, { headers, query });

    const waterOnly = await only({ categoryId: 3 });
    expect(waterOnly.list.map((item) => item.quotationId)).toContain(water.id);
    expect(waterOnly.list.every((item) => item.categoryId === 3)).toBe(true);
    expect((await only({ categoryId: 2 })).list).toEqual([]);

    const all = await only({});
    const secondPage = await only({ page: 2, size: 1 });
    expect(secondPage.list.map((item) => item.quotationId)).toEqual([all.list[1]!.quotationId]);
    expect(secondPage.totalElements).toBe(all.totalElements);
    expect(secondPage.totalPages).toBe(all.totalElements);
    expect(all.list.map((item) => item.quotationId)).toContain(phone.id);
  });

  it("counts live quotes and points to the dealer's own", async () => {
    const { headers } = await createSeller(ctx, [1]);
    const { headers: rivalHeaders } = await createSeller(ctx, [1]);
    const { headers: quitterHeaders } = await createSeller(ctx, [1]);
    const quotation = await createOpenQuotation(ctx, {
      buyerId,
      productId: phoneProductId,
      categoryId: 1,
    });
    const send = (callerHeaders: Record<string, string>) =>
      callOk(
        ctx,
        submitSellerEstimation,
        { headers: callerHeaders, params: { id: quotation.id }, body: phoneTerms },
        201,
      );
    const rival = await send(rivalHeaders);
    const quitter = await send(quitterHeaders);
    await callOk(ctx, withdrawSellerEstimation, {
      headers: quitterHeaders,
      params: { id: quitter.id },
    });
    const mine = await send(headers);

    const item = (await callOk(ctx, listSellerInbox, { headers })).list.find(
      (entry) => entry.quotationId === quotation.id,
    );
    expect(item).toMatchObject({ estimationCount: 2, myEstimationId: mine.id });
    const rivalView = (await callOk(ctx, listSellerInbox, { headers: rivalHeaders })).list.find(
      (entry) => entry.quotationId === quotation.id,
    );
    expect(rivalView).toMatchObject({ estimationCount: 2, myEstimationId: rival.id });
  });

  it('rejects an unknown category id type', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const { status, message } = await callFailing(ctx, listSellerInbox, {
      headers,
      query: { categoryId: 'phones' },
    });
    expect(status).toBe(400);
    expect(message).toBe('요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.');
  });
});

describe(`GET ${toApiUrl(getSellerQuotation.path)}`, () => {
  it('shows an open request with the dealer quote once sent', async () => {
    const { headers } = await createSeller(ctx, [1, 3]);
    const { water } = await createRequestsOfEveryState();
    const before = await callOk(ctx, getSellerQuotation, { headers, params: { id: water.id } });
    expect(before).toMatchObject({
      quotationId: water.id,
      isOpen: true,
      myEstimation: null,
      myEstimationId: null,
    });
    expect(before.product).toMatchObject({
      name: '코웨이 정수기',
      rentalFee: 29_900,
      modelNumber: null,
    });

    const sent = await callOk(
      ctx,
      submitSellerEstimation,
      { headers, params: { id: water.id }, body: rentalTerms },
      201,
    );
    const after = await callOk(ctx, getSellerQuotation, { headers, params: { id: water.id } });
    expect(after).toMatchObject({ isOpen: true, myEstimationId: sent.id, estimationCount: 1 });
    expect(after.myEstimation).toEqual(sent);
  });

  it('still shows a closed or chosen request, as no longer open', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const { expired, chosen } = await createRequestsOfEveryState();
    const sent = await callOk(
      ctx,
      submitSellerEstimation,
      { headers, params: { id: chosen.id }, body: phoneTerms },
      201,
    );
    await recordSelection(ctx, { estimationId: sent.id });

    expect(
      await callOk(ctx, getSellerQuotation, { headers, params: { id: expired.id } }),
    ).toMatchObject({
      isOpen: false,
      myEstimation: null,
    });
    const chosenView = await callOk(ctx, getSellerQuotation, {
      headers,
      params: { id: chosen.id },
    });
    expect(chosenView).toMatchObject({
      isOpen: false,
      myEstimation: { id: sent.id, status: 'SELECTED', outcome: 'SELECTED' },
    });
  });

  it('answers 404 outside the dealer categories, for drafts and unknown ids', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const { internet, draft } = await createRequestsOfEveryState();
    for (const id of [internet.id, draft.id, 987_654]) {
      expect(await callFailing(ctx, getSellerQuotation, { headers, params: { id } })).toEqual({
        status: 404,
        message: '견적 요청을 찾을 수 없어요.',
      });
    }
  });
});

describe("the buyer's identity", () => {
  it('never reaches a dealer through requests, open or chosen', async () => {
    const { headers } = await createSeller(ctx, [1, 3]);
    const { phone, chosen } = await createRequestsOfEveryState();
    const sent = await callOk(
      ctx,
      submitSellerEstimation,
      { headers, params: { id: chosen.id }, body: phoneTerms },
      201,
    );
    await recordSelection(ctx, { estimationId: sent.id, buyerName, buyerPhone });

    for (const response of [
      await call(ctx, listSellerInbox, { headers }),
      await call(ctx, getSellerQuotation, { headers, params: { id: phone.id } }),
      await call(ctx, getSellerQuotation, { headers, params: { id: chosen.id } }),
    ]) {
      expect(response.statusCode).toBe(200);
      for (const secret of [
        buyerPhone,
        '010-5555-4444',
        buyerName,
        buyerEmail,
        `"buyerId"`,
        `"buyer`,
      ]) {
        expect(response.body).not.toContain(secret);
      }
    }
  });
});
