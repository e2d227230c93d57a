import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  saveBiddingResponses,
  saveInternetBiddingResponses,
  submitBiddingRequest,
  toApiUrl,
} from '@quotemarket/contract';
import { products, quotations } from '../db/schema';
import {
  addOptionAttribute,
  callFailing,
  callOk,
  callRejected,
  internetAnswers,
  phoneAnswers,
  rentalAnswers,
} from '../testing/bidding-kit';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { callEndpoint } from '../testing/call-endpoint';

const now = new Date('2026-05-04T01:00:00.000Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => now });
});
afterAll(() => ctx.close());

/** A phone with two options (colour, storage) and a buyer's draft for it with `answers` answers. */
async function phoneDraft(
  answers = phoneAnswers.length,
  buyer?: Awaited<ReturnType<typeof createBuyer>>,
) {
  const owner = buyer ?? (await createBuyer(ctx));
  const product = await createProduct(ctx);
  const colours = await addOptionAttribute(ctx, product.id, '색상', ['블랙', '화이트', '블루']);
  const storage = await addOptionAttribute(ctx, product.id, '저장 용량', ['256GB', '512GB']);
  const saved = await callOk(ctx, saveBiddingResponses, {
    headers: owner.headers,
    body: { quotationId: null, productId: product.id, responses: phoneAnswers.slice(0, answers) },
  });
  return { buyer: owner, product, colours, storage, quotationId: saved.data.quotationId! };
}

const quotationRow = async (id: number) =>
  (await ctx.database.db.select().from(quotations).where(eq(quotations.id, id)))[0]!;
const quoteCountOf = async (productId: number) =>
  (await ctx.database.db.select().from(products).where(eq(products.id, productId)))[0]!.quoteCount;

