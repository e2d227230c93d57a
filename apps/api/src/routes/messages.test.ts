import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anonymousBuyerName,
  contactRefusalMessages,
  conversationEventName,
  conversationEventSchema,
  getBuyerConversation,
  getBuyerUnreadMessages,
  getDealerConversation,
  getDealerUnreadMessages,
  messageMessages,
  notFoundMessage,
  quotationEvents,
  readBuyerConversation,
  readDealerConversation,
  sellerInboxEvents,
  sendBuyerMessage,
  sendBuyerMessagePhoto,
  sendDealerMessage,
  sendDealerMessagePhoto,
  type Endpoint,
} from '@quotemarket/contract';
import { messages, quotations, sellers } from '../db/schema';
import { sendText } from '../testing/conversation-kit';
import { bearer, createBuyer, createProduct, createSeller } from '../testing/factories';
import {
  listeningBaseUrl,
  openEventStream,
  type OpenEventStream,
} from '../testing/event-stream-client';
import { createQuoteRequest, phoneQuote } from '../testing/quotation-fixtures';
import { callOk, callRejected, recordSelection, testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';
import { callEndpoint } from '../testing/call-endpoint';

const dayMs = 24 * 60 * 60 * 1000;

let clock = testNow;
let ctx: TestContext;
let productId: number;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  productId = (await createProduct(ctx)).id;
});
afterAll(() => ctx.close());
beforeEach(() => {
  clock = testNow;
});

/** A buyer's open phone request with quotes from two stores, and a third store that did not bid. */
async function requestWithTwoBids() {
  const buyer = await createBuyer(ctx, { name: '김지현' });
  const first = await createSeller(ctx, [1], { storeName: '강남 모바일' });
  const second = await createSeller(ctx, [1], { storeName: '역삼 폰마트' });
  const bystander = await createSeller(ctx, [1], { storeName: '구경만 하는 매장' });
  const { quotation, quotes } = await createQuoteRequest(ctx, {
    buyerId: buyer.user.id,
    productId,
    categoryId: 1,
    quotes: [phoneQuote(first.seller.id), phoneQuote(second.seller.id)],
  });
  return { buyer, first, second, bystander, quotation, bids: quotes };
}

type Caller = { headers: Record<string, string> };
const send = (
  endpoint: typeof sendBuyerMessage | typeof sendDealerMessage,
  caller: Caller,
  estimationId: number,
  body: string,
) => sendText(ctx, endpoint, caller, estimationId, body);
const refusedSend = (endpoint: Endpoint, caller: Caller, estimationId: number, body: string) =>
  callRejected(ctx, endpoint, {
    headers: caller.headers,
    params: { id: estimationId },
    body: { body },
  });

