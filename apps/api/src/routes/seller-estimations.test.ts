import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allInCostOfTerms,
  laterMoneyMessage,
  getSellerQuotation,
  submitSellerEstimation,
  updateSellerEstimation,
  withdrawSellerEstimation,
  toApiUrl,
} from '@quotemarket/contract';
import { laterMoneyPhrasings } from '@quotemarket/contract/testing';
import { estimations, quotations, selections } from '../db/schema';
import {
  call,
  callFailing,
  callRejected,
  callOk,
  createOpenQuotation,
  hoursBefore,
  internetTerms,
  phoneTerms,
  recordSelection,
  rentalTerms,
  testNow,
} from '../testing/seller-kit';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { postSelection, selectionBody } from '../testing/quotation-fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';

const releasePrice = 1_155_000;
const closedMessage = '견적 마감 시간이 지났어요.';
const selectedMessage = '구매자가 이미 견적을 골라서 더는 바꿀 수 없어요.';

let clock = testNow;
let ctx: TestContext;
let buyerId: number;
const productIds = { phone: 0, internet: 0, rental: 0 };

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  buyerId = (await createBuyer(ctx)).user.id;
  productIds.phone = (await createProduct(ctx, { price: releasePrice })).id;
  productIds.internet = (
    await createProduct(ctx, {
      categoryId1: 2,
      name: 'KT 인터넷 500M + TV',
      brand: 'KT',
      price: 0,
      newsAgencyProperty: 'KT',
      internetProperty: '500MB',
      productType: '인터넷+TV',
    })
  ).id;
  productIds.rental = (
    await createProduct(ctx, {
      categoryId1: 3,
      name: '코웨이 아이콘 정수기',
      price: 1_200_000,
      rentalFee: 34_900,
    })
  ).id;
});
afterAll(() => ctx.close());

/** An open request of the kind's category, submitted `hoursAgo` before the test clock. */
function openQuotation(kind: 'phone' | 'internet' | 'rental', hoursAgo = 1) {
  const categoryId = { phone: 1, internet: 2, rental: 3 }[kind];
  return createOpenQuotation(ctx, {
    buyerId,
    productId: productIds[kind],
    categoryId,
    submittedAt: hoursBefore(hoursAgo, clock),
  });
}

async function submit(
  headers: Record<string, string>,
  quotationId: number,
  body: unknown = phoneTerms,
) {
  return callOk(ctx, submitSellerEstimation, { headers, params: { id: quotationId }, body }, 201);
}

