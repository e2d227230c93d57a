import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentTermsVersion,
  selectEstimation,
  selectionConsentMessages,
  selectionConsentVersion,
} from '@quotemarket/contract';
import { estimations, quotations, selections } from '../db/schema';
import {
  createQuoteRequest,
  dataOf,
  phoneQuote,
  postSelection,
  selectionBody,
} from '../testing/quotation-fixtures';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl } from '../testing/call-endpoint';

const selectUrl = endpointUrl(selectEstimation);

/** The app's clock, fixed so the time a consent was given can be checked to the millisecond. */
const now = new Date('2031-03-02T09:00:00.000Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => now });
});
afterAll(() => ctx.close());

async function requestWithQuotes(
  options: {
    quoteCount?: number;
    hoursAgo?: number;
    names?: { name: string | null; nickname: string | null };
  } = {},
) {
  const buyer = await createBuyer(ctx, {
    name: '박서준',
    nickname: '서준',
    phone: '01055554444',
    ...options.names,
  });
  const product = await createProduct(ctx);
  const dealers = await Promise.all(
    Array.from({ length: options.quoteCount ?? 3 }, (_, index) =>
      createSeller(ctx, [1], { storeName: `매장 ${index + 1}` }),
    ),
  );
  const request = await createQuoteRequest(ctx, {
    buyerId: buyer.user.id,
    productId: product.id,
    categoryId: 1,
    hoursAgo: options.hoursAgo ?? 1,
    quotes: dealers.map((dealer) => phoneQuote(dealer.seller.id)),
  });
  return { buyer, request };
}

const select = (headers: Record<string, string>, estimationId: unknown) =>
  postSelection(ctx, headers, selectionBody(estimationId));

async function selectionsOf(quotationId: number) {
  return ctx.database.db.select().from(selections).where(eq(selections.quotationId, quotationId));
}

async function statusesOf(quotationId: number) {
  const [quotation] = await ctx.database.db
    .select({ status: quotations.status })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  const quotes = await ctx.database.db
    .select({ id: estimations.id, status: estimations.status })
    .from(estimations)
    .where(eq(estimations.quotationId, quotationId));
  return {
    quotation: quotation!.status,
    quotes: new Map(quotes.map((quote) => [quote.id, quote.status])),
  };
}

describe(`POST ${selectUrl}`, () => {
  it.each([
    [{ name: null, nickname: '견적왕' }, '견적왕'],
    [{ name: null, nickname: null }, '고객'],
  ])(
    'names a buyer without a real name to the dealer by the nickname rule: %o → %s',
    async (names, shown) => {
      const { buyer, request } = await requestWithQuotes({ names });
      expect((await select(buyer.headers, request.quotes[0]!.id)).statusCode).toBe(200);
      const [selection] = await selectionsOf(request.quotation.id);
      expect(selection?.buyerName).toBe(shown);
    },
  );

  it("records the purchase request, hands the buyer's contact to that dealer and closes the race", async () => {
    const { buyer, request } = await requestWithQuotes();
    await ctx.database.db
      .update(estimations)
      .set({ status: 'WITHDRAWN' })
      .where(eq(estimations.id, request.quotes[2]!.id));
    const chosen = request.quotes[1]!;

    const response = await select(buyer.headers, chosen.id);

    expect(response.json().message).toBe('구매 신청을 완료했어요');
    const data = dataOf(selectEstimation, response);
    const [selection] = await selectionsOf(request.quotation.id);
    expect(data).toEqual({
      selectionId: selection!.id,
      quotationId: request.quotation.id,
      estimationId: chosen.id,
      storeName: '매장 2',
    });
    expect(selection).toMatchObject({
      estimationId: chosen.id,
      buyerId: buyer.user.id,
      sellerId: chosen.sellerId,
      buyerPhone: '01055554444',
      buyerName: '박서준',
      consentVersion: selectionConsentVersion,
      consentedAt: now,
    });
    const statuses = await statusesOf(request.quotation.id);
    expect(statuses.quotation).toBe('SELECTED');
    expect(request.quotes.map((quote) => statuses.quotes.get(quote.id))).toEqual([
      'NOT_SELECTED',
      'SELECTED',
      'WITHDRAWN',
    ]);
  });

  it('refuses a second selection on the same request', async () => {
    const { buyer, request } = await requestWithQuotes();
    expect((await select(buyer.headers, request.quotes[0]!.id)).statusCode).toBe(200);

    const again = await select(buyer.headers, request.quotes[1]!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status_code: 409,
      message: '이미 구매 신청한 견적이 있어요.',
      data: null,
    });
    expect(await selectionsOf(request.quotation.id)).toHaveLength(1);
  });

  it('refuses once the 48-hour window has passed', async () => {
    const { buyer, request } = await requestWithQuotes({ hoursAgo: 48.5 });
    const response = await select(buyer.headers, request.quotes[0]!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('견적 마감 시간이 지났어요.');
    expect(await selectionsOf(request.quotation.id)).toHaveLength(0);
    expect((await statusesOf(request.quotation.id)).quotation).toBe('OPEN');
  });

  it('refuses a quote the dealer withdrew', async () => {
    const { buyer, request } = await requestWithQuotes();
    await ctx.database.db
      .update(estimations)
      .set({ status: 'WITHDRAWN' })
      .where(eq(estimations.id, request.quotes[0]!.id));
    const response = await select(buyer.headers, request.quotes[0]!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('판매점이 철회한 견적이라 구매 신청할 수 없어요.');
    expect(await selectionsOf(request.quotation.id)).toHaveLength(0);
  });

  it("answers a quote on another buyer's request with a 404 and changes nothing", async () => {
    const { request } = await requestWithQuotes();
    const stranger = await createBuyer(ctx);
    const response = await select(stranger.headers, request.quotes[0]!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('견적을 찾을 수 없어요.');
    expect(await selectionsOf(request.quotation.id)).toHaveLength(0);
    expect((await statusesOf(request.quotation.id)).quotation).toBe('OPEN');
  });

  it.each([
    ['missing', undefined],
    ['text', 'abc'],
    ['zero', 0],
  ])('answers a %s estimationId with a 400 naming it', async (_case, estimationId) => {
    const buyer = await createBuyer(ctx);
    const response = await select(buyer.headers, estimationId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      message: '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
      data: { estimationId: '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.' },
    });
  });

  it(
    'selects exactly once under 50 concurrent requests for the same and different quotes',
    { tags: ['race'] },
    async () => {
      const { buyer, request } = await requestWithQuotes({ quoteCount: 5 });

      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          select(buyer.headers, request.quotes[index % request.quotes.length]!.id),
        ),
      );

      const codes = responses.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(49);
      for (const refused of responses.filter((response) => response.statusCode === 409)) {
        expect(refused.json().message).toBe('이미 구매 신청한 견적이 있어요.');
      }
      const winner = dataOf(
        selectEstimation,
        responses.find((response) => response.statusCode === 200)!,
      );
      const rows = await selectionsOf(request.quotation.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.estimationId).toBe(winner.estimationId);
      const statuses = await statusesOf(request.quotation.id);
      expect(statuses.quotation).toBe('SELECTED');
      expect([...statuses.quotes.values()].sort()).toEqual([
        'NOT_SELECTED',
        'NOT_SELECTED',
        'NOT_SELECTED',
        'NOT_SELECTED',
        'SELECTED',
      ]);
      expect(statuses.quotes.get(winner.estimationId)).toBe('SELECTED');
    },
  );
});