describe('who may read and write a conversation', () => {
  it('lets only the request’s buyer and the quote’s store in: to anyone else it does not exist', async () => {
    const { buyer, first, second, bystander, bids } = await requestWithTwoBids();
    const otherBuyer = await createBuyer(ctx);
    const conversation = bids[0]!.id;
    await send(sendBuyerMessage, buyer, conversation, '이 색상 재고 있나요?');
    await send(sendDealerMessage, first, conversation, '네, 있어요.');

    const notFound = { status: 404, message: notFoundMessage('conversation') };
    const buyerCalls = [
      getBuyerConversation,
      sendBuyerMessage,
      sendBuyerMessagePhoto,
      readBuyerConversation,
    ];
    const dealerCalls = [
      getDealerConversation,
      sendDealerMessage,
      sendDealerMessagePhoto,
      readDealerConversation,
    ];
    const cells: [Endpoint, Caller][] = [
      ...buyerCalls.map((endpoint): [Endpoint, Caller] => [endpoint, otherBuyer]),
      // Another store that bid on the same request, and one that never bid.
      ...dealerCalls.map((endpoint): [Endpoint, Caller] => [endpoint, second]),
      ...dealerCalls.map((endpoint): [Endpoint, Caller] => [endpoint, bystander]),
    ];
    for (const [endpoint, caller] of cells) {
      const refused = await callRejected(ctx, endpoint, {
        headers: caller.headers,
        params: { id: conversation },
        ...(endpoint.method === 'POST' && { body: { body: '안녕하세요' } }),
      });
      expect(refused, `${endpoint.method} ${endpoint.path}`).toMatchObject(notFound);
    }
    // A quote id that does not exist reads the same as someone else's.
    expect(
      await callRejected(ctx, getBuyerConversation, {
        headers: buyer.headers,
        params: { id: 2_000_000_000 },
      }),
    ).toMatchObject(notFound);

    // Nothing of it shows in the outsiders' counts, and nothing they tried was stored.
    expect(await callOk(ctx, getBuyerUnreadMessages, { headers: otherBuyer.headers })).toEqual({
      total: 0,
      requests: [],
    });
    expect(await callOk(ctx, getDealerUnreadMessages, { headers: second.headers })).toEqual({
      total: 0,
      requests: [],
    });
    const stored = await ctx.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.estimationId, conversation));
    expect(stored.map((row) => row.body)).toEqual(['이 색상 재고 있나요?', '네, 있어요.']);
  });
});

describe('a conversation read page by page', () => {
  it('gives the newest first and the earlier ones through the cursor, to both sides', async () => {
    const { buyer, first, bids } = await requestWithTwoBids();
    const conversation = bids[0]!.id;
    const said = [
      '개통은 언제 돼요?',
      '내일 오후에 가능해요.',
      '256GB 블루도 있나요?',
      '네, 있어요.',
    ];
    for (const [index, body] of said.entries()) {
      clock = new Date(testNow.getTime() + index * 60_000);
      await send(
        index % 2 === 0 ? sendBuyerMessage : sendDealerMessage,
        index % 2 === 0 ? buyer : first,
        conversation,
        body,
      );
    }

    const latest = await callOk(ctx, getBuyerConversation, {
      headers: buyer.headers,
      params: { id: conversation },
      query: { size: 3 },
    });
    expect(latest.messages.map((message) => message.body)).toEqual(said.slice(1).reverse());
    expect(latest.messages.map((message) => message.mine)).toEqual([false, true, false]);
    expect(latest.messages[0]!.createdAt).toBe(
      new Date(testNow.getTime() + 3 * 60_000).toISOString(),
    );
    expect(latest).toMatchObject({ counterpartName: '강남 모바일', canSend: true, closesAt: null });
    expect(latest.nextBefore).toBe(latest.messages[2]!.id);

    const earlier = await callOk(ctx, getBuyerConversation, {
      headers: buyer.headers,
      params: { id: conversation },
      query: { size: 3, before: latest.nextBefore! },
    });
    expect(earlier.messages.map((message) => message.body)).toEqual([said[0]]);
    expect(earlier.nextBefore).toBeNull();

    // The store sees the same conversation from its side, the buyer only as '고객'.
    const dealerView = await callOk(ctx, getDealerConversation, {
      headers: first.headers,
      params: { id: conversation },
    });
    expect(dealerView.counterpartName).toBe(anonymousBuyerName);
    expect(dealerView.messages.map((message) => [message.sender, message.mine])).toEqual([
      ['dealer', true],
      ['buyer', false],
      ['dealer', true],
      ['buyer', false],
    ]);
    expect(JSON.stringify(dealerView)).not.toContain('김지현');
  });

  it('keeps a message without its surrounding blanks, and refuses an empty or too long one', async () => {
    const { buyer, bids } = await requestWithTwoBids();
    const sent = await send(sendBuyerMessage, buyer, bids[0]!.id, '  재고 있나요?\n');
    expect(sent).toMatchObject({ body: '재고 있나요?', sender: 'buyer', mine: true, readAt: null });
    expect(await refusedSend(sendBuyerMessage, buyer, bids[0]!.id, '   ')).toMatchObject({
      status: 400,
      message: messageMessages.empty,
    });
    expect(
      await refusedSend(sendBuyerMessage, buyer, bids[0]!.id, '가'.repeat(1_001)),
    ).toMatchObject({
      status: 400,
      message: messageMessages.tooLong,
    });
  });
});

