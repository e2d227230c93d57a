import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  internetPropertiesFromAnswers,
  checkInternetBiddingInProgress,
  endBiddingRequest,
  findInternetProductByProperties,
  getInternetBiddingProgress,
  saveInternetBiddingResponses,
  submitInternetBiddingRequest,
  type Endpoint,
  toApiUrl,
} from '@quotemarket/contract';
import { products, quotations } from '../db/schema';
import { answerMessages } from '../domain/bidding/answers';
import {
  callFailing,
  callOk,
  callRejected,
  choose,
  internetAnswers,
  phoneAnswers,
} from '../testing/bidding-kit';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

const now = new Date('2026-05-04T01:00:00.000Z');
let ctx: TestContext;
/** The only active internet product with these properties: seeded ones are switched off. */
let lgTv500: { id: number };
beforeAll(async () => {
  ctx = await createTestApp({ now: () => now });
  await ctx.database.db
    .update(products)
    .set({ isActive: false })
    .where(eq(products.categoryId1, 2));
  lgTv500 = await createProduct(ctx, {
    categoryId1: 2,
    name: 'LG U+ 인터넷 500MB + TV',
    price: 48_400,
    newsAgencyProperty: 'LG U+',
    internetProperty: '500MB',
    productType: '인터넷+TV',
  });
});
afterAll(() => ctx.close());

const save = (
  headers: Record<string, string>,
  responses: ReturnType<typeof choose>[],
  quotationId: number | null = null,
) => callOk(ctx, saveInternetBiddingResponses, { headers, body: { quotationId, responses } });

describe('the internet draft', () => {
  it('starts empty with seven questions to answer', async () => {
    const buyer = await createBuyer(ctx);
    expect(
      (await callOk(ctx, getInternetBiddingProgress, { headers: buyer.headers })).data,
    ).toEqual({
      quotationId: null,
      responses: [],
      rentalFee: null,
      answeredCount: 0,
      totalQuestions: 7,
      progress: 0,
    });
    expect(
      (await callOk(ctx, checkInternetBiddingInProgress, { headers: buyer.headers })).data,
    ).toBe(false);
  });

  it('saves answers without a product, resumes the same draft and reports it in progress', async () => {
    const buyer = await createBuyer(ctx);
    const first = await save(buyer.headers, internetAnswers.slice(0, 2));
    expect(first.data).toMatchObject({
      responses: [
        { questionId: 8, optionId: 27, responseText: '통신사 변경' },
        { questionId: 9, optionId: 32, responseText: 'LG U+' },
      ],
      answeredCount: 2,
      progress: 29,
      rentalFee: null,
    });
    const again = await save(buyer.headers, internetAnswers.slice(2, 3));
    expect(again.data.quotationId).toBe(first.data.quotationId);
    expect(again.data.progress).toBe(43);
    const read = await callOk(ctx, getInternetBiddingProgress, { headers: buyer.headers });
    expect(read.data).toEqual(again.data);
    expect(
      (await callOk(ctx, checkInternetBiddingInProgress, { headers: buyer.headers })).data,
    ).toBe(true);
    const [row] = await ctx.database.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, first.data.quotationId!));
    expect(row).toMatchObject({ productId: null, categoryId: 2, status: 'DRAFT' });
  });

  it.each([
    [37, [41, 42, 44, 43], [40, 45]],
    [38, [42, 44, 45, 43], [40, 41]],
    [39, [40, 41, 42, 43], [44, 45]],
  ])(
    'offers product set %i the budgets %j and refuses %j',
    async (productSet, offered, refused) => {
      const buyer = await createBuyer(ctx);
      const { data } = await save(buyer.headers, [choose(10, productSet)]);
      for (const budget of offered) {
        const saved = await save(buyer.headers, [choose(11, budget)], data.quotationId);
        expect(saved.data.responses.find((r) => r.questionId === 11)?.optionId).toBe(budget);
      }
      for (const budget of refused) {
        expect(
          await callFailing(ctx, saveInternetBiddingResponses, {
            headers: buyer.headers,
            body: { quotationId: data.quotationId, responses: [choose(11, budget)] },
          }),
        ).toEqual({ status: 400, message: answerMessages.budgetNotOffered });
      }
    },
  );

  it('drops a saved budget that a newly chosen product set does not offer', async () => {
    const buyer = await createBuyer(ctx);
    const { data } = await save(buyer.headers, [choose(10, 38), choose(11, 45)]);
    const changed = await save(buyer.headers, [choose(10, 37)], data.quotationId);
    expect(changed.data.responses).toEqual([
      { questionId: 10, optionId: 37, responseText: '인터넷 단독' },
    ]);
  });

  it('refuses a phone question', async () => {
    const buyer = await createBuyer(ctx);
    expect(
      await callFailing(ctx, saveInternetBiddingResponses, {
        headers: buyer.headers,
        body: { quotationId: null, responses: [phoneAnswers[0]] },
      }),
    ).toEqual({ status: 400, message: answerMessages.foreignQuestion });
  });

  it("answers another buyer's or a product draft's quotation id with a 404", async () => {
    const owner = await createBuyer(ctx);
    const other = await createBuyer(ctx);
    const { data } = await save(owner.headers, internetAnswers.slice(0, 1));
    const [phoneDraft] = await ctx.database.db
      .insert(quotations)
      .values({ buyerId: other.user.id, productId: (await createProduct(ctx)).id, categoryId: 1 })
      .returning();
    for (const quotationId of [data.quotationId!, phoneDraft!.id]) {
      expect(
        await callFailing(ctx, saveInternetBiddingResponses, {
          headers: other.headers,
          body: { quotationId, responses: internetAnswers.slice(1, 2) },
        }),
      ).toEqual({ status: 404, message: '작성 중인 견적 요청을 찾을 수 없어요.' });
    }
    expect(
      (await callOk(ctx, getInternetBiddingProgress, { headers: owner.headers })).data
        .answeredCount,
    ).toBe(1);
  });

  it('resets through the common reset call', async () => {
    const buyer = await createBuyer(ctx);
    const { data } = await save(buyer.headers, internetAnswers.slice(0, 3));
    await callOk(ctx, endBiddingRequest, {
      headers: buyer.headers,
      body: { quotationId: data.quotationId! },
    });
    expect(
      (await callOk(ctx, getInternetBiddingProgress, { headers: buyer.headers })).data.quotationId,
    ).toBeNull();
  });
});

