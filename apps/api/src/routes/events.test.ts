import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  quotationEstimationEventSchema,
  quotationEvents,
  saveBiddingResponses,
  sellerInboxEventSchema,
  sellerInboxEvents,
  submitBiddingRequest,
  submitSellerEstimation,
  updateSellerEstimation,
  withdrawSellerEstimation,
  toApiUrl,
} from '@quotemarket/contract';
import { publishQuoteEvent, type QuoteEvent } from '../domain/events/quote-events';
import { callOk as callBidding, phoneAnswers } from '../testing/bidding-kit';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import {
  listeningBaseUrl,
  openEventStream,
  type OpenEventStream,
  type ServerSentEvent,
} from '../testing/event-stream-client';
import {
  createQuoteRequest,
  phoneQuote,
  postSelection,
  selectionBody,
} from '../testing/quotation-fixtures';
import { callOk, createOpenQuotation, phoneTerms, testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl } from '../testing/call-endpoint';

const streamUrl = endpointUrl(quotationEvents);

let ctx: TestContext;
let baseUrl: string;
let productId: number;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => testNow });
  baseUrl = await listeningBaseUrl(ctx);
  productId = (await createProduct(ctx, { price: 1_155_000 })).id;
});
afterAll(() => ctx.close());

/** Every stream a test opens is closed after it, whatever it asserted. */
const opened: OpenEventStream[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
async function open(headers: Record<string, string> = {}, resume: { after?: string } = {}) {
  const stream = await openEventStream(baseUrl, quotationEvents, headers, resume);
  opened.push(stream);
  return stream;
}

/** A buyer with an open phone request (dealers of category 1 may quote on it). */
async function buyerWithRequest(name: string) {
  const buyer = await createBuyer(ctx, { name });
  const quotation = await createOpenQuotation(ctx, {
    buyerId: buyer.user.id,
    productId,
    categoryId: 1,
  });
  return { buyer, quotation };
}

/** The event's data as the contract describes it. */
const dataOf = (event: ServerSentEvent) =>
  quotationEstimationEventSchema.parse(JSON.parse(event.data));

describe(`GET ${streamUrl}`, () => {
  it("tells the buyer who owns the request about each dealer's quote, and nobody else", async () => {
    const owner = await buyerWithRequest('김지현');
    const other = await buyerWithRequest('박서준');
    const dealer = await createSeller(ctx, [1], { storeName: '강남 모바일' });
    const ownerStream = await open(owner.buyer.headers);
    const otherStream = await open(other.buyer.headers);
    expect(ownerStream.response.status).toBe(200);
    expect(ownerStream.response.headers.get('content-type')).toBe(
      'text/event-stream; charset=utf-8',
    );

    const sent = await callOk(
      ctx,
      submitSellerEstimation,
      { headers: dealer.headers, params: { id: owner.quotation.id }, body: phoneTerms },
      201,
    );

    const submitted = await ownerStream.next();
    expect(submitted.event).toBe('estimation');
    expect(JSON.parse(submitted.data)).toEqual({
      quotationId: owner.quotation.id,
      estimationId: sent.id,
      change: 'submitted',
      storeName: '강남 모바일',
    });

    // The other buyer's stream got nothing from that quote: the first event it hears is the one
    // about its own request that comes after (events reach a stream in the order they happen).
    const rival = await createSeller(ctx, [1], { storeName: '홍대 폰' });
    const theirs = await callOk(
      ctx,
      submitSellerEstimation,
      { headers: rival.headers, params: { id: other.quotation.id }, body: phoneTerms },
      201,
    );
    expect(dataOf(await otherStream.next())).toEqual({
      quotationId: other.quotation.id,
      estimationId: theirs.id,
      change: 'submitted',
      storeName: '홍대 폰',
    });

    // Likewise the owner heard nothing of the other request: next come the edit and the withdrawal.
    await callOk(ctx, updateSellerEstimation, {
      headers: dealer.headers,
      params: { id: sent.id },
      body: { ...phoneTerms, storeSubsidy: 200_000 },
    });
    expect(dataOf(await ownerStream.next())).toEqual({
      quotationId: owner.quotation.id,
      estimationId: sent.id,
      change: 'updated',
      storeName: '강남 모바일',
    });
    await callOk(ctx, withdrawSellerEstimation, {
      headers: dealer.headers,
      params: { id: sent.id },
    });
    expect(dataOf(await ownerStream.next())).toMatchObject({
      estimationId: sent.id,
      change: 'withdrawn',
    });
  });

  it('sends each event to every open screen of the buyer', async () => {
    const owner = await buyerWithRequest('이준영');
    const dealer = await createSeller(ctx, [1], { storeName: '판교 모바일' });
    const phone = await open(owner.buyer.headers);
    const laptop = await open(owner.buyer.headers);

    const sent = await callOk(
      ctx,
      submitSellerEstimation,
      { headers: dealer.headers, params: { id: owner.quotation.id }, body: phoneTerms },
      201,
    );
    for (const screen of [phone, laptop]) {
      expect(dataOf(await screen.next())).toMatchObject({
        estimationId: sent.id,
        change: 'submitted',
        storeName: '판교 모바일',
      });
    }
  });

  it('stops listening for a buyer who closes the stream', async () => {
    const { buyer } = await buyerWithRequest('최민지');
    // The streams of the tests before are closed by now (their screens went away).
    await vi.waitFor(() => expect(ctx.app.deps.events.listenerCount).toBe(0));
    const stream = await open(buyer.headers);
    expect(ctx.app.deps.events.listenerCount).toBe(1);

    stream.close();
    await vi.waitFor(() => expect(ctx.app.deps.events.listenerCount).toBe(0));
  });

  it('asks for a login without a token, with a JSON envelope', async () => {
    const stream = await open();
    expect(stream.response.status).toBe(401);
    expect(stream.response.headers.get('content-type')).toContain('application/json');
    expect(await stream.response.json()).toEqual({
      status_code: 401,
      message: '로그인이 필요해요.',
      data: null,
    });
  });

  it("refuses a dealer's token with a JSON envelope", async () => {
    const dealer = await createSeller(ctx, [1]);
    const stream = await open(dealer.headers);
    expect(stream.response.status).toBe(403);
    expect(stream.response.headers.get('content-type')).toContain('application/json');
    expect(await stream.response.json()).toEqual({
      status_code: 403,
      message: '구매자 계정으로만 이용할 수 있어요.',
      data: null,
    });
  });

  it('refuses a token that is not valid', async () => {
    const stream = await open({ authorization: 'Bearer not-a-token' });
    expect(stream.response.status).toBe(401);
    expect(await stream.response.json()).toMatchObject({ status_code: 401, data: null });
  });
});

describe(`GET ${streamUrl}, resumed`, () => {
  /** A buyer's request and a dealer quoting on it, with a screen of the buyer watching. */
  async function quotedRequest() {
    const { buyer, quotation } = await buyerWithRequest('이하늘');
    const dealer = await createSeller(ctx, [1], { storeName: '신촌 폰' });
    const watching = await open(buyer.headers);
    const before = await watching.nextPosition();
    const sent = await callOk(
      ctx,
      submitSellerEstimation,
      { headers: dealer.headers, params: { id: quotation.id }, body: phoneTerms },
      201,
    );
    const submitted = await watching.next();
    await callOk(ctx, updateSellerEstimation, {
      headers: dealer.headers,
      params: { id: sent.id },
      body: { ...phoneTerms, storeSubsidy: 150_000 },
    });
    const updated = await watching.next();
    return { buyer, before, submitted, updated };
  }

  it('hears first what followed the position it names, each event with its own position', async () => {
    const { buyer, before, submitted, updated } = await quotedRequest();
    expect(submitted.id).toEqual(expect.any(String));
    expect(updated.id).not.toBe(submitted.id);

    const resumed = await open(buyer.headers, { after: before });
    expect(await resumed.next()).toEqual(submitted);
    expect(await resumed.next()).toEqual(updated);
    expect(await resumed.nextPosition()).toBe(updated.id);
  });

  it('resumes a reconnection from its Last-Event-ID, not from where it first opened', async () => {
    const { buyer, before, submitted, updated } = await quotedRequest();
    const reconnected = await open(
      { ...buyer.headers, 'last-event-id': submitted.id! },
      { after: before },
    );
    expect(await reconnected.next()).toEqual(updated);
  });

  it('says it missed what followed a position it cannot tell, then where it is', async () => {
    const { buyer, updated } = await quotedRequest();
    const stream = await open(buyer.headers, { after: 'a-position-this-server-never-gave' });
    expect(await stream.next()).toMatchObject({ event: 'missed', data: '' });
    expect(await stream.nextPosition()).toBe(updated.id);
  });

  it('tells an open stream when the server missed events, and where it is since', async () => {
    const { buyer } = await buyerWithRequest('한도윤');
    const stream = await open(buyer.headers);
    const before = await stream.nextPosition();
    ctx.app.deps.events.missedEvents();
    expect(await stream.next()).toMatchObject({ event: 'missed' });
    const since = ctx.app.deps.events.position;
    expect(since).not.toBe(before);
    await expect((await open(buyer.headers, { after: before })).next()).resolves.toMatchObject({
      event: 'missed',
    });
    expect(await (await open(buyer.headers, { after: since })).nextPosition()).toBe(since);
  });

  it('refuses a position longer than any it gives, with a JSON envelope', async () => {
    const { buyer } = await buyerWithRequest('오세린');
    const stream = await open(buyer.headers, { after: 'x'.repeat(65) });
    expect(stream.response.status).toBe(400);
    expect(await stream.response.json()).toMatchObject({ status_code: 400, data: null });
  });
});

describe(`GET ${toApiUrl(sellerInboxEvents.path)}`, () => {
  async function openInbox(headers: Record<string, string> = {}) {
    const stream = await openEventStream(baseUrl, sellerInboxEvents, headers);
    opened.push(stream);
    return stream;
  }
  const inboxDataOf = (event: ServerSentEvent) =>
    sellerInboxEventSchema.parse(JSON.parse(event.data));
  /**
   * A request opening in `categoryId` that no test sends: the first event a stream hears after
   * something is this one only if it heard nothing of that something.
   */
  const markerIn = async (categoryId: number) => {
    const marker = { quotationId: 900_000 + categoryId, categoryId };
    await publishQuoteEvent(ctx.database.db, { type: 'quotation-opened', ...marker });
    return { ...marker, change: 'opened', mine: false, closedReason: null };
  };

  it("tells the dealers of a new request's category about it, and the others nothing", async () => {
    const phones = await createSeller(ctx, [1, 2]);
    const rentals = await createSeller(ctx, [3]);
    const phoneInbox = await openInbox(phones.headers);
    const rentalInbox = await openInbox(rentals.headers);
    expect(phoneInbox.response.status).toBe(200);

    const buyer = await createBuyer(ctx);
    const saved = await callBidding(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId: null, productId, responses: phoneAnswers },
    });
    const quotationId = saved.data.quotationId!;
    await callBidding(ctx, submitBiddingRequest, {
      headers: buyer.headers,
      body: { quotationId, productOptionValueIds: [], categoryName: 'Mobile Phones' },
    });

    const heard = await phoneInbox.next();
    expect(heard.event).toBe('inbox');
    expect(JSON.parse(heard.data)).toEqual({
      quotationId,
      categoryId: 1,
      change: 'opened',
      mine: false,
      closedReason: null,
    });
    const marker = await markerIn(3);
    expect(inboxDataOf(await rentalInbox.next())).toEqual(marker);
  });

  it('tells the dealers of the category about each quote and the choice, flagging their own', async () => {
    const { buyer, quotation } = await buyerWithRequest('한지민');
    const chosen = await createSeller(ctx, [1]);
    const rival = await createSeller(ctx, [1, 3]);
    const outsider = await createSeller(ctx, [2]);
    const chosenInbox = await openInbox(chosen.headers);
    const rivalInbox = await openInbox(rival.headers);
    const outsiderInbox = await openInbox(outsider.headers);
    const about = (change: string, mine: boolean) => ({
      quotationId: quotation.id,
      categoryId: 1,
      change,
      mine,
      // The rival withdrew before the choice: its quote ended by its own hand, no reason to tell.
      closedReason: null,
    });

    const chosenQuote = await callOk(
      ctx,
      submitSellerEstimation,
      { headers: chosen.headers, params: { id: quotation.id }, body: phoneTerms },
      201,
    );
    expect(inboxDataOf(await chosenInbox.next())).toEqual(about('estimation', true));
    expect(inboxDataOf(await rivalInbox.next())).toEqual(about('estimation', false));

    const rivalQuote = await callOk(
      ctx,
      submitSellerEstimation,
      { headers: rival.headers, params: { id: quotation.id }, body: phoneTerms },
      201,
    );
    expect(inboxDataOf(await chosenInbox.next())).toEqual(about('estimation', false));
    expect(inboxDataOf(await rivalInbox.next())).toEqual(about('estimation', true));
    await callOk(ctx, withdrawSellerEstimation, {
      headers: rival.headers,
      params: { id: rivalQuote.id },
    });
    expect(inboxDataOf(await chosenInbox.next())).toEqual(about('estimation', false));
    expect(inboxDataOf(await rivalInbox.next())).toEqual(about('estimation', true));

    const selected = await postSelection(ctx, buyer.headers, selectionBody(chosenQuote.id));
    expect(selected.statusCode).toBe(200);
    expect(inboxDataOf(await chosenInbox.next())).toEqual(about('selected', true));
    expect(inboxDataOf(await rivalInbox.next())).toEqual(about('selected', false));

    const marker = await markerIn(2);
    expect(inboxDataOf(await outsiderInbox.next())).toEqual(marker);
  });

  it("refuses a buyer's token, and a caller without one, with a JSON envelope", async () => {
    const { headers } = await createBuyer(ctx);
    const asBuyer = await openInbox(headers);
    expect(asBuyer.response.status).toBe(403);
    expect(asBuyer.response.headers.get('content-type')).toContain('application/json');
    expect(await asBuyer.response.json()).toEqual({
      status_code: 403,
      message: '판매점 계정으로만 이용할 수 있어요.',
      data: null,
    });
    const anonymous = await openInbox();
    expect(anonymous.response.status).toBe(401);
    expect(await anonymous.response.json()).toMatchObject({ status_code: 401, data: null });
  });
});