describe('contact that would leave the platform', () => {
  it('is refused from either side with the reason, until the buyer chooses that store', async () => {
    const { buyer, first, second, bids } = await requestWithTwoBids();
    const [chosen, other] = [bids[0]!.id, bids[1]!.id];
    expect(
      await refusedSend(sendBuyerMessage, buyer, chosen, '010-1234-5678로 전화 주세요'),
    ).toEqual({
      status: 400,
      message: contactRefusalMessages.phone,
      fields: null,
    });
    expect(
      await refusedSend(sendDealerMessage, first, chosen, '카톡 아이디 qmstore 추가해 주세요'),
    ).toMatchObject({
      status: 400,
      message: contactRefusalMessages.messenger,
    });
    expect(
      await refusedSend(sendDealerMessage, second, other, 'https://open.kakao.com/o/abc123'),
    ).toMatchObject({
      status: 400,
      message: contactRefusalMessages.link,
    });
    // What only looks like a number goes through.
    await send(sendDealerMessage, first, chosen, 'SM-S948N 256GB, 총 1,250,000원이에요');

    // Once the buyer chose the first store and consented, the two may exchange numbers; the store
    // not chosen still may not, and a link is refused to everyone.
    await recordSelection(ctx, { estimationId: chosen, buyerName: '김지현' });
    await send(sendDealerMessage, first, chosen, '010-9876-5432로 연락 주시면 돼요');
    const dealerView = await callOk(ctx, getDealerConversation, {
      headers: first.headers,
      params: { id: chosen },
    });
    // The choice ends the request: the conversation now closes 90 days after it.
    expect(dealerView).toMatchObject({
      counterpartName: '김지현',
      closesAt: new Date(testNow.getTime() + 90 * dayMs).toISOString(),
    });
    expect(
      await refusedSend(sendDealerMessage, second, other, '01098765432 전화 주세요'),
    ).toMatchObject({
      status: 400,
      message: contactRefusalMessages.phone,
    });
    expect(
      await refusedSend(sendBuyerMessage, buyer, chosen, 'naver.me/x1y2z3 여기 봐 주세요'),
    ).toMatchObject({
      status: 400,
      message: contactRefusalMessages.link,
    });
    const stored = await ctx.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.quotationId, bids[0]!.quotationId));
    expect(stored.map((row) => row.body).sort()).toEqual(
      ['010-9876-5432로 연락 주시면 돼요', 'SM-S948N 256GB, 총 1,250,000원이에요'].sort(),
    );
  });
});

