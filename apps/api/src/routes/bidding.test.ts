import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkBiddingInProgress,
  endBiddingRequest,
  getBiddingProgress,
  listBiddingQuestions,
  listBiddingQuestionsByCategory,
  saveBiddingResponses,
  updateBiddingNotificationPreference,
  type Endpoint,
} from '@quotemarket/contract';
import { biddingQuestions, biddingResponses, quotations } from '../db/schema';
import { answerMessages } from '../domain/bidding/answers';
import {
  callFailing,
  callOk,
  callRejected,
  choose,
  phoneAnswers,
  rentalAnswers,
} from '../testing/bidding-kit';
import { createBuyer, createProduct, createSeller, createSubCategory } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the questions of a category', () => {
  const endpoints = [listBiddingQuestionsByCategory, listBiddingQuestions];

  it('serves at both URLs the spec names', () => {
    expect(endpoints.map((endpoint) => endpointUrl(endpoint))).toEqual([
      '/api/v1/bidding-requests/questions/category',
      '/api/v2/bidding-requests/questions',
    ]);
  });

  it('lists the phone questions 1–7 in order with option ids 1–25, without a login', async () => {
    const { data } = await callOk(ctx, listBiddingQuestions, { query: { categoryId: 1 } });
    expect(data.map((question) => question.questionId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(data.map((question) => question.options.length)).toEqual([2, 4, 4, 3, 4, 4, 4]);
    expect(data.flatMap((question) => question.options.map((option) => option.optionId))).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
    expect(data[3]!.options.map((option) => option.optionText)).toEqual([
      '기기변경',
      '번호이동',
      '신규가입',
    ]);
    expect(data[4]!.options.map((option) => option.optionText)).toEqual([
      'SKT',
      'KT',
      'LG U+',
      '알뜰폰',
    ]);
    expect(data[0]).toMatchObject({
      questionText: '휴대폰은 누가 사용하실 건가요?',
      kind: 'CHOICE',
      defaultOptionId: null,
      options: [
        { optionId: 1, optionText: '본인', buttonText: '제가 쓸 거예요' },
        { optionId: 2, optionText: '가족', buttonText: '가족이 쓸 거예요' },
      ],
    });
  });

  it('lists the internet questions 8–14 with the product sets as options 37–39', async () => {
    const { data } = await callOk(ctx, listBiddingQuestionsByCategory, {
      query: { categoryId: 2 },
    });
    expect(data.map((question) => question.questionId)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(data.map((question) => question.options.length)).toEqual([4, 7, 3, 6, 2, 7, 3]);
    const byId = new Map(data.map((question) => [question.questionId, question]));
    expect(byId.get(10)!.options.map((option) => [option.optionId, option.optionText])).toEqual([
      [37, '인터넷 단독'],
      [38, '인터넷+TV'],
      [39, '인터넷+TV+집전화'],
    ]);
    expect(byId.get(11)!.options.map((option) => option.optionText)).toEqual([
      '2만 원대',
      '3만 원대',
      '4만 원대',
      '상관없어요',
      '5만 원대',
      '6만 원 이상',
    ]);
    expect(byId.get(9)!.options.map((option) => option.optionText)).toEqual([
      'SK브로드밴드',
      'KT',
      'LG U+',
      'SKT',
      '지역 케이블',
      '사용 안 함',
      '기타',
    ]);
  });

  it.each([
    [3, [15, 16, 17, 18], 68],
    [7, [19, 20, 21, 22], 84],
    [8, [23, 24, 25, 26], 100],
  ])(
    'lists the rental questions of category %i with a contract picker defaulting to 36 months',
    async (categoryId, ids, defaultOptionId) => {
      const { data } = await callOk(ctx, listBiddingQuestions, { query: { categoryId } });
      expect(data.map((question) => question.questionId)).toEqual(ids);
      expect(data[0]!.options.map((option) => option.optionText)).toEqual([
        '방문 관리',
        '자가 관리',
      ]);
      expect(data[1]!.options.map((option) => option.optionText)).toEqual([
        '2개월',
        '4개월',
        '6개월',
        '12개월',
      ]);
      const contract = data[2]!;
      expect(contract.kind).toBe('RADIO');
      expect(contract.options.map((option) => option.optionText)).toEqual([
        '12개월',
        '18개월',
        '24개월',
        '30개월',
        '36개월',
        '48개월',
      ]);
      expect(contract.defaultOptionId).toBe(defaultOptionId);
      expect(
        contract.options.find((option) => option.optionId === defaultOptionId)!.optionText,
      ).toBe('36개월');
      expect(data[3]!.options).toHaveLength(4);
    },
  );

  it('answers the same on both URLs', async () => {
    const [first, second] = await Promise.all(
      endpoints.map((endpoint) => callOk(ctx, endpoint, { query: { categoryId: 3 } })),
    );
    expect(first!.data).toEqual(second!.data);
  });

  it.each(endpoints)('answers an unknown or sub-category with a 404 ($path)', async (endpoint) => {
    await createSubCategory(ctx, 126, 7, '공기청정기');
    for (const categoryId of [99, 126]) {
      expect(await callFailing(ctx, endpoint, { query: { categoryId } })).toEqual({
        status: 404,
        message: '카테고리를 찾을 수 없어요.',
      });
    }
  });

  it('answers a malformed category id with a 400 naming the field', async () => {
    const { status, message } = await callFailing(ctx, listBiddingQuestions, {
      query: { categoryId: 'phones' },
    });
    expect(status).toBe(400);
    expect(message).toBe('요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.');
  });
});

async function countDrafts(buyerId: number, productId: number) {
  const rows = await ctx.database.db
    .select({ id: quotations.id })
    .from(quotations)
    .where(
      and(
        eq(quotations.buyerId, buyerId),
        eq(quotations.productId, productId),
        eq(quotations.status, 'DRAFT'),
      ),
    );
  return rows.length;
}

describe('saving answers and reading the progress', () => {
  it('starts without a draft', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const { data } = await callOk(ctx, getBiddingProgress, {
      headers: buyer.headers,
      query: { productId: product.id },
    });
    expect(data).toEqual({
      quotationId: null,
      responses: [],
      rentalFee: null,
      answeredCount: 0,
      totalQuestions: 7,
      progress: 0,
    });
  });

  it("creates a draft on the first answer, stores the option's text and rounds the progress", async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const first = await callOk(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId: null, productId: product.id, responses: [choose(1, 1)] },
    });
    expect(first.message).toBe('답변을 저장했어요.');
    expect(first.data).toMatchObject({
      responses: [{ questionId: 1, optionId: 1, responseText: '본인' }],
      rentalFee: null,
      answeredCount: 1,
      totalQuestions: 7,
      progress: 14,
    });
    const quotationId = first.data.quotationId!;
    expect(quotationId).toBeGreaterThan(0);

    const second = await callOk(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId, productId: product.id, responses: [choose(3, 8), choose(2, 5)] },
    });
    expect(second.data.quotationId).toBe(quotationId);
    expect(second.data.progress).toBe(43);
    expect(second.data.responses).toEqual([
      { questionId: 1, optionId: 1, responseText: '본인' },
      { questionId: 2, optionId: 5, responseText: '만 35~64세' },
      { questionId: 3, optionId: 8, responseText: '기초생활수급자' },
    ]);

    const read = await callOk(ctx, getBiddingProgress, {
      headers: buyer.headers,
      query: { productId: product.id },
    });
    expect(read.data).toEqual(second.data);
  });

  it('replaces the answer to a question answered again', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const body = { quotationId: null, productId: product.id };
    await callOk(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { ...body, responses: [choose(5, 14)] },
    });
    const { data } = await callOk(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { ...body, responses: [choose(5, 16)] },
    });
    expect(data.responses).toEqual([{ questionId: 5, optionId: 16, responseText: 'LG U+' }]);
    expect(data.answeredCount).toBe(1);
  });

  it('resumes the existing draft instead of starting a second one', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const save = (responses: ReturnType<typeof choose>[]) =>
      callOk(ctx, saveBiddingResponses, {
        headers: buyer.headers,
        body: { quotationId: null, productId: product.id, responses },
      });
    const first = await save([choose(1, 2)]);
    const again = await save([choose(2, 3)]);
    expect(again.data.quotationId).toBe(first.data.quotationId);
    expect(again.data.answeredCount).toBe(2);
    expect(await countDrafts(buyer.user.id, product.id)).toBe(1);
  });

  it('keeps one draft when the first answers race', { tags: ['race'] }, async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const results = await Promise.all(
      [choose(1, 1), choose(2, 3), choose(3, 7)].map((response) =>
        callOk(ctx, saveBiddingResponses, {
          headers: buyer.headers,
          body: { quotationId: null, productId: product.id, responses: [response] },
        }),
      ),
    );
    expect(new Set(results.map((result) => result.data.quotationId)).size).toBe(1);
    expect(await countDrafts(buyer.user.id, product.id)).toBe(1);
  });

  it('caps the progress at 100 even with more answers than questions', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const { data } = await callOk(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId: null, productId: product.id, responses: phoneAnswers },
    });
    expect(data.progress).toBe(100);
    // An answer to a question since retired from the wizard still counts as an answer.
    await ctx.database.db.insert(biddingResponses).values({
      quotationId: data.quotationId!,
      questionId: 8,
      optionId: 26,
      responseText: '신규가입',
    });
    const read = await callOk(ctx, getBiddingProgress, {
      headers: buyer.headers,
      query: { productId: product.id },
    });
    expect(read.data).toMatchObject({ answeredCount: 8, totalQuestions: 7, progress: 100 });
  });

  it.each([3, 7, 8] as const)(
    'carries the rental fee of a category %i product',
    async (categoryId) => {
      const buyer = await createBuyer(ctx);
      const product = await createProduct(ctx, { categoryId1: categoryId, rentalFee: 39_900 });
      const { data } = await callOk(ctx, saveBiddingResponses, {
        headers: buyer.headers,
        body: {
          quotationId: null,
          productId: product.id,
          responses: rentalAnswers[categoryId].slice(0, 1),
        },
      });
      expect(data).toMatchObject({
        rentalFee: 39_900,
        answeredCount: 1,
        totalQuestions: 4,
        progress: 25,
      });
    },
  );

  it('leaves the rental fee out for phones, even when the product has one', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx, { rentalFee: 50_000 });
    const { data } = await callOk(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId: null, productId: product.id, responses: [choose(1, 1)] },
    });
    expect(data.rentalFee).toBeNull();
  });

  it.each([
    ['a question of another category', choose(15, 58), answerMessages.foreignQuestion],
    ["another question's option", choose(1, 3), answerMessages.foreignOption],
    [
      'a choice without an option',
      { questionId: 1, optionId: null, responseText: '본인' },
      answerMessages.optionRequired,
    ],
  ])('refuses %s and saves nothing', async (_, response, message) => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const result = await callFailing(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId: null, productId: product.id, responses: [choose(2, 3), response] },
    });
    expect(result).toEqual({ status: 400, message });
    expect(await countDrafts(buyer.user.id, product.id)).toBe(0);
  });

  it('takes free text, up to 200 characters, for an INPUT question', async () => {
    await ctx.database.db.insert(biddingQuestions).values({
      id: 900,
      categoryId: 1,
      questionText: '더 알려 주실 내용이 있나요?',
      kind: 'INPUT',
      displayOrder: 900,
    });
    try {
      const buyer = await createBuyer(ctx);
      const product = await createProduct(ctx);
      const save = (response: {
        questionId: number;
        optionId: number | null;
        responseText: string;
      }) =>
        callEndpoint(ctx, saveBiddingResponses, {
          headers: buyer.headers,
          body: { quotationId: null, productId: product.id, responses: [response] },
        });
      const saved = await callOk(ctx, saveBiddingResponses, {
        headers: buyer.headers,
        body: {
          quotationId: null,
          productId: product.id,
          responses: [{ questionId: 900, optionId: null, responseText: '  저녁에 연락 주세요  ' }],
        },
      });
      expect(saved.data.responses).toEqual([
        { questionId: 900, optionId: null, responseText: '저녁에 연락 주세요' },
      ]);
      expect(saved.data.totalQuestions).toBe(8);

      const tooLong = await save({
        questionId: 900,
        optionId: null,
        responseText: '가'.repeat(201),
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({
        status_code: 400,
        message: '200자까지 입력할 수 있어요.',
        data: { 'responses.0.responseText': '200자까지 입력할 수 있어요.' },
      });
      const blank = await save({ questionId: 900, optionId: null, responseText: '   ' });
      expect(blank.json()).toMatchObject({
        status_code: 400,
        message: answerMessages.textRequired,
      });
      const withOption = await save({ questionId: 900, optionId: 1, responseText: '글' });
      expect(withOption.json()).toMatchObject({
        status_code: 400,
        message: answerMessages.optionOnTextQuestion,
      });
    } finally {
      await ctx.database.db.delete(biddingResponses).where(eq(biddingResponses.questionId, 900));
      await ctx.database.db.delete(biddingQuestions).where(eq(biddingQuestions.id, 900));
    }
  });

  it.each([
    ['no answers', { responses: [] }, 'responses'],
    [
      'two answers to one question',
      { responses: [choose(1, 1), choose(1, 2)] },
      '답변은 하나만 고를 수 있어요.',
    ],
    ['no product', { productId: undefined }, 'productId'],
    ['a text product id', { productId: 'galaxy' }, 'productId'],
    [
      'an option id that is not a number',
      { responses: [{ questionId: 1, optionId: 'x', responseText: '' }] },
      'responses.0.optionId',
    ],
  ])('answers %s with a 400 naming the field in data', async (_, change, field) => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const result = await callRejected(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId: null, productId: product.id, responses: [choose(1, 1)], ...change },
    });
    expect(result.status).toBe(400);
    const named = [...Object.keys(result.fields ?? {}), ...Object.values(result.fields ?? {})];
    expect(named.some((text) => text.includes(field))).toBe(true);
  });

  it('answers an unknown or inactive product with a 404 and an internet product with a 400', async () => {
    const buyer = await createBuyer(ctx);
    const inactive = await createProduct(ctx, { isActive: false });
    const internet = await createProduct(ctx, { categoryId1: 2, name: 'KT 인터넷' });
    const save = (productId: number, responses = [choose(1, 1)]) =>
      callFailing(ctx, saveBiddingResponses, {
        headers: buyer.headers,
        body: { quotationId: null, productId, responses },
      });
    const notFound = { status: 404, message: '상품을 찾을 수 없어요.' };
    expect(await save(999_999)).toEqual(notFound);
    expect(await save(inactive.id)).toEqual(notFound);
    expect(await save(internet.id, [choose(8, 26)])).toEqual({
      status: 400,
      message: '인터넷 견적은 인터넷 견적 요청에서 진행해 주세요.',
    });
    expect(
      await callFailing(ctx, getBiddingProgress, {
        headers: buyer.headers,
        query: { productId: 999_999 },
      }),
    ).toEqual(notFound);
  });

  it("answers a quotation id that is not the buyer's draft of this product with a 404", async () => {
    const owner = await createBuyer(ctx);
    const other = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const otherProduct = await createProduct(ctx);
    const owned = await callOk(ctx, saveBiddingResponses, {
      headers: owner.headers,
      body: { quotationId: null, productId: product.id, responses: [choose(1, 1)] },
    });
    const ownedId = owned.data.quotationId!;
    const attempts = [
      { headers: other.headers, productId: product.id, quotationId: ownedId },
      { headers: owner.headers, productId: otherProduct.id, quotationId: ownedId },
      { headers: owner.headers, productId: product.id, quotationId: 999_999 },
    ];
    for (const attempt of attempts) {
      const result = await callFailing(ctx, saveBiddingResponses, {
        headers: attempt.headers,
        body: {
          quotationId: attempt.quotationId,
          productId: attempt.productId,
          responses: [choose(1, 2)],
        },
      });
      expect(result).toEqual({ status: 404, message: '작성 중인 견적 요청을 찾을 수 없어요.' });
    }
    // Nothing changed, and no draft was left behind for the refused attempts.
    const read = await callOk(ctx, getBiddingProgress, {
      headers: owner.headers,
      query: { productId: product.id },
    });
    expect(read.data.responses).toEqual([{ questionId: 1, optionId: 1, responseText: '본인' }]);
    expect(await countDrafts(other.user.id, product.id)).toBe(0);
    expect(await countDrafts(owner.user.id, otherProduct.id)).toBe(0);
  });
});

