import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAdminReport,
  listAdminReports,
  listMyReports,
  messageReportMessages,
  notFoundMessage,
  reportBuyerMessage,
  reportDealerMessage,
  reportedConversationContext,
  sendBuyerMessage,
  sendDealerMessage,
  updateAdminReport,
  type Endpoint,
} from '@quotemarket/contract';
import { notificationQueue, reports } from '../db/schema';
import { createConversation, sendText } from '../testing/conversation-kit';
import { createBuyer, createOperator, createProduct, createSeller } from '../testing/factories';
import { callOk, callRejected, testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

/*
 * Reporting a message (issue 43): either side reports what the other sent; it joins the
 * operators' reports queue as a message report, with the conversation around it.
 */

let clock = testNow;
let ctx: TestContext;
let productId: number;
let operator: { headers: Record<string, string> };
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  productId = (await createProduct(ctx)).id;
  operator = await createOperator(ctx, 'OPERATOR');
});
afterAll(() => ctx.close());

type Caller = { headers: Record<string, string> };

const conversation = () => createConversation(ctx, productId);

async function say(
  endpoint: typeof sendBuyerMessage | typeof sendDealerMessage,
  caller: Caller,
  estimationId: number,
  body: string,
) {
  clock = new Date(clock.getTime() + 1_000);
  return (await sendText(ctx, endpoint, caller, estimationId, body)).id;
}

const report = (
  endpoint: typeof reportBuyerMessage | typeof reportDealerMessage,
  caller: Caller,
  messageId: number,
  body: object = { reason: 'ABUSIVE' },
) => callOk(ctx, endpoint, { headers: caller.headers, params: { id: messageId }, body }, 201);

describe('reporting a message', () => {
  it('reaches the operators as a message report, with the conversation around it', async () => {
    const { buyer, dealer, estimationId } = await conversation();
    const before = await say(sendBuyerMessage, buyer, estimationId, '개통은 언제 돼요?');
    const rude = await say(sendDealerMessage, dealer, estimationId, '그런 것도 몰라요?');
    const after = await say(sendBuyerMessage, buyer, estimationId, '말씀이 좀 심하시네요.');

    const { reportId } = await report(reportBuyerMessage, buyer, rude, {
      reason: 'ABUSIVE',
      note: '  무례하게 말했어요. ',
    });

    const listed = await callOk(ctx, listAdminReports, {
      headers: operator.headers,
      query: { kind: 'message' },
    });
    expect(listed.list.map((row) => row.id)).toContain(reportId);
    const seller = await callOk(ctx, listAdminReports, {
      headers: operator.headers,
      query: { kind: 'seller' },
    });
    expect(seller.list.map((row) => row.id)).not.toContain(reportId);

    const detail = await callOk(ctx, getAdminReport, {
      headers: operator.headers,
      params: { id: reportId },
    });
    expect(detail).toMatchObject({
      kind: 'message',
      reporter: 'buyer',
      reason: 'ABUSIVE',
      content: '무례하게 말했어요.',
      dealer: { id: dealer.seller.id, storeName: '강남 모바일' },
    });
    expect(detail.conversation).toEqual({
      estimationId,
      reportedMessageId: rude,
      messages: [
        expect.objectContaining({ id: before, sender: 'buyer', body: '개통은 언제 돼요?' }),
        expect.objectContaining({ id: rude, sender: 'dealer', body: '그런 것도 몰라요?' }),
        expect.objectContaining({ id: after, sender: 'buyer', body: '말씀이 좀 심하시네요.' }),
      ],
    });

    // The buyer's 신고 내역 lists reports of stores; this one is the operators'.
    const mine = await callOk(ctx, listMyReports, { headers: buyer.headers });
    expect(mine.list).toEqual([]);
  });

  it('lets the store report the buyer’s message, once; its own messages cannot be reported', async () => {
    const { buyer, dealer, estimationId } = await conversation();
    const spam = await say(sendBuyerMessage, buyer, estimationId, '싸게 해 주세요 싸게 싸게');
    const own = await say(sendDealerMessage, dealer, estimationId, '확인해 볼게요.');

    const { reportId } = await report(reportDealerMessage, dealer, spam, { reason: 'SPAM' });
    const detail = await callOk(ctx, getAdminReport, {
      headers: operator.headers,
      params: { id: reportId },
    });
    expect(detail).toMatchObject({ kind: 'message', reporter: 'dealer', content: '' });
    expect(detail.conversation?.reportedMessageId).toBe(spam);

    expect(
      await callRejected(ctx, reportDealerMessage, {
        headers: dealer.headers,
        params: { id: spam },
        body: { reason: 'OTHER' },
      }),
    ).toMatchObject({ status: 409, message: messageReportMessages.alreadyReported });
    expect(
      await callRejected(ctx, reportDealerMessage, {
        headers: dealer.headers,
        params: { id: own },
        body: { reason: 'SPAM' },
      }),
    ).toMatchObject({ status: 400, message: messageReportMessages.ownMessage });
    // The buyer may still report the store's message: one report per message and reporter.
    await report(reportBuyerMessage, buyer, own);

    // Finishing a store's report of the buyer tells the buyer nothing.
    await callOk(ctx, updateAdminReport, {
      headers: operator.headers,
      params: { id: reportId },
      body: { status: 'DISMISSED', note: '대화에서 문제를 찾지 못했어요.' },
    });
    const pushed = await ctx.database.db
      .select()
      .from(notificationQueue)
      .where(eq(notificationQueue.dedupeKey, `report-outcome:${reportId}`));
    expect(pushed).toEqual([]);
  });

  it('refuses a reason outside the list, in Korean', async () => {
    const { buyer, dealer, estimationId } = await conversation();
    const message = await say(sendDealerMessage, dealer, estimationId, '안녕하세요.');
    expect(
      await callRejected(ctx, reportBuyerMessage, {
        headers: buyer.headers,
        params: { id: message },
        body: { reason: 'DIFFERENT_CONTRACT' },
      }),
    ).toMatchObject({ status: 400, message: messageReportMessages.reasonRequired });
    expect(
      await callRejected(ctx, reportBuyerMessage, {
        headers: buyer.headers,
        params: { id: message },
        body: { reason: 'OTHER', note: '가'.repeat(1_001) },
      }),
    ).toMatchObject({ status: 400, message: messageReportMessages.noteTooLong });
  });

  it('shows the operator at most the context around the reported message', async () => {
    const { buyer, dealer, estimationId } = await conversation();
    const ids: number[] = [];
    for (let index = 0; index < reportedConversationContext * 2 + 5; index += 1) {
      ids.push(await say(sendBuyerMessage, buyer, estimationId, `질문 ${index}`));
    }
    const middle = ids[reportedConversationContext + 2]!;
    const { reportId } = await report(reportDealerMessage, dealer, middle);
    const detail = await callOk(ctx, getAdminReport, {
      headers: operator.headers,
      params: { id: reportId },
    });
    expect(detail.conversation!.messages.map((message) => message.id)).toEqual(
      ids.slice(2, reportedConversationContext * 2 + 3),
    );
  });
});

