import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  estimationOutcomes,
  listSellerEstimations,
  submitSellerEstimation,
  withdrawSellerEstimation,
  type EstimationOutcome,
  toApiUrl,
} from '@quotemarket/contract';
import {
  callFailing,
  callOk,
  createOpenQuotation,
  hoursBefore,
  internetTerms,
  phoneTerms,
  recordSelection,
  testNow,
} from '../testing/seller-kit';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

let clock = testNow;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

describe(`GET ${toApiUrl(listSellerEstimations.path)}`, () => {
  let headers: Record<string, string>;
  /** The dealer's quote ids by the outcome each is set up to reach. */
  const expected = new Map<number, EstimationOutcome>();
  let phoneQuoteId: number;
  let internetQuoteId: number;

  beforeAll(async () => {
    ({ headers } = await createSeller(ctx, [1, 2]));
    const { headers: rivalHeaders } = await createSeller(ctx, [1, 2]);
    const { user } = await createBuyer(ctx);
    const phone = await createProduct(ctx);
    const internet = await createProduct(ctx, { categoryId1: 2, name: 'SK 인터넷 1G', price: 0 });

    const request = (hoursAgo: number, categoryId = 1) =>
      createOpenQuotation(ctx, {
        buyerId: user.id,
        productId: categoryId === 1 ? phone.id : internet.id,
        categoryId,
        submittedAt: hoursBefore(hoursAgo),
      });
    const send = async (
      callerHeaders: Record<string, string>,
      quotationId: number,
      body: object = phoneTerms,
    ) =>
      (
        await callOk(
          ctx,
          submitSellerEstimation,
          { headers: callerHeaders, params: { id: quotationId }, body },
          201,
        )
      ).id;
    const withdraw = (id: number) =>
      callOk(ctx, withdrawSellerEstimation, { headers, params: { id } });

    // Submitted in this order, so newest first is the reverse.
    const closing = await send(headers, (await request(47)).id);
    expected.set(closing, 'CLOSED');

    const won = await send(headers, (await request(5)).id);
    await recordSelection(ctx, { estimationId: won });
    expected.set(won, 'SELECTED');

    const lostRequest = await request(5);
    const lost = await send(headers, lostRequest.id);
    await recordSelection(ctx, { estimationId: await send(rivalHeaders, lostRequest.id) });
    expected.set(lost, 'NOT_SELECTED');

    const taken = await send(headers, (await request(5)).id);
    await withdraw(taken);
    expected.set(taken, 'WITHDRAWN');

    // Withdrawn first, then another dealer chosen: the dealer's own last word wins.
    const quitRequest = await request(5);
    const quit = await send(headers, quitRequest.id);
    await withdraw(quit);
    await recordSelection(ctx, { estimationId: await send(rivalHeaders, quitRequest.id) });
    expected.set(quit, 'WITHDRAWN');

    phoneQuoteId = await send(headers, (await request(1)).id);
    expected.set(phoneQuoteId, 'PENDING');
    internetQuoteId = await send(headers, (await request(1, 2)).id, internetTerms);
    expected.set(internetQuoteId, 'PENDING');

    // Two hours on, the request submitted 47 hours before is past its deadline, nobody chosen.
    clock = new Date(testNow.getTime() + 2 * 60 * 60 * 1000);
  });
  afterAll(() => {
    clock = testNow;
  });

  it('tells each quote how it ended, newest first', async () => {
    const page = await callOk(ctx, listSellerEstimations, { headers });
    expect(page.list.map((item) => [item.estimationId, item.outcome])).toEqual(
      [...expected].reverse(),
    );
    expect(page).toMatchObject({ totalElements: 7, totalPages: 1 });
  });

  it('shows the summary a card compares', async () => {
    const { list } = await callOk(ctx, listSellerEstimations, { headers });
    expect(list.find((item) => item.estimationId === phoneQuoteId)).toMatchObject({
      categoryId: 1,
      productName: '갤럭시 S26',
      submittedAt: testNow.toISOString(),
      deadlineAt: new Date(hoursBefore(1).getTime() + 48 * 60 * 60 * 1000).toISOString(),
      // 총 지원금 500,000 + 150,000; 월 할부금 24,042 + 월 통신요금 69,000
      summary: {
        kind: 'phone',
        upfrontBenefit: 650_000,
        monthlyPayment: 93_042,
        contractDuration: 24,
      },
    });
    expect(list.find((item) => item.estimationId === internetQuoteId)?.summary).toEqual({
      kind: 'internet',
      upfrontBenefit: 450_000,
      monthlyPayment: 27_500,
      contractDuration: 36,
    });
  });

  it.each(estimationOutcomes)('keeps only the %s ones when asked', async (outcome) => {
    const page = await callOk(ctx, listSellerEstimations, { headers, query: { outcome } });
    const ids = [...expected].filter(([, value]) => value === outcome).map(([id]) => id);
    expect(page.list.map((item) => item.estimationId).sort()).toEqual(ids.sort());
    expect(page.list.every((item) => item.outcome === outcome)).toBe(true);
    expect(page.totalElements).toBe(ids.length);
  });

  it('pages', async () => {
    const page = await callOk(ctx, listSellerEstimations, { headers, query: { page: 3, size: 3 } });
    expect(page.list.map((item) => item.estimationId)).toEqual([[...expected.keys()][0]]);
    expect(page).toMatchObject({ totalElements: 7, totalPages: 3 });
  });

  it('lists nothing of other dealers', async () => {
    const { headers: newcomer } = await createSeller(ctx, [1]);
    expect(await callOk(ctx, listSellerEstimations, { headers: newcomer })).toEqual({
      list: [],
      totalElements: 0,
      totalPages: 0,
    });
  });

  it('rejects an unknown outcome', async () => {
    const { status, message } = await callFailing(ctx, listSellerEstimations, {
      headers,
      query: { outcome: 'WON' },
    });
    expect(status).toBe(400);
    expect(message).toBe('정해진 견적 결과 중에서 골라 주세요.');
  });
});
