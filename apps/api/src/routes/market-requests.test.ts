import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeMarketRequest,
  closeQuotation,
  getMarketRequest,
  listAuditLog,
  listEstimationsByQuotation,
  listMarketRequests,
  marketRequestMessages,
  revealBuyerContact,
  sellerInboxEventSchema,
  sellerInboxEvents,
  submitSellerEstimation,
} from '@quotemarket/contract';
import { auditLog, consents } from '../db/schema';
import { createBuyer, createOperator, createProduct, createSeller } from '../testing/factories';
import {
  listeningBaseUrl,
  openEventStream,
  type OpenEventStream,
} from '../testing/event-stream-client';
import { createQuoteRequest, phoneQuote } from '../testing/quotation-fixtures';
import { callFailing, callOk, phoneTerms, recordSelection, testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
let baseUrl: string;
let productId: number;
let operator: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => testNow });
  baseUrl = await listeningBaseUrl(ctx);
  productId = (await createProduct(ctx, { name: '갤럭시 S31' })).id;
  operator = await createOperator(ctx, 'OPERATOR');
});
afterAll(() => ctx.close());

const opened: OpenEventStream[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

/** A buyer with this phone and an open phone request quoted by two dealers (cheaper one second). */
async function quotedRequest(phone: string, hoursAgo = 1) {
  const buyer = await createBuyer(ctx, { name: '김지현', phone });
  const pricey = await createSeller(ctx, [1], { storeName: '비싼 매장' });
  const cheap = await createSeller(ctx, [1], { storeName: '싼 매장' });
  const { quotation, quotes } = await createQuoteRequest(ctx, {
    buyerId: buyer.user.id,
    productId,
    categoryId: 1,
    hoursAgo,
    quotes: [phoneQuote(pricey.seller.id), phoneQuote(cheap.seller.id, { storeSubsidy: 300_000 })],
  });
  return { buyer, quotation, quotes, pricey, cheap };
}

async function auditRowsOf(action: string, targetId: number) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

describe('request browser: search', () => {
  it('finds requests by the last four digits or the whole number and shows the number masked', async () => {
    const { quotation } = await quotedRequest('01055557301');
    await quotedRequest('01066667301');
    const { quotation: other } = await quotedRequest('01077770000');

    const byDigits = await callOk(ctx, listMarketRequests, {
      headers: operator.headers,
      query: { phone: '7301' },
    });
    expect(byDigits.totalElements).toBe(2);
    expect(byDigits.list.map((row) => row.buyerPhone).sort()).toEqual([
      '010-****-7301',
      '010-****-7301',
    ]);

    const byNumber = await callOk(ctx, listMarketRequests, {
      headers: operator.headers,
      query: { phone: '010-5555-7301' },
    });
    expect(byNumber.list).toEqual([
      expect.objectContaining({
        id: quotation.id,
        buyerPhone: '010-****-7301',
        bidCount: 2,
        isOpen: true,
        productName: '갤럭시 S31',
      }),
    ]);
    expect(JSON.stringify(byNumber)).not.toContain('5555');

    const byId = await callOk(ctx, listMarketRequests, {
      headers: operator.headers,
      query: { requestId: other.id },
    });
    expect(byId.list.map((row) => row.id)).toEqual([other.id]);
  });

  it('orders the list by the column asked, either way, and refuses a column it does not have', async () => {
    const buyer = await createBuyer(ctx, { phone: '01088884401' });
    const [dealer, other] = [
      await createSeller(ctx, [1], { storeName: '정렬 매장' }),
      await createSeller(ctx, [1], { storeName: '정렬 옆 매장' }),
    ];
    const request = async (name: string, hoursAgo: number, quotes: number[]) =>
      (
        await createQuoteRequest(ctx, {
          buyerId: buyer.user.id,
          productId: (await createProduct(ctx, { name })).id,
          categoryId: 1,
          hoursAgo,
          quotes: quotes.map((sellerId) => phoneQuote(sellerId)),
        })
      ).quotation.id;
    const oldest = await request('정렬 가', 3, [dealer.seller.id]);
    const newest = await request('정렬 다', 1, []);
    const middle = await request('정렬 나', 2, [dealer.seller.id, other.seller.id]);
    const order = async (query: object) =>
      (
        await callOk(ctx, listMarketRequests, {
          headers: operator.headers,
          query: { phone: '01088884401', ...query } as never,
        })
      ).list.map((row) => row.id);

    expect(await order({})).toEqual([newest, middle, oldest]);
    expect(await order({ sort: 'submittedAt', order: 'asc' })).toEqual([oldest, middle, newest]);
    expect(await order({ sort: 'productName', order: 'asc' })).toEqual([oldest, middle, newest]);
    expect(await order({ sort: 'productName', order: 'desc' })).toEqual([newest, middle, oldest]);
    expect(await order({ sort: 'bidCount', order: 'desc' })).toEqual([middle, oldest, newest]);
    expect(await order({ sort: 'bidCount', order: 'asc' })).toEqual([newest, oldest, middle]);
    expect(
      await callFailing(ctx, listMarketRequests, {
        headers: operator.headers,
        query: { sort: 'buyerPhone' },
      }),
    ).toEqual({ status: 400, message: '정해진 정렬 기준 중에서 골라 주세요.' });
  });

  it('refuses a search that is neither four digits nor a whole mobile number', async () => {
    for (const phone of ['123', '010555573', '12345', '7301a']) {
      const failure = await callFailing(ctx, listMarketRequests, {
        headers: operator.headers,
        query: { phone },
      });
      expect(failure).toEqual({ status: 400, message: marketRequestMessages.phoneSearch });
    }
  });
});

describe('request browser: detail', () => {
  it('shows the bids cheapest first, the selection, the consents and the timeline, the buyer masked', async () => {
    const { buyer, quotation, quotes } = await quotedRequest('01012347777', 50);
    await ctx.database.db
      .insert(consents)
      .values({ userId: buyer.user.id, term: 'PRIVACY', version: '2026-11-01', agreedAt: testNow });
    await recordSelection(ctx, { estimationId: quotes[1]!.id });

    const detail = await callOk(ctx, getMarketRequest, {
      headers: operator.headers,
      params: { id: quotation.id },
    });
    expect(detail.buyer).toMatchObject({ name: '김*현', phone: '010-****-7777', withdrawn: false });
    expect(detail.bids.map((bid) => bid.storeName)).toEqual(['싼 매장', '비싼 매장']);
    expect(detail.bids[0]!.allInCost).toBeLessThan(detail.bids[1]!.allInCost);
    expect(detail.selection).toMatchObject({ estimationId: quotes[1]!.id, storeName: '싼 매장' });
    expect(detail.consents).toEqual([
      expect.objectContaining({ term: 'PRIVACY', version: '2026-11-01', withdrawnAt: null }),
    ]);
    expect(detail.events.map((event) => event.kind)).toEqual([
      'submitted',
      'bid',
      'bid',
      'selected',
    ]);
    expect(JSON.stringify(detail)).not.toContain('01012347777');
  });

  it('answers 404 for a request that does not exist', async () => {
    const failure = await callFailing(ctx, getMarketRequest, {
      headers: operator.headers,
      params: { id: 987_654 },
    });
    expect(failure.status).toBe(404);
  });
});

describe("revealing a buyer's number", () => {
  it('answers the number once and records who opened it and why', async () => {
    const { buyer, quotation } = await quotedRequest('01024681357');
    const revealed = await callOk(ctx, revealBuyerContact, {
      headers: operator.headers,
      params: { id: quotation.id },
      body: { reason: '사기 의심 신고 확인' },
    });
    expect(revealed).toEqual({ phone: '010-2468-1357' });

    const rows = await auditRowsOf('contact.reveal', buyer.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorId: operator.operator.id,
      targetType: 'buyer',
      targetLabel: '010-****-1357',
      reason: '사기 의심 신고 확인',
      after: { quotationId: quotation.id },
    });
    const log = await callOk(ctx, listAuditLog, {
      headers: operator.headers,
      query: { action: 'contact.reveal', targetId: buyer.user.id },
    });
    expect(log.list[0]).toMatchObject({ reason: '사기 의심 신고 확인' });
  });

  it('needs a reason, and a 조회 전용 operator may not open it', async () => {
    const { buyer, quotation } = await quotedRequest('01011112222');
    const blank = await callFailing(ctx, revealBuyerContact, {
      headers: operator.headers,
      params: { id: quotation.id },
      body: { reason: '   ' },
    });
    expect(blank).toEqual({ status: 400, message: marketRequestMessages.reasonRequired });
    const viewer = await createOperator(ctx, 'VIEWER');
    const refused = await callFailing(ctx, revealBuyerContact, {
      headers: viewer.headers,
      params: { id: quotation.id },
      body: { reason: '궁금해서 열람' },
    });
    expect(refused.status).toBe(403);
    expect(await auditRowsOf('contact.reveal', buyer.user.id)).toEqual([]);
  });
});