describe(`POST ${toApiUrl(findInternetProductByProperties.path)}`, () => {
  const find = async (productType: string, newsAgencyProperty: string, internetProperty: string) =>
    (
      await callOk(ctx, findInternetProductByProperties, {
        body: { productType, newsAgencyProperty, internetProperty },
      })
    ).data.productId;

  it('matches the carrier without spaces and case, without a login', async () => {
    for (const carrier of ['LG U+', 'LGU+', 'lgu+', ' lg U+ ']) {
      expect(await find('인터넷+TV', carrier, '500MB')).toBe(lgTv500.id);
    }
  });

  it('answers 0 when nothing active matches', async () => {
    expect(await find('인터넷 단독', 'LGU+', '500MB')).toBe(0);
    expect(await find('인터넷+TV', 'KT', '500MB')).toBe(0);
    expect(await find('인터넷+TV', 'LGU+', '1GB')).toBe(0);
    const inactive = await createProduct(ctx, {
      categoryId1: 2,
      name: 'KT 인터넷 1GB',
      newsAgencyProperty: 'KT',
      internetProperty: '1GB',
      productType: '인터넷 단독',
      isActive: false,
    });
    expect(await find('인터넷 단독', 'KT', '1GB')).toBe(0);
    // A product of another category with the same properties is not an internet product.
    await createProduct(ctx, { ...inactive, id: undefined, categoryId1: 1, isActive: true });
    expect(await find('인터넷 단독', 'KT', '1GB')).toBe(0);
  });

  it('finds the product the saved answers describe', async () => {
    const buyer = await createBuyer(ctx);
    const { data } = await save(buyer.headers, internetAnswers);
    const properties = internetPropertiesFromAnswers(data.responses);
    expect(properties).toEqual({
      productType: '인터넷+TV',
      newsAgencyProperty: 'LGU+',
      internetProperty: '500MB',
    });
    const { data: found } = await callOk(ctx, findInternetProductByProperties, {
      body: properties!,
    });
    expect(found.productId).toBe(lgTv500.id);
  });

  it('answers a missing property with a 400 naming it', async () => {
    const result = await callRejected(ctx, findInternetProductByProperties, {
      body: { productType: '인터넷+TV', newsAgencyProperty: '' },
    });
    expect(result.status).toBe(400);
    expect(result.message).toBe('통신사를 입력해 주세요.');
    expect(Object.keys(result.fields ?? {})).toEqual(['newsAgencyProperty', 'internetProperty']);
  });
});

