import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOperatorInquiry,
  inquiryAnswerMessages,
  listOperatorInquiries,
  marketRequestMessages,
} from '@quotemarket/contract';
import { auditLog, inquiries } from '../db/schema';
import { createOperator } from '../testing/factories';
import { callFailing, callOk, hoursBefore, testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
let operator: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => testNow, seed: false });
  operator = await createOperator(ctx, 'OPERATOR');
});
afterAll(() => ctx.close());

async function inquiry(message: string, createdAt: Date) {
  const [row] = await ctx.database.db
    .insert(inquiries)
    .values({ category: 'purchase', message, replyEmail: 'buyer@example.com', createdAt })
    .returning();
  return row!;
}

describe('1:1 문의 queue', () => {
  it('lists what waits oldest first, and marks one answered with who did it and the note', async () => {
    const newer = await inquiry('견적이 오지 않아요. 확인 부탁드려요.', hoursBefore(1));
    const older = await inquiry('판매점 연락이 없어요. 어떻게 하나요?', hoursBefore(5));

    const waiting = await callOk(ctx, listOperatorInquiries, { headers: operator.headers });
    expect(waiting.list.map((row) => row.id)).toEqual([older.id, newer.id]);
    expect(waiting.list[0]).toMatchObject({
      status: 'received',
      replyEmail: 'buyer@example.com',
      answeredBy: null,
    });

    const answered = await callOk(ctx, answerOperatorInquiry, {
      headers: operator.headers,
      params: { id: older.id },
      body: { note: '판매점에 연락해 달라고 안내했어요.' },
    });
    expect(answered).toMatchObject({
      status: 'answered',
      answeredAt: testNow.toISOString(),
      answeredBy: { id: operator.operator.id, name: operator.operator.name },
      answerNote: '판매점에 연락해 달라고 안내했어요.',
    });

    const done = await callOk(ctx, listOperatorInquiries, {
      headers: operator.headers,
      query: { status: 'answered' },
    });
    expect(done.list.map((row) => row.id)).toEqual([older.id]);

    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, older.id));
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'inquiry.answer',
        targetType: 'inquiry',
        targetLabel: `#${older.id} 견적·구매`,
        operatorId: operator.operator.id,
      }),
    ]);
  });

  it('orders each tab by the column asked or by its own order, and refuses a column it does not have', async () => {
    const answered = async (message: string, createdAt: Date, answeredAt: Date) => {
      const [row] = await ctx.database.db
        .update(inquiries)
        .set({ status: 'answered', answeredAt, answerNote: '답했어요.' })
        .where(eq(inquiries.id, (await inquiry(message, createdAt)).id))
        .returning();
      return row!.id;
    };
    // Asked first, answered last; asked last, answered in between.
    const first = await answered('정렬 확인 1', hoursBefore(30), hoursBefore(1));
    const last = await answered('정렬 확인 2', hoursBefore(10), hoursBefore(5));
    const middle = await answered('정렬 확인 3', hoursBefore(20), hoursBefore(9));
    const mine = new Set([first, last, middle]);
    const order = async (query: object) =>
      (
        await callOk(ctx, listOperatorInquiries, {
          headers: operator.headers,
          query: { status: 'answered', ...query } as never,
        })
      ).list
        .map((row) => row.id)
        .filter((id) => mine.has(id));

    expect(await order({})).toEqual([first, last, middle]);
    expect(await order({ sort: 'answeredAt', order: 'asc' })).toEqual([middle, last, first]);
    expect(await order({ sort: 'createdAt', order: 'asc' })).toEqual([first, middle, last]);
    expect(await order({ sort: 'createdAt', order: 'desc' })).toEqual([last, middle, first]);

    const waiting = [
      await inquiry('정렬 확인 4', hoursBefore(3)),
      await inquiry('정렬 확인 5', hoursBefore(4)),
    ].map((row) => row.id);
    const waitingOrder = async (query: object) =>
      (
        await callOk(ctx, listOperatorInquiries, {
          headers: operator.headers,
          query: query as never,
        })
      ).list
        .map((row) => row.id)
        .filter((id) => waiting.includes(id));
    expect(await waitingOrder({ sort: 'createdAt', order: 'desc' })).toEqual(waiting);
    // What waits has no answer time: that order is the tab's own, the oldest first.
    expect(await waitingOrder({ sort: 'answeredAt', order: 'desc' })).toEqual(
      [...waiting].reverse(),
    );

    expect(
      await callFailing(ctx, listOperatorInquiries, {
        headers: operator.headers,
        query: { sort: 'replyEmail' } as never,
      }),
    ).toEqual({ status: 400, message: '정해진 정렬 기준 중에서 골라 주세요.' });
  });

  it('refuses a second answer, an empty note, an unknown inquiry and a 조회 전용 operator', async () => {
    const waiting = await inquiry('환불 문의드려요. 답변 부탁드려요.', hoursBefore(2));
    const body = { note: '이메일로 답했어요.' };
    await callOk(ctx, answerOperatorInquiry, {
      headers: operator.headers,
      params: { id: waiting.id },
      body,
    });
    expect(
      await callFailing(ctx, answerOperatorInquiry, {
        headers: operator.headers,
        params: { id: waiting.id },
        body,
      }),
    ).toEqual({ status: 409, message: marketRequestMessages.alreadyAnswered });
    expect(
      await callFailing(ctx, answerOperatorInquiry, {
        headers: operator.headers,
        params: { id: waiting.id },
        body: { note: ' ' },
      }),
    ).toEqual({ status: 400, message: inquiryAnswerMessages.noteRequired });
    expect(
      (
        await callFailing(ctx, answerOperatorInquiry, {
          headers: operator.headers,
          params: { id: 99_999 },
          body,
        })
      ).status,
    ).toBe(404);

    const untouched = await inquiry('다른 문의예요. 확인해 주세요.', hoursBefore(1));
    const viewer = await createOperator(ctx, 'VIEWER');
    const refused = await callFailing(ctx, answerOperatorInquiry, {
      headers: viewer.headers,
      params: { id: untouched.id },
      body,
    });
    expect(refused.status).toBe(403);
    const [row] = await ctx.database.db
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, untouched.id));
    expect(row!.status).toBe('received');
  });
});