describe('checking for a draft in progress', () => {
  it('is true only once the buyer has answered for that product', async () => {
    const buyer = await createBuyer(ctx);
    const other = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const check = async (headers: Record<string, string>) =>
      (await callOk(ctx, checkBiddingInProgress, { headers, query: { productId: product.id } }))
        .data;

    expect(await check(buyer.headers)).toBe(false);
    await ctx.database.db
      .insert(quotations)
      .values({ buyerId: buyer.user.id, productId: product.id, categoryId: 1 });
    expect(await check(buyer.headers)).toBe(false);
    await callOk(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId: null, productId: product.id, responses: [choose(1, 1)] },
    });
    expect(await check(buyer.headers)).toBe(true);
    expect(await check(other.headers)).toBe(false);
  });

  it('answers a malformed product id with a 400 naming the field', async () => {
    const buyer = await createBuyer(ctx);
    const result = await callFailing(ctx, checkBiddingInProgress, {
      headers: buyer.headers,
      query: { productId: 0 },
    });
    expect(result.status).toBe(400);
    expect(result.message).toBe('요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.');
  });
});

describe('resetting a draft', () => {
  it('deletes the draft with all its answers, and the next answer starts a new one', async () => {
    const buyer = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const saved = await callOk(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId: null, productId: product.id, responses: phoneAnswers.slice(0, 3) },
    });
    const quotationId = saved.data.quotationId!;

    const reset = await callOk(ctx, endBiddingRequest, {
      headers: buyer.headers,
      body: { quotationId },
    });
    expect(reset).toEqual({ message: '입력한 내용을 모두 지웠어요.', data: { quotationId } });
    expect(
      await ctx.database.db
        .select()
        .from(biddingResponses)
        .where(eq(biddingResponses.quotationId, quotationId)),
    ).toEqual([]);
    expect(
      await ctx.database.db.select().from(quotations).where(eq(quotations.id, quotationId)),
    ).toEqual([]);
    const progress = await callOk(ctx, getBiddingProgress, {
      headers: buyer.headers,
      query: { productId: product.id },
    });
    expect(progress.data).toMatchObject({ quotationId: null, answeredCount: 0, progress: 0 });

    const again = await callOk(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId: null, productId: product.id, responses: [choose(1, 1)] },
    });
    expect(again.data.quotationId).not.toBe(quotationId);
    expect(again.data.answeredCount).toBe(1);
  });

  it("answers another buyer's draft, a sent request or an unknown id with a 404 and deletes nothing", async () => {
    const owner = await createBuyer(ctx);
    const other = await createBuyer(ctx);
    const product = await createProduct(ctx);
    const saved = await callOk(ctx, saveBiddingResponses, {
      headers: owner.headers,
      body: { quotationId: null, productId: product.id, responses: [choose(1, 1)] },
    });
    const [sent] = await ctx.database.db
      .insert(quotations)
      .values({ buyerId: owner.user.id, productId: product.id, categoryId: 1, status: 'OPEN' })
      .returning();
    const attempts = [
      { headers: other.headers, quotationId: saved.data.quotationId! },
      { headers: owner.headers, quotationId: sent!.id },
      { headers: owner.headers, quotationId: 999_999 },
    ];
    for (const { headers, quotationId } of attempts) {
      expect(await callFailing(ctx, endBiddingRequest, { headers, body: { quotationId } })).toEqual(
        {
          status: 404,
          message: '작성 중인 견적 요청을 찾을 수 없어요.',
        },
      );
    }
    expect(await countDrafts(owner.user.id, product.id)).toBe(1);
    expect(
      await ctx.database.db.select().from(quotations).where(eq(quotations.id, sent!.id)),
    ).toHaveLength(1);
  });

  it('answers a missing quotation id with a 400 naming the field', async () => {
    const buyer = await createBuyer(ctx);
    const result = await callRejected(ctx, endBiddingRequest, { headers: buyer.headers, body: {} });
    expect(result.status).toBe(400);
    expect(result.fields).toEqual({
      quotationId: '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    });
  });
});