describe('quote events on the database channel', () => {
  /**
   * Every event the app's hub hears from the writes of `run`. A marker published after them is
   * heard last (notifications arrive in the order their transactions committed), so once it is
   * here nothing of `run` is still on its way.
   */
  async function heardDuring(run: () => Promise<void>) {
    const heard: QuoteEvent[] = [];
    const { stop } = ctx.app.deps.events.subscribe({
      onEvent: ({ event }) => heard.push(event),
      onMissed: () => undefined,
    });
    const marker: QuoteEvent = { type: 'quotation-opened', quotationId: 0, categoryId: 0 };
    try {
      await run();
      await publishQuoteEvent(ctx.database.db, marker);
      await vi.waitFor(() => expect(heard.at(-1)).toEqual(marker));
    } finally {
      stop();
    }
    return heard.slice(0, -1);
  }

  it('tells that a buyer sent a request, for the dealers of its category', async () => {
    const buyer = await createBuyer(ctx);
    const saved = await callBidding(ctx, saveBiddingResponses, {
      headers: buyer.headers,
      body: { quotationId: null, productId, responses: phoneAnswers },
    });
    const quotationId = saved.data.quotationId!;
    const heard = await heardDuring(async () => {
      await callBidding(ctx, submitBiddingRequest, {
        headers: buyer.headers,
        body: { quotationId, productOptionValueIds: [], categoryName: 'Mobile Phones' },
      });
    });
    expect(heard.filter((event) => event.quotationId === quotationId)).toEqual([
      { type: 'quotation-opened', quotationId, categoryId: 1 },
    ]);
  });

  it('tells that a buyer chose a quote, and nothing when the choice is refused', async () => {
    const buyer = await createBuyer(ctx);
    const [chosen, other] = await Promise.all([createSeller(ctx, [1]), createSeller(ctx, [1])]);
    const request = await createQuoteRequest(ctx, {
      buyerId: buyer.user.id,
      productId,
      categoryId: 1,
      quotes: [phoneQuote(chosen.seller.id), phoneQuote(other.seller.id)],
    });
    const quotationId = request.quotation.id;
    const heard = await heardDuring(async () => {
      const first = await postSelection(ctx, buyer.headers, selectionBody(request.quotes[0]!.id));
      expect(first.statusCode).toBe(200);
      const second = await postSelection(ctx, buyer.headers, selectionBody(request.quotes[1]!.id));
      expect(second.statusCode).toBe(409);
    });
    expect(heard.filter((event) => event.quotationId === quotationId)).toEqual([
      {
        type: 'selection',
        quotationId,
        estimationId: request.quotes[0]!.id,
        buyerId: buyer.user.id,
        sellerId: chosen.seller.id,
        bidderSellerIds: [chosen.seller.id, other.seller.id].sort((a, b) => a - b),
      },
    ]);
  });

  it('tells nothing of a write that was rolled back', async () => {
    const lost: QuoteEvent = { type: 'quotation-opened', quotationId: 987_654, categoryId: 1 };
    const heard = await heardDuring(async () => {
      await expect(
        ctx.database.db.transaction(async (tx) => {
          await publishQuoteEvent(tx, lost);
          throw new Error('the write failed after publishing');
        }),
      ).rejects.toThrow('the write failed after publishing');
    });
    expect(heard).not.toContainEqual(lost);
  });
});