describe(`POST ${toApiUrl(submitSellerEstimation.path)}`, () => {
  it('stores a phone quote with the monthly installment the server computes', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const quotation = await openQuotation('phone');
    const estimation = await submit(headers, quotation.id, {
      ...phoneTerms,
      conditions: '  번호이동 조건  ',
    });
    expect(estimation).toEqual({
      id: expect.any(Number),
      quotationId: quotation.id,
      categoryId: 1,
      status: 'ACTIVE',
      outcome: 'PENDING',
      terms: {
        ...phoneTerms,
        conditions: '번호이동 조건',
        // (1,155,000 − 500,000 − 150,000) ÷ 24 = 21,041.67 → 21,042, plus 3,000 interest
        monthlyInstallment: 24_042,
      },
      submittedAt: testNow.toISOString(),
      updatedAt: testNow.toISOString(),
      withdrawnAt: null,
    });
  });

  it('charges nothing monthly for a phone paid at once, and only the interest when subsidies cover the price', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const atOnce = await submit(headers, (await openQuotation('phone')).id, {
      ...phoneTerms,
      installmentPeriod: 0,
    });
    expect(atOnce.terms).toMatchObject({ installmentPeriod: 0, monthlyInstallment: 0 });

    const covered = await submit(headers, (await openQuotation('phone')).id, {
      ...phoneTerms,
      publiclyAnnouncedSubsidy: 1_000_000,
      storeSubsidy: releasePrice - 1_000_000,
    });
    expect(covered.terms).toMatchObject({ monthlyInstallment: phoneTerms.installmentInterest });
  });

  it('stores an internet quote and a rental quote', async () => {
    const { headers } = await createSeller(ctx);
    const internet = await submit(headers, (await openQuotation('internet')).id, internetTerms);
    expect(internet.terms).toEqual(internetTerms);
    expect(internet.categoryId).toBe(2);

    const rental = await submit(headers, (await openQuotation('rental')).id, {
      ...rentalTerms,
      notes: '   ',
    });
    expect(rental.terms).toEqual({ ...rentalTerms, notes: null });
  });

  it('refuses subsidies that together exceed the release price', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const quotation = await openQuotation('phone');
    expect(
      await callFailing(ctx, submitSellerEstimation, {
        headers,
        params: { id: quotation.id },
        body: {
          ...phoneTerms,
          publiclyAnnouncedSubsidy: 1_000_000,
          storeSubsidy: releasePrice - 999_999,
        },
      }),
    ).toEqual({ status: 400, message: '지원금 합계가 출고가보다 클 수 없어요.' });
  });

  const tooLong = 'ㄱ'.repeat(501);
  it.each([
    ['phone', { ...phoneTerms, storeSubsidy: -1 }, 'storeSubsidy'],
    ['phone', { ...phoneTerms, publiclyAnnouncedSubsidy: 10_000_001 }, 'publiclyAnnouncedSubsidy'],
    ['phone', { ...phoneTerms, installmentInterest: 1.5 }, 'installmentInterest'],
    ['phone', { ...phoneTerms, installmentPeriod: 6 }, 'installmentPeriod'],
    ['phone', { ...phoneTerms, contractDuration: 60 }, 'contractDuration'],
    ['phone', { ...phoneTerms, monthlyTelecomFee: '69000' }, 'monthlyTelecomFee'],
    ['phone', { ...phoneTerms, conditions: tooLong }, 'conditions'],
    [
      'phone',
      { ...phoneTerms, additionalServices: Array(6).fill(phoneTerms.additionalServices[0]) },
      'additionalServices',
    ],
    [
      'phone',
      {
        ...phoneTerms,
        additionalServices: [{ name: 'V컬러링', monthlyFee: 3_300, requiredMonths: 25 }],
      },
      'additionalServices.0.requiredMonths',
    ],
    [
      'phone',
      { ...phoneTerms, additionalServices: [{ name: ' ', monthlyFee: 0, requiredMonths: 1 }] },
      'additionalServices.0.name',
    ],
    ['internet', { ...internetTerms, cashGift: -10_000 }, 'cashGift'],
    ['internet', { ...internetTerms, monthlyBundledRate: 38_501 }, 'monthlyBundledRate'],
    ['internet', { ...internetTerms, bestBenefitCarrier: 'SK' }, 'bestBenefitCarrier'],
    ['internet', { ...internetTerms, contractDuration: 20 }, 'contractDuration'],
    ['internet', { ...internetTerms, notes: tooLong }, 'notes'],
    ['rental', { ...rentalTerms, rentalFee: -1 }, 'rentalFee'],
    ['rental', { ...rentalTerms, contractDuration: 0 }, 'contractDuration'],
    ['rental', { ...rentalTerms, manageCycle: '3개월' }, 'manageCycle'],
    ['rental', { ...rentalTerms, manageMethod: '알아서' }, 'manageMethod'],
    ['phone', { ...phoneTerms, kind: 'tablet' }, 'kind'],
    ['phone', { storeSubsidy: 0 }, 'kind'],
  ] as const)(
    'answers a %s quote with a bad value with a 400 naming %s',
    async (kind, body, field) => {
      const { headers } = await createSeller(ctx);
      const quotation = await openQuotation(kind);
      const { status, message, fields } = await callRejected(ctx, submitSellerEstimation, {
        headers,
        params: { id: quotation.id },
        body,
      });
      expect(status).toBe(400);
      expect(Object.keys(fields ?? {})).toContain(field);
      expect(message).toBe(Object.values(fields ?? {})[0]);
      expect(message).not.toMatch(/습니다|합니다/);
    },
  );

  it('explains a bad amount in words a dealer can act on', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const quotation = await openQuotation('phone');
    expect(
      await callRejected(ctx, submitSellerEstimation, {
        headers,
        params: { id: quotation.id },
        body: { ...phoneTerms, storeSubsidy: -1, contractDuration: 60 },
      }),
    ).toEqual({
      status: 400,
      message: '금액은 0원 이상이어야 해요.',
      fields: {
        storeSubsidy: '금액은 0원 이상이어야 해요.',
        contractDuration: '0, 12, 18, 24, 30, 36, 48개월 중에서 골라 주세요.',
      },
    });
  });

  it.each([
    ['phone', '휴대폰', internetTerms],
    ['internet', '인터넷', rentalTerms],
    ['rental', '렌탈', phoneTerms],
  ] as const)('refuses a quote of another kind on a %s request', async (kind, name, body) => {
    const { headers } = await createSeller(ctx);
    const quotation = await openQuotation(kind);
    expect(
      await callFailing(ctx, submitSellerEstimation, {
        headers,
        params: { id: quotation.id },
        body,
      }),
    ).toEqual({
      status: 400,
      message: `이 견적 요청에는 ${name} 견적만 보낼 수 있어요.`,
    });
  });

  it('takes quotes until the 48th hour and not at it', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const lastMinute = await openQuotation('phone', 47 + 59 / 60);
    expect((await submit(headers, lastMinute.id)).status).toBe('ACTIVE');

    const expired = await openQuotation('phone', 48);
    expect(
      await callFailing(ctx, submitSellerEstimation, {
        headers,
        params: { id: expired.id },
        body: phoneTerms,
      }),
    ).toEqual({ status: 409, message: closedMessage });
  });

  it('hides requests outside the dealer categories, drafts and unknown ids behind a 404', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const internet = await openQuotation('internet');
    const draft = await openQuotation('phone');
    await ctx.database.db
      .update(quotations)
      .set({ status: 'DRAFT' })
      .where(eq(quotations.id, draft.id));
    for (const [id, body] of [
      [internet.id, internetTerms],
      [draft.id, phoneTerms],
      [987_654, phoneTerms],
    ] as const) {
      expect(
        await callFailing(ctx, submitSellerEstimation, { headers, params: { id }, body }),
      ).toEqual({
        status: 404,
        message: '견적 요청을 찾을 수 없어요.',
      });
    }
  });

  it('takes one quote per dealer and request', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const { headers: rivalHeaders } = await createSeller(ctx, [1]);
    const quotation = await openQuotation('phone');
    await submit(headers, quotation.id);
    expect(
      await callFailing(ctx, submitSellerEstimation, {
        headers,
        params: { id: quotation.id },
        body: phoneTerms,
      }),
    ).toEqual({ status: 409, message: '이미 견적을 보냈어요. 수정하거나 철회할 수 있어요.' });
    // Other dealers still compete.
    expect((await submit(rivalHeaders, quotation.id)).status).toBe('ACTIVE');
  });

  it('takes one of two sends racing each other and refuses the other', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const quotation = await openQuotation('phone');
    const responses = await Promise.all(
      [1, 2].map(() =>
        call(ctx, submitSellerEstimation, {
          headers,
          params: { id: quotation.id },
          body: phoneTerms,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('does not take a new quote from a dealer who withdrew one', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const quotation = await openQuotation('phone');
    const estimation = await submit(headers, quotation.id);
    await callOk(ctx, withdrawSellerEstimation, { headers, params: { id: estimation.id } });
    expect(
      await callFailing(ctx, submitSellerEstimation, {
        headers,
        params: { id: quotation.id },
        body: phoneTerms,
      }),
    ).toEqual({ status: 409, message: '철회한 견적 요청에는 다시 견적을 보낼 수 없어요.' });
  });

  it('takes no quote once the buyer has chosen', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const { headers: lateHeaders } = await createSeller(ctx, [1]);
    const quotation = await openQuotation('phone');
    await recordSelection(ctx, { estimationId: (await submit(headers, quotation.id)).id });
    expect(
      await callFailing(ctx, submitSellerEstimation, {
        headers: lateHeaders,
        params: { id: quotation.id },
        body: phoneTerms,
      }),
    ).toEqual({ status: 409, message: selectedMessage });
  });
});

describe('the terms the law asks every quote to state', () => {
  const without = (terms: object, field: string) =>
    Object.fromEntries(Object.entries(terms).filter(([key]) => key !== field));
  const payerChoices = '통신사, 제조사, 통신사·제조사, 판매점 중에서 골라 주세요.';

  it.each([
    [
      'phone',
      'publiclyAnnouncedSubsidyPayer',
      phoneTerms,
      `공시지원금 지급 주체를 ${payerChoices}`,
    ],
    ['phone', 'storeSubsidyPayer', phoneTerms, `추가지원금 지급 주체를 ${payerChoices}`],
    ['phone', 'ratePlanRequiredMonths', phoneTerms, '요금제 유지 기간은 0~48개월로 입력해 주세요.'],
    [
      'internet',
      'cashGiftPaidWithinDays',
      internetTerms,
      '현금 사은품을 주면 사은품 지급 시점(설치 후 며칠 이내)을 입력해 주세요.',
    ],
    ['rental', 'mandatoryMonths', rentalTerms, '의무 사용 기간은 1~48개월로 입력해 주세요.'],
    [
      'rental',
      'earlyTerminationFeePercent',
      rentalTerms,
      '중도 해지 위약금은 남은 렌탈료의 0~100%로 입력해 주세요.',
    ],
  ] as const)(
    'refuses a %s quote without %s, naming it in Korean',
    async (kind, field, terms, message) => {
      const { headers } = await createSeller(ctx);
      const quotation = await openQuotation(kind);
      expect(
        await callRejected(ctx, submitSellerEstimation, {
          headers,
          params: { id: quotation.id },
          body: without(terms, field),
        }),
      ).toEqual({ status: 400, message, fields: { [field]: message } });
    },
  );

  it('refuses a mandatory period longer than the rental contract', async () => {
    const { headers } = await createSeller(ctx);
    const quotation = await openQuotation('rental');
    expect(
      await callFailing(ctx, submitSellerEstimation, {
        headers,
        params: { id: quotation.id },
        body: { ...rentalTerms, contractDuration: 24, mandatoryMonths: 36 },
      }),
    ).toEqual({ status: 400, message: '의무 사용 기간은 약정 기간보다 길 수 없어요.' });
  });

  it('asks no payment date of an internet plan without a cash gift', async () => {
    const { headers } = await createSeller(ctx);
    const sent = await submit(headers, (await openQuotation('internet')).id, {
      ...without(internetTerms, 'cashGiftPaidWithinDays'),
      cashGift: 0,
    });
    expect(sent.terms).toMatchObject({ cashGift: 0, cashGiftPaidWithinDays: null });
  });

  it.each(laterMoneyPhrasings)(
    'refuses a quote promising "%s", saying store subsidies apply at signing',
    async (phrase) => {
      const { headers } = await createSeller(ctx);
      const phoneQuotation = await openQuotation('phone');
      expect(
        await callRejected(ctx, submitSellerEstimation, {
          headers,
          params: { id: phoneQuotation.id },
          body: { ...phoneTerms, conditions: `번호이동 조건, ${phrase}` },
        }),
      ).toEqual({
        status: 400,
        message: laterMoneyMessage,
        fields: { conditions: laterMoneyMessage },
      });
      const rentalQuotation = await openQuotation('rental');
      expect(
        await callFailing(ctx, submitSellerEstimation, {
          headers,
          params: { id: rentalQuotation.id },
          body: { ...rentalTerms, notes: phrase },
        }),
      ).toEqual({ status: 400, message: laterMoneyMessage });
    },
  );

  it('reads a quote sent before these terms were asked with them as null, its old note kept', async () => {
    const { headers } = await createSeller(ctx);
    const quotation = await openQuotation('rental');
    const sent = await submit(headers, quotation.id, rentalTerms);
    // As migration 0018 leaves a quote sent before it, whatever its note said then.
    await ctx.database.db
      .update(estimations)
      .set({ mandatoryMonths: null, earlyTerminationFeePercent: null, notes: '페이백 5만 원' })
      .where(eq(estimations.id, sent.id));
    const { myEstimation } = await callOk(ctx, getSellerQuotation, {
      headers,
      params: { id: quotation.id },
    });
    expect(myEstimation?.terms).toEqual({
      ...rentalTerms,
      mandatoryMonths: null,
      earlyTerminationFeePercent: null,
      notes: '페이백 5만 원',
    });
  });

  it('refuses an edit that adds a payback, and keeps the quote as it was', async () => {
    const { headers } = await createSeller(ctx);
    const sent = await submit(headers, (await openQuotation('internet')).id, internetTerms);
    expect(
      await callFailing(ctx, updateSellerEstimation, {
        headers,
        params: { id: sent.id },
        body: { ...internetTerms, notes: '개통 후 페이백 10만 원' },
      }),
    ).toEqual({ status: 400, message: laterMoneyMessage });
    const [row] = await ctx.database.db
      .select({ notes: estimations.notes })
      .from(estimations)
      .where(eq(estimations.id, sent.id));
    expect(row?.notes).toBe(internetTerms.notes);
  });
});

describe('the all-in cost kept beside each quote, for ranking', () => {
  const allInColumnsOf = async (estimationId: number) => {
    const [row] = await ctx.database.db
      .select({ total: estimations.allInCost, months: estimations.allInMonths })
      .from(estimations)
      .where(eq(estimations.id, estimationId));
    return row;
  };

  it("is the contract's allInCostOfTerms of the quote's terms, which the console shows while typing", async () => {
    const { headers } = await createSeller(ctx);
    const sent = [
      [await submit(headers, (await openQuotation('phone')).id), releasePrice],
      [await submit(headers, (await openQuotation('internet')).id, internetTerms), 0],
      [await submit(headers, (await openQuotation('rental')).id, rentalTerms), 1_200_000],
    ] as const;
    for (const [quote, productPrice] of sent) {
      const { total, months } = allInCostOfTerms(quote.terms, productPrice);
      expect(await allInColumnsOf(quote.id)).toEqual({ total, months });
    }
  });

  it('is stored with a new quote of each kind and recomputed when the quote is edited', async () => {
    const { headers } = await createSeller(ctx);
    const phone = await submit(headers, (await openQuotation('phone')).id);
    // (1,155,000 − 650,000) + 24 × 3,000 + 24 × 69,000 + 3 × 9,900
    expect(await allInColumnsOf(phone.id)).toEqual({ total: 2_262_700, months: 24 });

    const internet = await submit(headers, (await openQuotation('internet')).id, internetTerms);
    // 36 × 27,500 − 450,000
    expect(await allInColumnsOf(internet.id)).toEqual({ total: 540_000, months: 36 });

    const rental = await submit(headers, (await openQuotation('rental')).id, rentalTerms);
    // 36 × 29,900 − 120,000
    expect(await allInColumnsOf(rental.id)).toEqual({ total: 956_400, months: 36 });

    await callOk(ctx, updateSellerEstimation, {
      headers,
      params: { id: phone.id },
      body: { ...phoneTerms, storeSubsidy: 250_000, installmentPeriod: 36, additionalServices: [] },
    });
    // (1,155,000 − 750,000) + 36 × 3,000 + 24 × 69,000
    expect(await allInColumnsOf(phone.id)).toEqual({ total: 2_169_000, months: 24 });
  });
});

describe(`PATCH ${toApiUrl(updateSellerEstimation.path)}`, () => {
  it('replaces the whole quote and recomputes the installment', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const quotation = await openQuotation('phone');
    const sent = await submit(headers, quotation.id);

    clock = new Date(testNow.getTime() + 30 * 60 * 1000);
    try {
      const { conditions: _dropped, ...withoutConditions } = phoneTerms;
      const edited = await callOk(ctx, updateSellerEstimation, {
        headers,
        params: { id: sent.id },
        body: {
          ...withoutConditions,
          storeSubsidy: 250_000,
          installmentPeriod: 36,
          additionalServices: [],
        },
      });
      expect(edited).toEqual({
        ...sent,
        terms: {
          ...phoneTerms,
          storeSubsidy: 250_000,
          installmentPeriod: 36,
          additionalServices: [],
          conditions: null,
          // (1,155,000 − 500,000 − 250,000) ÷ 36 = 11,250, plus 3,000 interest
          monthlyInstallment: 14_250,
        },
        updatedAt: clock.toISOString(),
      });
    } finally {
      clock = testNow;
    }
  });

  it('validates like a new quote', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const sent = await submit(headers, (await openQuotation('phone')).id);
    const edit = (body: unknown) =>
      callFailing(ctx, updateSellerEstimation, { headers, params: { id: sent.id }, body });
    expect(await edit({ ...phoneTerms, storeSubsidy: releasePrice })).toEqual({
      status: 400,
      message: '지원금 합계가 출고가보다 클 수 없어요.',
    });
    expect((await edit(internetTerms)).status).toBe(400);
    const badRate = await callRejected(ctx, updateSellerEstimation, {
      headers,
      params: { id: sent.id },
      body: { ...phoneTerms, ratePlanMonthly: -1 },
    });
    expect(Object.keys(badRate.fields ?? {})).toEqual(['ratePlanMonthly']);
  });

  it("answers another dealer's quote and an unknown id with a 404", async () => {
    const { headers } = await createSeller(ctx, [1]);
    const { headers: otherHeaders } = await createSeller(ctx, [1]);
    const sent = await submit(headers, (await openQuotation('phone')).id);
    for (const [id, callerHeaders] of [
      [sent.id, otherHeaders],
      [987_654, headers],
    ] as const) {
      expect(
        await callFailing(ctx, updateSellerEstimation, {
          headers: callerHeaders,
          params: { id },
          body: phoneTerms,
        }),
      ).toEqual({ status: 404, message: '견적을 찾을 수 없어요.' });
    }
  });
});