describe('when sending stops', () => {
  it('closes 90 days after the request ends (its deadline, or when it was chosen or closed)', async () => {
    const request = await requestWithTwoBids();
    const { quotation, bids } = request;
    const closesAt = new Date(quotation.deadlineAt!.getTime() + 90 * dayMs);
    // Sessions do not last three months: each side signs in again on the day.
    const signIn = async (kind: 'buyer' | 'seller', id: number) => ({
      headers: bearer(await ctx.app.deps.tokens.issue(kind, id)),
    });

    clock = new Date(closesAt.getTime() - 1);
    const buyer = await signIn('buyer', request.buyer.user.id);
    const first = await signIn('seller', request.first.seller.id);
    const second = await signIn('seller', request.second.seller.id);
    await send(sendBuyerMessage, buyer, bids[0]!.id, '아직 구매할 수 있나요?');
    const open = await callOk(ctx, getDealerConversation, {
      headers: first.headers,
      params: { id: bids[0]!.id },
    });
    expect(open).toMatchObject({ canSend: true, closesAt: closesAt.toISOString() });

    clock = closesAt;
    const closed = { status: 409, message: messageMessages.closed };
    expect(await refusedSend(sendBuyerMessage, buyer, bids[0]!.id, '혹시요?')).toMatchObject(
      closed,
    );
    expect(
      await refusedSend(sendDealerMessage, second, bids[1]!.id, '아직 가능해요'),
    ).toMatchObject(closed);
    // What was said stays readable.
    const readable = await callOk(ctx, getBuyerConversation, {
      headers: buyer.headers,
      params: { id: bids[0]!.id },
    });
    expect(readable).toMatchObject({
      canSend: false,
      messages: [{ body: '아직 구매할 수 있나요?' }],
    });

    // A request the buyer closed early ends then, not at its deadline.
    clock = testNow;
    const early = await requestWithTwoBids();
    const closedAt = new Date(testNow.getTime() + 60_000);
    await ctx.database.db
      .update(quotations)
      .set({ status: 'CANCELLED', closedAt })
      .where(eq(quotations.id, early.quotation.id));
    clock = new Date(closedAt.getTime() + 90 * dayMs);
    const earlyBuyer = await signIn('buyer', early.buyer.user.id);
    expect(
      await refusedSend(sendBuyerMessage, earlyBuyer, early.bids[0]!.id, '혹시요?'),
    ).toMatchObject(closed);
    clock = new Date(closedAt.getTime() + 90 * dayMs - 1);
    await send(sendBuyerMessage, earlyBuyer, early.bids[0]!.id, '혹시요?');
  });

  it('stops a store an operator suspended, and tells its buyers it cannot take messages', async () => {
    const { buyer, first, bids } = await requestWithTwoBids();
    await send(sendDealerMessage, first, bids[0]!.id, '궁금한 점 있으면 물어봐 주세요.');
    await ctx.database.db
      .update(sellers)
      .set({ suspendedAt: testNow, suspensionReason: '허위 견적' })
      .where(eq(sellers.id, first.seller.id));

    // The suspended store's login no longer counts anywhere.
    expect((await refusedSend(sendDealerMessage, first, bids[0]!.id, '안녕하세요')).status).toBe(
      401,
    );
    expect(await refusedSend(sendBuyerMessage, buyer, bids[0]!.id, '안녕하세요')).toMatchObject({
      status: 409,
      message: messageMessages.storeUnavailable,
    });
    const conversation = await callOk(ctx, getBuyerConversation, {
      headers: buyer.headers,
      params: { id: bids[0]!.id },
    });
    expect(conversation.canSend).toBe(false);
    // The other store's conversation goes on.
    await send(sendBuyerMessage, buyer, bids[1]!.id, '재고 있나요?');
  });
});

