import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeMarketRequest,
  closeQuotation,
  doneMessages,
  listEstimationsByQuotation,
  listPendingHistory,
  listSellerEstimations,
  pendingApplicationStatuses,
  quotationClosingMessages,
  selectEstimation,
  sellerInboxEventSchema,
  sellerInboxEvents,
  submitSellerEstimation,
  type SellerInboxEvent,
} from '@quotemarket/contract';
import { announceExpiredRequests } from '../jobs/expired-requests';
import { createBuyer, createOperator, createProduct, createSeller } from '../testing/factories';
import {
  listeningBaseUrl,
  openEventStream,
  type OpenEventStream,
} from '../testing/event-stream-client';
import { createQuoteRequest, phoneQuote, selectionBody } from '../testing/quotation-fixtures';
import { callFailing, callOk, phoneTerms, testNow } from '../testing/seller-kit';
import { callEndpoint } from '../testing/call-endpoint';
import { createTestApp, type TestContext } from '../testing/test-app';

const hourMs = 60 * 60 * 1000;
let clock = testNow;
let ctx: TestContext;
let baseUrl: string;
let productId: number;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  baseUrl = await listeningBaseUrl(ctx);
  productId = (await createProduct(ctx, { name: '갤럭시 S31' })).id;
});
afterAll(() => ctx.close());

const opened: OpenEventStream[] = [];
afterEach(() => {
  clock = testNow;
  for (const stream of opened.splice(0)) stream.close();
});

/** A buyer's open phone request quoted by two dealers, and a third dealer of the category. */
async function quotedRequest(hoursAgo = 1) {
  const buyer = await createBuyer(ctx);
  const first = await createSeller(ctx, [1], { storeName: '첫째 매장' });
  const second = await createSeller(ctx, [1], { storeName: '둘째 매장' });
  const bystander = await createSeller(ctx, [1], { storeName: '구경 매장' });
  const { quotation, quotes } = await createQuoteRequest(ctx, {
    buyerId: buyer.user.id,
    productId,
    categoryId: 1,
    hoursAgo,
    quotes: [phoneQuote(first.seller.id), phoneQuote(second.seller.id, { storeSubsidy: 300_000 })],
  });
  return { buyer, quotation, quotes, first, second, bystander };
}

/**
 * The dealer's next inbox event about `quotationId`. Every dealer of the category also hears of
 * other requests closing, and on PostgreSQL an earlier test's notification may still be arriving.
 */
async function inboxOf(headers: Record<string, string>, quotationId: number) {
  const stream = await openEventStream(baseUrl, sellerInboxEvents, headers);
  opened.push(stream);
  return async (): Promise<SellerInboxEvent> => {
    for (;;) {
      const event = sellerInboxEventSchema.parse(JSON.parse((await stream.next()).data));
      if (event.quotationId === quotationId) return event;
    }
  };
}

/** The dealer's one sent quote as its 보낸 견적 list shows it. */
async function sentQuote(headers: Record<string, string>) {
  const { list } = await callOk(ctx, listSellerEstimations, { headers });
  expect(list).toHaveLength(1);
  return list[0]!;
}