describe(`POST ${toApiUrl(submitInternetBiddingRequest.path)}`, () => {
  const submitBody = (quotationId: number, productId = lgTv500.id) => ({
    quotationId,
    productId,
    productOptionValueIds: null,
    categoryName: 'Internet',
  });

  it('opens the request for 48 hours with the resolved product', async () => {
    const buyer = await createBuyer(ctx);
    const { data } = await save(buyer.headers, internetAnswers);
    const quoteCount = async () =>
      (await ctx.database.db.select().from(products).where(eq(products.id, lgTv500.id)))[0]!
        .quoteCount;
    const before = await quoteCount();
    const submitted = await callOk(ctx, submitInternetBiddingRequest, {
      headers: buyer.headers,
      body: submitBody(data.quotationId!),
    });
    expect(submitted).toEqual({
      message: '견적 요청을 보냈어요',
      data: { quotationId: data.quotationId, deadlineAt: '2026-05-06T01:00:00.000Z' },
    });
    const [row] = await ctx.database.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, data.quotationId!));
    expect(row).toMatchObject({
      status: 'OPEN',
      productId: lgTv500.id,
      categoryId: 2,
      productOptionValueIds: [],
      submittedAt: now,
      deadlineAt: new Date('2026-05-06T01:00:00.000Z'),
    });
    expect(await quoteCount()).toBe(before + 1);

    expect(
      await callFailing(ctx, submitInternetBiddingRequest, {
        headers: buyer.headers,
        body: submitBody(data.quotationId!),
      }),
    ).toEqual({ status: 409, message: '이미 보낸 견적 요청이에요.' });
    // The sent request no longer counts as the draft in progress; a new one can start.
    expect(
      (await callOk(ctx, checkInternetBiddingInProgress, { headers: buyer.headers })).data,
    ).toBe(false);
    const fresh = await save(buyer.headers, internetAnswers.slice(0, 1));
    expect(fresh.data.quotationId).not.toBe(data.quotationId);
  });

  it('keeps the plan the buyer chose, whatever carrier they answered they are leaving', async () => {
    const ktTv500 = await createProduct(ctx, {
      categoryId1: 2,
      name: 'KT 500M 인터넷+TV',
      newsAgencyProperty: 'KT',
      internetProperty: '500MB',
      productType: '인터넷+TV',
    });
    const skTv500 = await createProduct(ctx, {
      categoryId1: 2,
      name: 'SK브로드밴드 500M 인터넷+TV',
      newsAgencyProperty: 'SK브로드밴드',
      internetProperty: '500MB',
      productType: '인터넷+TV',
    });
    const buyer = await createBuyer(ctx);
    const leavingSk = internetAnswers.map((answer) =>
      answer.questionId === 9 ? choose(9, 30) : answer,
    );
    const { data } = await save(buyer.headers, leavingSk);
    expect(data.responses.find((answer) => answer.questionId === 9)?.responseText).toBe(
      'SK브로드밴드',
    );
    await callOk(ctx, submitInternetBiddingRequest, {
      headers: buyer.headers,
      body: submitBody(data.quotationId!, ktTv500.id),
    });
    const [row] = await ctx.database.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, data.quotationId!));
    expect(row).toMatchObject({ status: 'OPEN', productId: ktTv500.id });
    expect(row?.productId).not.toBe(skTv500.id);
  });

  it('needs all seven answers', async () => {
    const buyer = await createBuyer(ctx);
    const { data } = await save(buyer.headers, internetAnswers.slice(0, 6));
    expect(
      await callFailing(ctx, submitInternetBiddingRequest, {
        headers: buyer.headers,
        body: submitBody(data.quotationId!),
      }),
    ).toEqual({
      status: 400,
      message: '모든 질문에 답해 주세요. 아직 답하지 않은 질문: 「인터넷은 주로 어디에 쓰세요?」',
    });
  });

  it('asks for phone verification with a 409', async () => {
    const buyer = await createBuyer(ctx, { phoneVerifiedAt: null });
    const { data } = await save(buyer.headers, internetAnswers);
    expect(
      await callFailing(ctx, submitInternetBiddingRequest, {
        headers: buyer.headers,
        body: submitBody(data.quotationId!),
      }),
    ).toEqual({ status: 409, message: '최저가 견적 요청에는 휴대폰 본인인증이 한 번 필요해요.' });
  });

  it('refuses product 0, an unknown, inactive or non-internet product', async () => {
    const buyer = await createBuyer(ctx);
    const { data } = await save(buyer.headers, internetAnswers);
    const phone = await createProduct(ctx);
    const inactive = await createProduct(ctx, { categoryId1: 2, isActive: false });
    for (const productId of [0, 999_999, phone.id, inactive.id]) {
      expect(
        await callFailing(ctx, submitInternetBiddingRequest, {
          headers: buyer.headers,
          body: submitBody(data.quotationId!, productId),
        }),
      ).toEqual({ status: 400, message: '상품 정보를 찾을 수 없어요.' });
    }
    const [row] = await ctx.database.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, data.quotationId!));
    expect(row).toMatchObject({ status: 'DRAFT', productId: null });
  });

  it("answers another buyer's draft with a 404", async () => {
    const owner = await createBuyer(ctx);
    const other = await createBuyer(ctx);
    const { data } = await save(owner.headers, internetAnswers);
    expect(
      await callFailing(ctx, submitInternetBiddingRequest, {
        headers: other.headers,
        body: submitBody(data.quotationId!),
      }),
    ).toEqual({ status: 404, message: '작성 중인 견적 요청을 찾을 수 없어요.' });
  });

  it.each([
    ['categoryName', { categoryName: 'Mobile Phones' }],
    ['productOptionValueIds', { productOptionValueIds: [] }],
    ['productId', { productId: -1 }],
  ])('answers a bad %s with a 400 listing it in data', async (field, change) => {
    const buyer = await createBuyer(ctx);
    const result = await callRejected(ctx, submitInternetBiddingRequest, {
      headers: buyer.headers,
      body: { ...submitBody(1), ...change },
    });
    expect(result.status).toBe(400);
    expect(Object.keys(result.fields ?? {})).toEqual([field]);
    expect(result.message).not.toMatch(/[A-Za-z]/);
  });
});

describe('who may call the internet wizard', () => {
  const calls: [Endpoint, { body?: unknown }][] = [
    [getInternetBiddingProgress, {}],
    [checkInternetBiddingInProgress, {}],
    [
      saveInternetBiddingResponses,
      { body: { quotationId: null, responses: internetAnswers.slice(0, 1) } },
    ],
    [
      submitInternetBiddingRequest,
      {
        body: {
          quotationId: 1,
          productId: 1,
          productOptionValueIds: null,
          categoryName: 'Internet',
        },
      },
    ],
  ];

  it.each(calls.map(([endpoint, request]) => [endpoint.path, endpoint, request] as const))(
    '%s needs a login (401) from a buyer (403 for a dealer)',
    async (_, endpoint, request) => {
      const seller = await createSeller(ctx);
      expect((await callFailing(ctx, endpoint, request)).status).toBe(401);
      expect(
        (await callFailing(ctx, endpoint, { ...request, headers: seller.headers })).status,
      ).toBe(403);
    },
  );
});