describe('unread counts and read receipts', () => {
  it('counts what each side has not read, and clears it when read, with the receipt shown', async () => {
    const { buyer, first, second, quotation, bids } = await requestWithTwoBids();
    const [fromFirst, fromSecond] = [bids[0]!.id, bids[1]!.id];
    await send(sendDealerMessage, first, fromFirst, '안녕하세요, 강남 모바일이에요.');
    const answered = await send(sendDealerMessage, first, fromFirst, '궁금한 점 물어봐 주세요.');
    await send(sendDealerMessage, second, fromSecond, '오늘 개통 가능해요.');
    await send(sendBuyerMessage, buyer, fromSecond, '색상은요?');

    expect(await callOk(ctx, getBuyerUnreadMessages, { headers: buyer.headers })).toEqual({
      total: 3,
      requests: [
        {
          quotationId: quotation.id,
          unread: 3,
          estimations: [
            { estimationId: fromFirst, unread: 2 },
            { estimationId: fromSecond, unread: 1 },
          ],
        },
      ],
    });
    expect(await callOk(ctx, getDealerUnreadMessages, { headers: second.headers })).toEqual({
      total: 1,
      requests: [{ quotationId: quotation.id, estimationId: fromSecond, unread: 1 }],
    });
    expect((await callOk(ctx, getDealerUnreadMessages, { headers: first.headers })).total).toBe(0);

    clock = new Date(testNow.getTime() + 5 * 60_000);
    expect(
      await callOk(ctx, readBuyerConversation, {
        headers: buyer.headers,
        params: { id: fromFirst },
      }),
    ).toEqual({ estimationId: fromFirst, readCount: 2 });
    // Reading again marks nothing more.
    expect(
      await callOk(ctx, readBuyerConversation, {
        headers: buyer.headers,
        params: { id: fromFirst },
      }),
    ).toEqual({ estimationId: fromFirst, readCount: 0 });

    const storeView = await callOk(ctx, getDealerConversation, {
      headers: first.headers,
      params: { id: fromFirst },
    });
    expect(storeView.messages.find((message) => message.id === answered.id)?.readAt).toBe(
      clock.toISOString(),
    );
    expect(await callOk(ctx, getBuyerUnreadMessages, { headers: buyer.headers })).toMatchObject({
      total: 1,
      requests: [{ unread: 1, estimations: [{ estimationId: fromSecond, unread: 1 }] }],
    });
    // The buyer's own message is not theirs to read: it stays unread until the store reads it.
    const buyerView = await callOk(ctx, getBuyerConversation, {
      headers: buyer.headers,
      params: { id: fromSecond },
    });
    expect(buyerView.messages[0]).toMatchObject({ body: '색상은요?', mine: true, readAt: null });
    await callOk(ctx, readDealerConversation, {
      headers: second.headers,
      params: { id: fromSecond },
    });
    expect((await callOk(ctx, getDealerUnreadMessages, { headers: second.headers })).total).toBe(0);
  });
});

describe('kept answers', () => {
  it('keeps a conversation and the unread counts until a message in it is sent or read', async () => {
    const { buyer, first, bids } = await requestWithTwoBids();
    const quoteId = bids[0]!.id;
    const conversationOf = (caller: Caller) =>
      callEndpoint(ctx, getBuyerConversation, { headers: caller.headers, params: { id: quoteId } });
    const unreadOf = (caller: Caller) =>
      callEndpoint(ctx, getBuyerUnreadMessages, { headers: caller.headers });
    const cacheOf = async (answer: ReturnType<typeof conversationOf>) =>
      (await answer).headers['x-cache'];

    expect([await cacheOf(conversationOf(buyer)), await cacheOf(conversationOf(buyer))]).toEqual([
      'miss',
      'hit',
    ]);
    expect([await cacheOf(unreadOf(buyer)), await cacheOf(unreadOf(buyer))]).toEqual([
      'miss',
      'hit',
    ]);

    await send(sendDealerMessage, first, quoteId, '오늘 개통 가능해요.');
    const afterSend = await conversationOf(buyer);
    expect(afterSend.headers['x-cache']).toBe('miss');
    expect(afterSend.json().data.messages[0]).toMatchObject({ body: '오늘 개통 가능해요.' });
    expect((await unreadOf(buyer)).json().data.total).toBe(1);

    await callOk(ctx, readBuyerConversation, { headers: buyer.headers, params: { id: quoteId } });
    expect((await unreadOf(buyer)).json().data.total).toBe(0);
    const storeView = await callOk(ctx, getDealerConversation, {
      headers: first.headers,
      params: { id: quoteId },
    });
    expect(storeView.messages[0]?.readAt).not.toBeNull();
  });
});