describe('the notification preference of a request', () => {
  const hour = 60 * 60 * 1000;

  async function insertQuotation(
    buyerId: number,
    values: Partial<typeof quotations.$inferInsert> = {},
  ) {
    const product = await createProduct(ctx);
    const [row] = await ctx.database.db
      .insert(quotations)
      .values({ buyerId, productId: product.id, categoryId: 1, ...values })
      .returning();
    return row!;
  }

  const enabledOf = async (quotationId: number) =>
    (
      await ctx.database.db
        .select({ enabled: quotations.notificationEnabled })
        .from(quotations)
        .where(eq(quotations.id, quotationId))
    )[0]!.enabled;

  it('turns notifications on and off for a draft and for a request taking quotes', async () => {
    const buyer = await createBuyer(ctx);
    const draft = await insertQuotation(buyer.user.id);
    const open = await insertQuotation(buyer.user.id, {
      status: 'OPEN',
      submittedAt: ctx.app.deps.now(),
      deadlineAt: new Date(ctx.app.deps.now().getTime() + 48 * hour),
    });
    for (const quotation of [draft, open]) {
      const on = await callOk(ctx, updateBiddingNotificationPreference, {
        headers: buyer.headers,
        body: { quotationId: quotation.id, notificationEnabled: true },
      });
      expect(on.data).toEqual({ quotationId: quotation.id, notificationEnabled: true });
      expect(await enabledOf(quotation.id)).toBe(true);
      await callOk(ctx, updateBiddingNotificationPreference, {
        headers: buyer.headers,
        body: { quotationId: quotation.id, notificationEnabled: false },
      });
      expect(await enabledOf(quotation.id)).toBe(false);
    }
  });

  it('refuses a request whose bidding has ended with a 409', async () => {
    const buyer = await createBuyer(ctx);
    const expired = await insertQuotation(buyer.user.id, {
      status: 'OPEN',
      submittedAt: new Date(ctx.app.deps.now().getTime() - 49 * hour),
      deadlineAt: new Date(ctx.app.deps.now().getTime() - hour),
    });
    const selected = await insertQuotation(buyer.user.id, { status: 'SELECTED' });
    for (const quotation of [expired, selected]) {
      expect(
        await callFailing(ctx, updateBiddingNotificationPreference, {
          headers: buyer.headers,
          body: { quotationId: quotation.id, notificationEnabled: true },
        }),
      ).toEqual({ status: 409, message: '견적 받기가 끝난 요청이에요.' });
      expect(await enabledOf(quotation.id)).toBe(false);
    }
  });

  it("answers another buyer's request with a 404 and leaves it alone", async () => {
    const owner = await createBuyer(ctx);
    const other = await createBuyer(ctx);
    const draft = await insertQuotation(owner.user.id);
    expect(
      await callFailing(ctx, updateBiddingNotificationPreference, {
        headers: other.headers,
        body: { quotationId: draft.id, notificationEnabled: true },
      }),
    ).toEqual({ status: 404, message: '견적 요청을 찾을 수 없어요.' });
    expect(await enabledOf(draft.id)).toBe(false);
  });

  it('answers a non-boolean preference with a 400 naming the field', async () => {
    const buyer = await createBuyer(ctx);
    const result = await callRejected(ctx, updateBiddingNotificationPreference, {
      headers: buyer.headers,
      body: { quotationId: 1, notificationEnabled: 'yes' },
    });
    expect(result.status).toBe(400);
    expect(Object.keys(result.fields ?? {})).toEqual(['notificationEnabled']);
  });
});

describe('who may call the product wizard', () => {
  const calls: [Endpoint, { query?: Record<string, number>; body?: unknown }][] = [
    [getBiddingProgress, { query: { productId: 1 } }],
    [
      saveBiddingResponses,
      { body: { quotationId: null, productId: 1, responses: [choose(1, 1)] } },
    ],
    [checkBiddingInProgress, { query: { productId: 1 } }],
    [endBiddingRequest, { body: { quotationId: 1 } }],
    [updateBiddingNotificationPreference, { body: { quotationId: 1, notificationEnabled: true } }],
  ];

  it.each(calls.map(([endpoint, request]) => [endpoint.path, endpoint, request] as const))(
    '%s needs a login (401) from a buyer (403 for a dealer)',
    async (_, endpoint, request) => {
      const seller = await createSeller(ctx);
      expect(await callFailing(ctx, endpoint, request)).toEqual({
        status: 401,
        message: '로그인이 필요해요.',
      });
      expect(await callFailing(ctx, endpoint, { ...request, headers: seller.headers })).toEqual({
        status: 403,
        message: '구매자 계정으로만 이용할 수 있어요.',
      });
    },
  );
});