describe('closing a fraudulent request', () => {
  it('stops the bids, tells the bidding dealers live, shows the buyer it is closed and leaves one audit row', async () => {
    const { buyer, quotation, pricey } = await quotedRequest('01033334444');
    const latecomer = await createSeller(ctx, [1], { storeName: '늦은 매장' });
    const bidderInbox = await openEventStream(baseUrl, sellerInboxEvents, pricey.headers);
    const otherInbox = await openEventStream(baseUrl, sellerInboxEvents, latecomer.headers);
    opened.push(bidderInbox, otherInbox);

    const detail = await callOk(ctx, closeMarketRequest, {
      headers: operator.headers,
      params: { id: quotation.id },
      body: { reason: '같은 번호로 반복된 허위 요청' },
    });
    expect(detail.request).toMatchObject({ status: 'CLOSED', isOpen: false });
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'closedByOperator',
      detail: '같은 번호로 반복된 허위 요청',
    });

    const told = { quotationId: quotation.id, categoryId: 1, change: 'closed' };
    expect(sellerInboxEventSchema.parse(JSON.parse((await bidderInbox.next()).data))).toEqual({
      ...told,
      mine: true,
      closedReason: 'OPERATOR_CLOSED',
    });
    expect(sellerInboxEventSchema.parse(JSON.parse((await otherInbox.next()).data))).toEqual({
      ...told,
      mine: false,
      closedReason: null,
    });

    const late = await callFailing(ctx, submitSellerEstimation, {
      headers: latecomer.headers,
      params: { id: quotation.id },
      body: phoneTerms,
    });
    expect(late).toEqual({ status: 409, message: '운영자가 마감한 견적 요청이에요.' });

    const buyerView = await callOk(ctx, listEstimationsByQuotation, {
      headers: buyer.headers,
      query: { quotationId: quotation.id },
    });
    expect(buyerView.quotation.isOpen).toBe(false);

    const rows = await auditRowsOf('quotation.close', quotation.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      targetType: 'quotation',
      reason: '같은 번호로 반복된 허위 요청',
      before: { status: 'OPEN' },
      after: { status: 'CLOSED' },
    });
  });

  it('tells the buyer’s own 견적 그만 받기 apart from an operator’s closing, at the time it happened', async () => {
    const { buyer, quotation } = await quotedRequest('01033335555');
    await callOk(ctx, closeQuotation, { headers: buyer.headers, params: { id: quotation.id } });

    const detail = await callOk(ctx, getMarketRequest, {
      headers: operator.headers,
      params: { id: quotation.id },
    });
    expect(detail.request).toMatchObject({ status: 'CANCELLED', isOpen: false });
    expect(detail.events.at(-1)).toEqual({
      kind: 'closedByBuyer',
      at: testNow.toISOString(),
      detail: '',
    });
    expect(detail.events.map((event) => event.kind)).not.toContain('closedByOperator');
  });

  it('refuses a request that no longer takes quotes, and a 조회 전용 operator', async () => {
    const { quotation } = await quotedRequest('01044445555', 50);
    const expired = await callFailing(ctx, closeMarketRequest, {
      headers: operator.headers,
      params: { id: quotation.id },
      body: { reason: '허위 요청으로 보여요' },
    });
    expect(expired).toEqual({ status: 409, message: marketRequestMessages.notOpen });

    const { quotation: open } = await quotedRequest('01055556666');
    const viewer = await createOperator(ctx, 'VIEWER');
    const refused = await callFailing(ctx, closeMarketRequest, {
      headers: viewer.headers,
      params: { id: open.id },
      body: { reason: '허위 요청으로 보여요' },
    });
    expect(refused.status).toBe(403);
    expect(await auditRowsOf('quotation.close', quotation.id)).toEqual([]);
    expect(await auditRowsOf('quotation.close', open.id)).toEqual([]);
  });
});