describe('who may report a message', () => {
  it('is only the other side of its conversation: to anyone else it does not exist', async () => {
    const { buyer, dealer, estimationId } = await conversation();
    const fromDealer = await say(sendDealerMessage, dealer, estimationId, '견적 확인해 주세요.');
    const fromBuyer = await say(sendBuyerMessage, buyer, estimationId, '네.');
    const otherBuyer = await createBuyer(ctx);
    const otherStore = await createSeller(ctx, [1]);
    const notFound = { status: 404, message: notFoundMessage('message') };
    const cells: [Endpoint, Caller, number][] = [
      [reportBuyerMessage, otherBuyer, fromDealer],
      [reportDealerMessage, otherStore, fromBuyer],
      [reportBuyerMessage, buyer, 2_000_000_000],
    ];
    for (const [endpoint, caller, messageId] of cells) {
      expect(
        await callRejected(ctx, endpoint, {
          headers: caller.headers,
          params: { id: messageId },
          body: { reason: 'OTHER' },
        }),
        `${endpoint.path} ${messageId}`,
      ).toMatchObject(notFound);
    }
    // A buyer's token on the store's endpoint and the other way round is refused by its kind.
    expect(
      await callRejected(ctx, reportDealerMessage, {
        headers: buyer.headers,
        params: { id: fromBuyer },
        body: { reason: 'OTHER' },
      }),
    ).toMatchObject({ status: 403 });
    expect(
      await callRejected(ctx, reportBuyerMessage, {
        headers: dealer.headers,
        params: { id: fromDealer },
        body: { reason: 'OTHER' },
      }),
    ).toMatchObject({ status: 403 });
    expect(
      await ctx.database.db.select().from(reports).where(eq(reports.messageId, fromBuyer)),
    ).toEqual([]);
  });
});