describe(`DELETE ${toApiUrl(withdrawSellerEstimation.path)}`, () => {
  it('withdraws the quote, keeping it on record', async () => {
    const { headers } = await createSeller(ctx, [1]);
    const sent = await submit(headers, (await openQuotation('phone')).id);
    const withdrawn = await callOk(ctx, withdrawSellerEstimation, {
      headers,
      params: { id: sent.id },
    });
    expect(withdrawn).toEqual({
      ...sent,
      status: 'WITHDRAWN',
      outcome: 'WITHDRAWN',
      withdrawnAt: testNow.toISOString(),
    });
  });

  it("answers another dealer's quote with a 404", async () => {
    const { headers } = await createSeller(ctx, [1]);
    const { headers: otherHeaders } = await createSeller(ctx, [1]);
    const sent = await submit(headers, (await openQuotation('phone')).id);
    expect(
      await callFailing(ctx, withdrawSellerEstimation, {
        headers: otherHeaders,
        params: { id: sent.id },
      }),
    ).toEqual({
      status: 404,
      message: '견적을 찾을 수 없어요.',
    });
  });
});

describe('when a quote can no longer change', () => {
  const edit = (headers: Record<string, string>, id: number) =>
    callFailing(ctx, updateSellerEstimation, { headers, params: { id }, body: phoneTerms });
  const withdraw = (headers: Record<string, string>, id: number) =>
    callFailing(ctx, withdrawSellerEstimation, { headers, params: { id } });

  it.each([
    ['edit', edit],
    ['withdraw', withdraw],
  ] as const)('cannot %s after withdrawing', async (_name, change) => {
    const { headers } = await createSeller(ctx, [1]);
    const sent = await submit(headers, (await openQuotation('phone')).id);
    await callOk(ctx, withdrawSellerEstimation, { headers, params: { id: sent.id } });
    expect(await change(headers, sent.id)).toEqual({
      status: 409,
      message: '이미 철회한 견적이에요.',
    });
  });

  it.each([
    ['edit', edit],
    ['withdraw', withdraw],
  ] as const)('cannot %s after the deadline', async (_name, change) => {
    const { headers } = await createSeller(ctx, [1]);
    const sent = await submit(headers, (await openQuotation('phone', 47)).id);
    clock = new Date(testNow.getTime() + 60 * 60 * 1000);
    try {
      expect(await change(headers, sent.id)).toEqual({ status: 409, message: closedMessage });
    } finally {
      clock = testNow;
    }
  });

  it.each([
    ['edit', edit],
    ['withdraw', withdraw],
  ] as const)(
    'cannot %s once the buyer chose, whichever quote was chosen',
    async (_name, change) => {
      const { headers } = await createSeller(ctx, [1]);
      const { headers: rivalHeaders } = await createSeller(ctx, [1]);
      const quotation = await openQuotation('phone');
      const chosen = await submit(headers, quotation.id);
      const beaten = await submit(rivalHeaders, quotation.id);
      await recordSelection(ctx, { estimationId: chosen.id });
      expect(await change(headers, chosen.id)).toEqual({ status: 409, message: selectedMessage });
      expect(await change(rivalHeaders, beaten.id)).toEqual({
        status: 409,
        message: selectedMessage,
      });
    },
  );

  it("is not marked as edited by the buyer's choice, won or lost", async () => {
    const winner = await createSeller(ctx, [1]);
    const loser = await createSeller(ctx, [1]);
    const buyer = await createBuyer(ctx);
    const quotation = await createOpenQuotation(ctx, {
      buyerId: buyer.user.id,
      productId: productIds.phone,
      categoryId: 1,
      submittedAt: hoursBefore(1, clock),
    });
    const won = await submit(winner.headers, quotation.id);
    const lost = await submit(loser.headers, quotation.id);
    clock = new Date(testNow.getTime() + 30 * 60 * 1000);
    try {
      const chosen = await postSelection(ctx, buyer.headers, selectionBody(won.id));
      expect(chosen.statusCode).toBe(200);
    } finally {
      clock = testNow;
    }
    for (const [dealer, sent] of [
      [winner, won],
      [loser, lost],
    ] as const) {
      const { myEstimation } = await callOk(ctx, getSellerQuotation, {
        headers: dealer.headers,
        params: { id: quotation.id },
      });
      expect(myEstimation).toMatchObject({
        submittedAt: sent.submittedAt,
        updatedAt: sent.updatedAt,
      });
    }
  });

  // PGlite has one connection, so only PostgreSQL can hold a transaction open while a request runs.
  it.runIf(process.env.TEST_DB === 'postgres').each(['send', 'edit', 'withdraw'] as const)(
    '%s: waits for a selection being recorded, then is refused',
    async (action) => {
      const dealer = await createSeller(ctx, [1]);
      const rival = await createSeller(ctx, [1]);
      const quotation = await openQuotation('phone');
      const chosen = await submit(rival.headers, quotation.id);
      const own = action === 'send' ? null : await submit(dealer.headers, quotation.id);

      let written!: () => void;
      let release!: () => void;
      const selectionWritten = new Promise<void>((resolve) => (written = resolve));
      const commitAllowed = new Promise<void>((resolve) => (release = resolve));
      // Records the selection as the buyer side does, and holds its transaction open.
      const selecting = ctx.database.db.transaction(async (tx) => {
        await tx.insert(selections).values({
          quotationId: quotation.id,
          estimationId: chosen.id,
          buyerId,
          sellerId: rival.seller.id,
        });
        await tx
          .update(quotations)
          .set({ status: 'SELECTED' })
          .where(eq(quotations.id, quotation.id));
        written();
        await commitAllowed;
      });
      await selectionWritten;
      const headers = dealer.headers;
      const changing =
        own === null
          ? call(ctx, submitSellerEstimation, {
              headers,
              params: { id: quotation.id },
              body: phoneTerms,
            })
          : action === 'edit'
            ? call(ctx, updateSellerEstimation, {
                headers,
                params: { id: own.id },
                body: phoneTerms,
              })
            : call(ctx, withdrawSellerEstimation, { headers, params: { id: own.id } });
      // Long enough for the request to reach the quotation's lock before the selection commits.
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await selecting;
      expect((await changing).json()).toMatchObject({ status_code: 409, message: selectedMessage });
    },
  );
});