describe(`POST ${toApiUrl(submitBiddingRequest.path)}`, () => {
  it('opens the request for 48 hours from now with the chosen options', async () => {
    const { buyer, product, colours, storage, quotationId } = await phoneDraft();
    const optionValueIds = [colours[1]!, storage[0]!];
    const { message, data } = await callOk(ctx, submitBiddingRequest, {
      headers: buyer.headers,
      body: { quotationId, productOptionValueIds: optionValueIds, categoryName: 'Mobile Phones' },
    });
    expect(message).toBe('견적 요청을 보냈어요');
    expect(data).toEqual({ quotationId, deadlineAt: '2026-05-06T01:00:00.000Z' });
    const row = await quotationRow(quotationId);
    expect(row).toMatchObject({
      status: 'OPEN',
      productId: product.id,
      productOptionValueIds: optionValueIds,
      submittedAt: now,
      deadlineAt: new Date('2026-05-06T01:00:00.000Z'),
    });
    expect(await quoteCountOf(product.id)).toBe(1);
  });

  it('refuses a second submission with a 409 and counts the request once', async () => {
    const { buyer, product, colours, storage, quotationId } = await phoneDraft();
    const body = {
      quotationId,
      productOptionValueIds: [colours[0]!, storage[0]!],
      categoryName: 'Mobile Phones',
    };
    await callOk(ctx, submitBiddingRequest, { headers: buyer.headers, body });
    expect(await callFailing(ctx, submitBiddingRequest, { headers: buyer.headers, body })).toEqual({
      status: 409,
      message: '이미 보낸 견적 요청이에요.',
    });
    expect(await quoteCountOf(product.id)).toBe(1);
  });

  it('lets exactly one of two racing submissions through', async () => {
    const { buyer, product, colours, storage, quotationId } = await phoneDraft();
    const request = () =>
      callEndpoint(ctx, submitBiddingRequest, {
        headers: buyer.headers,
        body: {
          quotationId,
          productOptionValueIds: [colours[0]!, storage[1]!],
          categoryName: 'Mobile Phones',
        },
      });
    const statuses = (await Promise.all([request(), request()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await quoteCountOf(product.id)).toBe(1);
  });

  it('starts a new draft for the same product after a submission', async () => {
    const { buyer, product, colours, storage, quotationId } = await phoneDraft();
    await callOk(ctx, submitBiddingRequest, {
      headers: buyer.headers,
      body: {
        quotationId,
        productOptionValueIds: [colours[0]!, storage[0]!],
        categoryName: 'Mobile Phones',
      },
    });
    const { data } = await callOk(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId: null, productId: product.id, responses: phoneAnswers.slice(0, 1) },
    });
    expect(data.quotationId).not.toBe(quotationId);
    expect(data.answeredCount).toBe(1);
  });

  it('asks for phone verification with a 409, never a 401 or 403', async () => {
    const unverified = await createBuyer(ctx, { phoneVerifiedAt: null });
    const { colours, storage, quotationId } = await phoneDraft(phoneAnswers.length, unverified);
    expect(
      await callFailing(ctx, submitBiddingRequest, {
        headers: unverified.headers,
        body: {
          quotationId,
          productOptionValueIds: [colours[0]!, storage[0]!],
          categoryName: 'Mobile Phones',
        },
      }),
    ).toEqual({ status: 409, message: '최저가 견적 요청에는 휴대폰 본인인증이 한 번 필요해요.' });
    expect((await quotationRow(quotationId)).status).toBe('DRAFT');
  });

  it('needs every phone answer and names the questions left: four of seven cannot be quoted', async () => {
    const four = await phoneDraft(4);
    expect(
      await callFailing(ctx, submitBiddingRequest, {
        headers: four.buyer.headers,
        body: {
          quotationId: four.quotationId,
          productOptionValueIds: [four.colours[0]!, four.storage[0]!],
          categoryName: 'Mobile Phones',
        },
      }),
    ).toEqual({
      status: 400,
      message:
        '모든 질문에 답해 주세요. 아직 답하지 않은 질문: 「원하시는 통신사를 골라 주세요.」, 「약정 기간은 어떻게 할까요?」, 「원하시는 월 요금제 수준을 알려 주세요.」',
    });
    expect((await quotationRow(four.quotationId)).status).toBe('DRAFT');
  });

  it.each([
    [3, 'Water Purifier'],
    [7, 'Home Appliances'],
    [8, 'Health'],
  ] as const)(
    'needs all four answers for category %i, and a product without options needs none',
    async (categoryId, categoryName) => {
      const buyer = await createBuyer(ctx);
      const product = await createProduct(ctx, { categoryId1: categoryId, rentalFee: 29_900 });
      const answers = rentalAnswers[categoryId];
      const saved = await callOk(ctx, saveBiddingResponses, {
        headers: buyer.headers,
        body: { quotationId: null, productId: product.id, responses: answers.slice(0, 3) },
      });
      const body = {
        quotationId: saved.data.quotationId!,
        productOptionValueIds: [],
        categoryName,
      };
      expect(
        await callFailing(ctx, submitBiddingRequest, { headers: buyer.headers, body }),
      ).toEqual({
        status: 400,
        message: expect.stringMatching(
          /^모든 질문에 답해 주세요\. 아직 답하지 않은 질문: 「[^」]+」$/,
        ),
      });
      await callOk(ctx, saveBiddingResponses, {
        headers: buyer.headers,
        body: { quotationId: body.quotationId, productId: product.id, responses: answers.slice(3) },
      });
      const { data } = await callOk(ctx, submitBiddingRequest, { headers: buyer.headers, body });
      expect(data.deadlineAt).toBe('2026-05-06T01:00:00.000Z');
      expect(await quotationRow(body.quotationId)).toMatchObject({
        status: 'OPEN',
        rentalFee: 29_900,
      });
    },
  );

  it('needs exactly one value of every option of the product', async () => {
    const { buyer, colours, storage, quotationId } = await phoneDraft();
    const elsewhere = await createProduct(ctx);
    const [foreignColour] = await addOptionAttribute(ctx, elsewhere.id, '색상', ['레드']);
    const wrongPicks = [
      [],
      [colours[0]!],
      [colours[0]!, colours[1]!],
      [colours[0]!, colours[1]!, storage[0]!],
      [colours[0]!, storage[0]!, storage[0]!],
      [foreignColour!, storage[0]!],
      [colours[0]!, 999_999],
    ];
    for (const productOptionValueIds of wrongPicks) {
      expect(
        await callFailing(ctx, submitBiddingRequest, {
          headers: buyer.headers,
          body: { quotationId, productOptionValueIds, categoryName: 'Mobile Phones' },
        }),
        JSON.stringify(productOptionValueIds),
      ).toEqual({ status: 400, message: '옵션을 선택해 주세요.' });
    }
    expect((await quotationRow(quotationId)).status).toBe('DRAFT');
  });

  it("refuses a category name that is not the product's", async () => {
    const { buyer, colours, storage, quotationId } = await phoneDraft();
    expect(
      await callFailing(ctx, submitBiddingRequest, {
        headers: buyer.headers,
        body: {
          quotationId,
          productOptionValueIds: [colours[0]!, storage[0]!],
          categoryName: 'Water Purifier',
        },
      }),
    ).toEqual({
      status: 400,
      message: '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    });
  });

  it('refuses a product that stopped taking requests', async () => {
    const { buyer, product, colours, storage, quotationId } = await phoneDraft();
    await ctx.database.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, product.id));
    expect(
      await callFailing(ctx, submitBiddingRequest, {
        headers: buyer.headers,
        body: {
          quotationId,
          productOptionValueIds: [colours[0]!, storage[0]!],
          categoryName: 'Mobile Phones',
        },
      }),
    ).toEqual({ status: 404, message: '상품을 찾을 수 없어요.' });
  });

  it.each([
    ['categoryName', { categoryName: '휴대폰' }],
    ['productOptionValueIds', { productOptionValueIds: undefined }],
    ['productOptionValueIds.0', { productOptionValueIds: ['블랙'] }],
    ['quotationId', { quotationId: -1 }],
  ])('answers a bad %s with a 400 listing it in data', async (field, change) => {
    const buyer = await createBuyer(ctx);
    const result = await callRejected(ctx, submitBiddingRequest, {
      headers: buyer.headers,
      body: { quotationId: 1, productOptionValueIds: [], categoryName: 'Mobile Phones', ...change },
    });
    expect(result.status).toBe(400);
    expect(Object.keys(result.fields ?? {})).toEqual([field]);
    expect(result.message).not.toMatch(/[A-Za-z]/);
  });

  it("answers another buyer's draft and an internet draft with a 404", async () => {
    const { colours, storage, quotationId } = await phoneDraft();
    const other = await createBuyer(ctx);
    const body = {
      quotationId,
      productOptionValueIds: [colours[0]!, storage[0]!],
      categoryName: 'Mobile Phones' as const,
    };
    expect(await callFailing(ctx, submitBiddingRequest, { headers: other.headers, body })).toEqual({
      status: 404,
      message: '작성 중인 견적 요청을 찾을 수 없어요.',
    });
    expect((await quotationRow(quotationId)).status).toBe('DRAFT');

    const internet = await callOk(ctx, saveInternetBiddingResponses, {
      headers: other.headers,
      body: { quotationId: null, responses: internetAnswers },
    });
    const internetSubmit = await callFailing(ctx, submitBiddingRequest, {
      headers: other.headers,
      body: {
        ...body,
        quotationId: internet.data.quotationId!,
        productOptionValueIds: [],
        categoryName: 'Internet',
      },
    });
    expect(internetSubmit.status).toBe(404);
  });

  it('needs a buyer login: 401 without a token, 403 for a dealer', async () => {
    const seller = await createSeller(ctx);
    const body = { quotationId: 1, productOptionValueIds: [], categoryName: 'Mobile Phones' };
    expect((await callFailing(ctx, submitBiddingRequest, { body })).status).toBe(401);
    expect(
      (await callFailing(ctx, submitBiddingRequest, { headers: seller.headers, body })).status,
    ).toBe(403);
  });
});