describe('견적 그만 받기', () => {
  it('closes the buyer’s open request: history shows it closed, bids are refused, bidders are told why', async () => {
    const { buyer, quotation, first, second, bystander } = await quotedRequest();
    const firstInbox = await inboxOf(first.headers, quotation.id);
    const bystanderInbox = await inboxOf(bystander.headers, quotation.id);

    const response = await callEndpoint(ctx, closeQuotation, {
      headers: buyer.headers,
      params: { id: quotation.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: doneMessages.quotesStopped,
      data: { quotationId: quotation.id },
    });

    const told = { quotationId: quotation.id, categoryId: 1, change: 'closed' };
    expect(await firstInbox()).toEqual({ ...told, mine: true, closedReason: 'BUYER_CLOSED' });
    // A dealer that did not bid only sees the request leave its inbox.
    expect(await bystanderInbox()).toEqual({ ...told, mine: false, closedReason: null });

    const late = await callFailing(ctx, submitSellerEstimation, {
      headers: bystander.headers,
      params: { id: quotation.id },
      body: phoneTerms,
    });
    expect(late).toEqual({
      status: 409,
      message: '구매자가 견적 받기를 그만둔 요청이라 더는 견적을 보내거나 바꿀 수 없어요.',
    });

    for (const bidder of [first, second]) {
      expect(await sentQuote(bidder.headers)).toMatchObject({
        outcome: 'CLOSED',
        closedReason: 'BUYER_CLOSED',
      });
    }

    const view = await callOk(ctx, listEstimationsByQuotation, {
      headers: buyer.headers,
      query: { quotationId: quotation.id },
    });
    expect(view.quotation.isOpen).toBe(false);
    const history = await callEndpoint(ctx, listPendingHistory, { headers: buyer.headers });
    expect(history.json().data.content).toEqual([
      expect.objectContaining({
        quotationId: quotation.id,
        applicationStatus: pendingApplicationStatuses.closed,
      }),
    ]);

    const again = await callFailing(ctx, closeQuotation, {
      headers: buyer.headers,
      params: { id: quotation.id },
    });
    expect(again).toEqual({ status: 409, message: quotationClosingMessages.notOpen });
  });

  it('closes only the buyer’s own request', async () => {
    const { quotation } = await quotedRequest();
    const stranger = await createBuyer(ctx);
    const refused = await callFailing(ctx, closeQuotation, {
      headers: stranger.headers,
      params: { id: quotation.id },
    });
    expect(refused).toEqual({ status: 404, message: '견적 요청을 찾을 수 없어요.' });
    const dealer = await createSeller(ctx, [1]);
    const asDealer = await callFailing(ctx, closeQuotation, {
      headers: dealer.headers,
      params: { id: quotation.id },
    });
    expect(asDealer.status).toBe(403);
  });

  it('refuses a request past its deadline or already chosen', async () => {
    const expired = await quotedRequest(50);
    expect(
      await callFailing(ctx, closeQuotation, {
        headers: expired.buyer.headers,
        params: { id: expired.quotation.id },
      }),
    ).toEqual({ status: 409, message: quotationClosingMessages.notOpen });

    const chosen = await quotedRequest();
    await callOk(ctx, selectEstimation, {
      headers: chosen.buyer.headers,
      body: selectionBody(chosen.quotes[0]!.id),
    });
    expect(
      await callFailing(ctx, closeQuotation, {
        headers: chosen.buyer.headers,
        params: { id: chosen.quotation.id },
      }),
    ).toEqual({ status: 409, message: quotationClosingMessages.notOpen });
  });
});

describe('each bidder learns how the request ended', () => {
  it('another store was chosen: the winner hears its deal, the loser only that it lost', async () => {
    const { buyer, quotes, quotation, first, second } = await quotedRequest();
    const winnerInbox = await inboxOf(first.headers, quotation.id);
    const loserInbox = await inboxOf(second.headers, quotation.id);
    await callOk(ctx, selectEstimation, {
      headers: buyer.headers,
      body: selectionBody(quotes[0]!.id),
    });
    const told = { quotationId: quotation.id, categoryId: 1, change: 'selected' };
    expect(await winnerInbox()).toEqual({ ...told, mine: true, closedReason: null });
    const lost = await loserInbox();
    expect(lost).toEqual({ ...told, mine: false, closedReason: 'SELECTED_ELSEWHERE' });

    const winnerQuote = await sentQuote(first.headers);
    expect(winnerQuote).toMatchObject({ outcome: 'SELECTED', closedReason: null });
    const loserQuote = await sentQuote(second.headers);
    expect(loserQuote).toMatchObject({
      outcome: 'NOT_SELECTED',
      closedReason: 'SELECTED_ELSEWHERE',
    });
    // Neither the winner's store nor its price reaches the loser.
    const seen = JSON.stringify([lost, loserQuote]);
    expect(seen).not.toContain('첫째 매장');
    expect(seen).not.toContain(String(first.seller.id));
    expect(seen).not.toContain(String(quotes[0]!.allInCost));
  });

  it('an operator closed it', async () => {
    const { quotation, first } = await quotedRequest();
    const operator = await createOperator(ctx, 'OPERATOR');
    await callOk(ctx, closeMarketRequest, {
      headers: operator.headers,
      params: { id: quotation.id },
      body: { reason: '같은 번호로 반복된 허위 요청' },
    });
    expect(await sentQuote(first.headers)).toMatchObject({
      outcome: 'CLOSED',
      closedReason: 'OPERATOR_CLOSED',
    });
  });

  it('it expired with nobody chosen: told once, live, when the job finds it', async () => {
    const { quotation, first, bystander } = await quotedRequest(47);
    expect(await sentQuote(first.headers)).toMatchObject({
      outcome: 'PENDING',
      closedReason: null,
    });
    // Whatever else was due is told first (a round takes a batch); this one is not due yet: its
    // deadline is an hour away.
    while ((await announceExpiredRequests(ctx.database.db, clock)) !== 0);
    const bidderInbox = await inboxOf(first.headers, quotation.id);
    const bystanderInbox = await inboxOf(bystander.headers, quotation.id);
    expect(await announceExpiredRequests(ctx.database.db, clock)).toBe(0);
    clock = new Date(testNow.getTime() + 2 * hourMs);
    expect(await announceExpiredRequests(ctx.database.db, clock)).toBe(1);
    const told = { quotationId: quotation.id, categoryId: 1, change: 'closed' };
    expect(await bidderInbox()).toEqual({ ...told, mine: true, closedReason: 'EXPIRED' });
    expect(await bystanderInbox()).toEqual({ ...told, mine: false, closedReason: null });
    expect(await announceExpiredRequests(ctx.database.db, clock)).toBe(0);

    expect(await sentQuote(first.headers)).toMatchObject({
      outcome: 'CLOSED',
      closedReason: 'EXPIRED',
    });
  });

  it('keeps only the quotes with a reason when the list is filtered by outcome', async () => {
    const { buyer, quotation, first } = await quotedRequest();
    await callOk(ctx, closeQuotation, { headers: buyer.headers, params: { id: quotation.id } });
    const { list } = await callOk(ctx, listSellerEstimations, {
      headers: first.headers,
      query: { outcome: 'CLOSED' },
    });
    expect(list.map((item) => [item.quotationId, item.closedReason])).toEqual([
      [quotation.id, 'BUYER_CLOSED'],
    ]);
  });
});