describe('rate limit', () => {
  it('refuses a sender past the budget, whichever conversation, and nobody else', async () => {
    const limited = await createTestApp({
      now: () => clock,
      settings: { rateLimits: { messagesPerSender: { max: 3, windowMs: 5 * 60_000 } } },
    });
    try {
      const buyer = await createBuyer(limited);
      const dealers = [await createSeller(limited, [1]), await createSeller(limited, [1])];
      const product = await createProduct(limited);
      const { quotes } = await createQuoteRequest(limited, {
        buyerId: buyer.user.id,
        productId: product.id,
        categoryId: 1,
        quotes: dealers.map((dealer) => phoneQuote(dealer.seller.id)),
      });
      const attempt = (caller: Caller, estimationId: number) => ({
        headers: caller.headers,
        params: { id: estimationId },
        body: { body: '재고 있나요?' },
      });
      const statusOf = async (caller: Caller, endpoint: Endpoint, estimationId: number) =>
        (await callEndpoint(limited, endpoint, attempt(caller, estimationId))).statusCode;

      expect(await statusOf(buyer, sendBuyerMessage, quotes[0]!.id)).toBe(201);
      expect(await statusOf(buyer, sendBuyerMessage, quotes[1]!.id)).toBe(201);
      expect(await statusOf(buyer, sendBuyerMessage, quotes[0]!.id)).toBe(201);
      const refused = await callEndpoint(limited, sendBuyerMessage, attempt(buyer, quotes[1]!.id));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(
        /^보낸 메시지가 너무 많아요\. .+ 다시 시도해 주세요\.$/,
      );
      // The stores have their own budgets.
      expect(await statusOf(dealers[0]!, sendDealerMessage, quotes[0]!.id)).toBe(201);
      // The next window starts over.
      clock = new Date(testNow.getTime() + 5 * 60_000);
      expect(await statusOf(buyer, sendBuyerMessage, quotes[1]!.id)).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('live delivery', () => {
  let baseUrl: string;
  const opened: OpenEventStream[] = [];
  beforeAll(async () => {
    baseUrl = await listeningBaseUrl(ctx);
  });
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });
  const listen = async (
    stream: typeof quotationEvents | typeof sellerInboxEvents,
    caller: Caller,
  ) => {
    const open = await openEventStream(baseUrl, stream, caller.headers);
    opened.push(open);
    expect(open.response.status).toBe(200);
    return open;
  };
  const nextMessageEvent = async (stream: OpenEventStream) => {
    const event = await stream.next(5_000);
    expect(event.event).toBe(conversationEventName);
    return conversationEventSchema.parse(JSON.parse(event.data));
  };

  it('brings each message and read receipt to both sides once, and to no other store', async () => {
    const { buyer, first, second, quotation, bids } = await requestWithTwoBids();
    const buyerStream = await listen(quotationEvents, buyer);
    const firstStream = await listen(sellerInboxEvents, first);
    const secondStream = await listen(sellerInboxEvents, second);

    const question = await send(sendBuyerMessage, buyer, bids[0]!.id, '개통은 언제 돼요?');
    const sent = {
      quotationId: quotation.id,
      estimationId: bids[0]!.id,
      change: 'sent',
      by: 'buyer',
      messageId: question.id,
    };
    expect(await nextMessageEvent(firstStream)).toEqual(sent);
    expect(await nextMessageEvent(buyerStream)).toEqual(sent);

    await callOk(ctx, readDealerConversation, {
      headers: first.headers,
      params: { id: bids[0]!.id },
    });
    const read = { ...sent, change: 'read', by: 'dealer', messageId: null };
    expect(await nextMessageEvent(buyerStream)).toEqual(read);
    expect(await nextMessageEvent(firstStream)).toEqual(read);

    // The other store hears nothing of that conversation: the first thing it hears is its own.
    const answer = await send(sendDealerMessage, second, bids[1]!.id, '저희는 오늘 가능해요.');
    const secondSent = {
      quotationId: quotation.id,
      estimationId: bids[1]!.id,
      change: 'sent',
      by: 'dealer',
      messageId: answer.id,
    };
    expect(await nextMessageEvent(secondStream)).toEqual(secondSent);
    // And the buyer hears each event exactly once: the next one is this, not a repeat.
    expect(await nextMessageEvent(buyerStream)).toEqual(secondSent);
    await expect(firstStream.next(500)).rejects.toThrow(/no event/);
  });
});