describe(`POST ${selectUrl}: consent to hand the dealer the buyer's contact`, () => {
  const post = (headers: Record<string, string>, body: unknown) =>
    postSelection(ctx, headers, body);

  async function expectNothingChosen(quotationId: number) {
    expect(await selectionsOf(quotationId)).toHaveLength(0);
    const statuses = await statusesOf(quotationId);
    expect(statuses.quotation).toBe('OPEN');
    expect([...statuses.quotes.values()]).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
  }

  it('refuses a request without any consent with a 400 naming it', async () => {
    const { buyer, request } = await requestWithQuotes();
    const response = await post(buyer.headers, { estimationId: request.quotes[0]!.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      message: selectionConsentMessages.required,
      data: { consent: selectionConsentMessages.required },
    });
    await expectNothingChosen(request.quotation.id);
  });

  it.each([
    ['not agreed', { agreed: false, version: selectionConsentVersion }],
    ['agreed left out', { version: selectionConsentVersion }],
    ['agreed as text', { agreed: 'true', version: selectionConsentVersion }],
  ])('refuses a consent %s with the consent message', async (_case, consent) => {
    const { buyer, request } = await requestWithQuotes();
    const response = await post(buyer.headers, { estimationId: request.quotes[0]!.id, consent });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      message: selectionConsentMessages.required,
      data: { 'consent.agreed': selectionConsentMessages.required },
    });
    expect(selectionConsentMessages.required).toBe(
      '개인정보 제공에 동의해야 구매 신청을 할 수 있어요.',
    );
    await expectNothingChosen(request.quotation.id);
  });

  it('refuses a consent without the version of its text with a 400 naming it', async () => {
    const { buyer, request } = await requestWithQuotes();
    const response = await post(buyer.headers, {
      estimationId: request.quotes[0]!.id,
      consent: { agreed: true },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data)).toEqual(['consent.version']);
    await expectNothingChosen(request.quotation.id);
  });

  it('refuses a consent to an older text, asking the buyer to agree again', async () => {
    const { buyer, request } = await requestWithQuotes();
    const response = await post(buyer.headers, {
      estimationId: request.quotes[0]!.id,
      consent: { agreed: true, version: '2020-01-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      message: '동의 내용이 바뀌었어요. 화면을 새로 고친 뒤 다시 동의해 주세요.',
      data: null,
    });
    expect(selectionConsentMessages.outdated).toBe(response.json().message);
    await expectNothingChosen(request.quotation.id);
  });

  it('keeps the version agreed to, the time and the terms in force with the selection', async () => {
    const { buyer, request } = await requestWithQuotes();
    const response = await post(buyer.headers, {
      estimationId: request.quotes[2]!.id,
      consent: { agreed: true, version: selectionConsentVersion },
    });
    expect(response.statusCode).toBe(200);

    const rows = await ctx.database.db
      .select({
        estimationId: selections.estimationId,
        consentVersion: selections.consentVersion,
        consentedAt: selections.consentedAt,
        termsVersion: selections.termsVersion,
      })
      .from(selections)
      .where(eq(selections.quotationId, request.quotation.id));
    expect(rows).toEqual([
      {
        estimationId: request.quotes[2]!.id,
        consentVersion: '2026-11-25',
        consentedAt: new Date('2031-03-02T09:00:00.000Z'),
        // The terms pages' 시행일 (currentTermsVersion), which the deal is made under.
        termsVersion: '2026-11-01',
      },
    ]);
    expect(currentTermsVersion).toBe('2026-11-01');
  });
});
