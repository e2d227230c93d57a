import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentMessages,
  createFaq,
  createNotice,
  getAdminNotice,
  getNoticeDetail,
  listAdminFaqs,
  listAdminNotices,
  listFaqs,
  listNotices,
  maxPageSize,
  previewNotice,
  publishFaq,
  publishNotice,
  unpublishFaq,
  unpublishNotice,
  updateFaq,
  updateNotice,
  type FaqInput,
  type NoticeInput,
} from '@quotemarket/contract';
import { auditLog, notices } from '../db/schema';
import { callOk, callRejected } from '../testing/seller-kit';
import { createOperator } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

/** The app's clock, moved by the scheduling test. */
let clock = new Date('2026-12-01T01:00:00Z');
let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  headers = (await createOperator(ctx, 'OPERATOR')).headers;
});
afterAll(() => ctx.close());

const draft: NoticeInput = {
  category: '이벤트',
  title: '연말 이벤트 안내',
  mandatory: false,
  content: '<p>12월 한 달 동안 <strong>이벤트</strong>를 열어요.</p>',
};

const auditActionsOf = async (id: number, targetType = 'notice') =>
  (
    await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id)
  ).map((row) => row.action);

async function buyerNoticeIds() {
  const page = await callOk(ctx, listNotices, { query: { pageNo: 1, pageSize: 100 } });
  return page.list.map((notice) => notice.id);
}

describe('a notice’s life', () => {
  it('stays a draft buyers never see, until published; then shows at once', async () => {
    await buyerNoticeIds();
    const created = await callOk(ctx, createNotice, { headers, body: draft }, 201);
    expect(created).toMatchObject({ state: 'draft', publishedAt: null });
    expect(await buyerNoticeIds()).not.toContain(created.id);
    expect((await callRejected(ctx, getNoticeDetail, { params: { id: created.id } })).status).toBe(
      404,
    );

    const preview = await callOk(ctx, previewNotice, { headers, params: { id: created.id } });
    expect(preview).toMatchObject({
      id: created.id,
      title: draft.title,
      content: draft.content,
      date: '2026-12-01',
    });

    const published = await callOk(ctx, publishNotice, {
      headers,
      params: { id: created.id },
      body: {},
    });
    expect(published.state).toBe('published');
    expect(await buyerNoticeIds()).toContain(created.id);
    const shown = await callOk(ctx, getNoticeDetail, { params: { id: created.id } });
    expect(shown).toEqual({ ...preview });

    await callOk(ctx, updateNotice, {
      headers,
      params: { id: created.id },
      body: { ...draft, title: '연말 이벤트 안내 (기간 연장)' },
    });
    expect((await callOk(ctx, getNoticeDetail, { params: { id: created.id } })).title).toBe(
      '연말 이벤트 안내 (기간 연장)',
    );

    const unpublished = await callOk(ctx, unpublishNotice, { headers, params: { id: created.id } });
    expect(unpublished.state).toBe('draft');
    expect(await buyerNoticeIds()).not.toContain(created.id);
    expect(await auditActionsOf(created.id)).toEqual([
      'notice.create',
      'notice.publish',
      'notice.update',
      'notice.unpublish',
    ]);
  });

  it('appears to buyers only from its scheduled time, by query', async () => {
    const created = await callOk(
      ctx,
      createNotice,
      { headers, body: { ...draft, title: '예약 공지' } },
      201,
    );
    const at = new Date(clock.getTime() + 60 * 60 * 1000);
    const scheduled = await callOk(ctx, publishNotice, {
      headers,
      params: { id: created.id },
      body: { publishAt: at.toISOString() },
    });
    expect(scheduled).toMatchObject({ state: 'scheduled', publishedAt: at.toISOString() });
    expect(await buyerNoticeIds()).not.toContain(created.id);
    const listed = await callOk(ctx, listAdminNotices, {
      headers,
      query: { state: 'scheduled', page: 1, size: 10 },
    });
    expect(listed.list.map((notice) => notice.id)).toContain(created.id);

    // The kept list lives seconds; a minute past the time is past any of it.
    clock = new Date(at.getTime() + 60_000);
    expect(await buyerNoticeIds()).toContain(created.id);
    // The operator's session ended after 30 idle minutes of the moved clock.
    headers = (await createOperator(ctx, 'OPERATOR')).headers;
    expect((await callOk(ctx, getAdminNotice, { headers, params: { id: created.id } })).state).toBe(
      'published',
    );
    expect(await auditActionsOf(created.id)).toEqual(['notice.create', 'notice.schedule']);
  });

  it('orders the list by the column asked, either way, a draft as the latest by 게시 시각', async () => {
    const notice = async (title: string, publishedAt: string | null, updatedAt: string) => {
      const [row] = await ctx.database.db
        .insert(notices)
        .values({
          ...draft,
          title,
          publishedAt: publishedAt === null ? null : new Date(publishedAt),
          updatedAt: new Date(updatedAt),
        })
        .returning({ id: notices.id });
      return row!.id;
    };
    const published = await notice('정렬 공지 가', '2026-11-01T00:00:00Z', '2026-11-20T00:00:00Z');
    const drafted = await notice('정렬 공지 나', null, '2026-11-10T00:00:00Z');
    const scheduled = await notice('정렬 공지 다', '2026-12-20T00:00:00Z', '2026-11-15T00:00:00Z');
    const ours = [published, drafted, scheduled];
    // Every notice of this file fits one page; the order of this test's three is what counts.
    const order = async (query: object) =>
      (
        await callOk(ctx, listAdminNotices, {
          headers,
          query: { size: maxPageSize, ...query } as never,
        })
      ).list
        .map((row) => row.id)
        .filter((id) => ours.includes(id));

    expect(await order({})).toEqual([published, scheduled, drafted]);
    expect(await order({ sort: 'updatedAt', order: 'asc' })).toEqual([
      drafted,
      scheduled,
      published,
    ]);
    expect(await order({ sort: 'title', order: 'asc' })).toEqual([published, drafted, scheduled]);
    expect(await order({ sort: 'title', order: 'desc' })).toEqual([scheduled, drafted, published]);
    expect(await order({ sort: 'publishedAt', order: 'desc' })).toEqual([
      drafted,
      scheduled,
      published,
    ]);
    expect(await order({ sort: 'publishedAt', order: 'asc' })).toEqual([
      published,
      scheduled,
      drafted,
    ]);
    expect(
      await callRejected(ctx, listAdminNotices, { headers, query: { sort: 'content' } }),
    ).toMatchObject({ status: 400, message: '정해진 정렬 기준 중에서 골라 주세요.' });
  });

  it('sanitises HTML with the buyer app’s allow-list on the way in', async () => {
    const created = await callOk(
      ctx,
      createNotice,
      {
        headers,
        body: {
          ...draft,
          content:
            '<p onclick="steal()">안내<script>alert(1)</script></p><a href="javascript:alert(1)">링크</a><img src="http://tracker.example/x.png">',
        },
      },
      201,
    );
    expect(created.content).not.toMatch(/script|onclick|javascript:|tracker/);
    expect(created.content).toContain('<p>안내</p>');
  });
});

describe('refused notice writes', () => {
  it.each([
    ['an empty title', { title: ' ' }, contentMessages.titleRequired],
    ['empty content', { content: '' }, contentMessages.contentRequired],
    [
      'content the allow-list empties',
      { content: '<script>alert(1)</script>' },
      contentMessages.contentEmptyAfterSanitising,
    ],
  ])('refuses %s with a Korean message', async (_case, change, message) => {
    const before = (await ctx.database.db.select({ value: count() }).from(auditLog))[0]!.value;
    const refused = await callRejected(ctx, createNotice, {
      headers,
      body: { ...draft, ...change },
    });
    expect(refused).toMatchObject({ status: 400, message });
    const after = (await ctx.database.db.select({ value: count() }).from(auditLog))[0]!.value;
    expect(after).toBe(before);
  });

  it('refuses a schedule in the past', async () => {
    const created = await callOk(ctx, createNotice, { headers, body: draft }, 201);
    const refused = await callRejected(ctx, publishNotice, {
      headers,
      params: { id: created.id },
      body: { publishAt: new Date(clock.getTime() - 1000).toISOString() },
    });
    expect(refused).toMatchObject({ status: 400, message: contentMessages.publishAtPast });
    expect((await callOk(ctx, getAdminNotice, { headers, params: { id: created.id } })).state).toBe(
      'draft',
    );
  });

  it('answers 404 in Korean for a notice that does not exist', async () => {
    const refused = await callRejected(ctx, unpublishNotice, { headers, params: { id: 999_999 } });
    expect(refused).toMatchObject({ status: 404, message: '공지사항을 찾을 수 없어요.' });
  });
});

describe('the FAQ', () => {
  const entry: FaqInput = {
    category: 'quote',
    question: '견적은 몇 곳에서 받을 수 있나요?',
    answer: '판매점 여러 곳이 48시간 동안 견적을 보내요.',
    displayOrder: 2,
  };
  const buyerQuestions = async () => (await callOk(ctx, listFaqs)).map((faq) => faq.question);

  it('gives buyers the five entries that moved from the app, in their order', async () => {
    const faqs = await callOk(ctx, listFaqs);
    expect(faqs.map((faq) => faq.category)).toEqual([
      'service',
      'quote',
      'quote',
      'signup',
      'signup',
    ]);
    expect(faqs[0]!.question).toBe('견적마켓은 어떻게 이용하나요? 비용이 드나요?');
  });

  it('keeps a draft from buyers, shows it once published and takes it down, each audited', async () => {
    headers = (await createOperator(ctx, 'OPERATOR')).headers;
    await buyerQuestions();
    const created = await callOk(ctx, createFaq, { headers, body: entry }, 201);
    expect(created.state).toBe('draft');
    expect(await buyerQuestions()).not.toContain(entry.question);

    await callOk(ctx, publishFaq, { headers, params: { id: created.id }, body: {} });
    const shown = await buyerQuestions();
    expect(shown).toContain(entry.question);
    // Order 2 puts it after the entries of orders 0–2 (a tie goes to the older entry).
    expect(shown.indexOf(entry.question)).toBe(3);

    await callOk(ctx, updateFaq, {
      headers,
      params: { id: created.id },
      body: { ...entry, answer: '여러 판매점이 견적을 보내요.' },
    });
    const admin = await callOk(ctx, listAdminFaqs, { headers, query: { category: 'quote' } });
    expect(admin.find((faq) => faq.id === created.id)?.answer).toBe('여러 판매점이 견적을 보내요.');

    await callOk(ctx, unpublishFaq, { headers, params: { id: created.id } });
    expect(await buyerQuestions()).not.toContain(entry.question);
    expect(await auditActionsOf(created.id, 'faq')).toEqual([
      'faq.create',
      'faq.publish',
      'faq.update',
      'faq.unpublish',
    ]);
  });

  it('shows a scheduled entry only from its time', async () => {
    headers = (await createOperator(ctx, 'OPERATOR')).headers;
    const created = await callOk(
      ctx,
      createFaq,
      { headers, body: { ...entry, question: '예약된 질문인가요?' } },
      201,
    );
    const at = new Date(clock.getTime() + 10 * 60_000);
    await callOk(ctx, publishFaq, {
      headers,
      params: { id: created.id },
      body: { publishAt: at.toISOString() },
    });
    expect(await buyerQuestions()).not.toContain('예약된 질문인가요?');
    const stateOf = async () =>
      (await callOk(ctx, listAdminFaqs, { headers, query: {} })).find(
        (faq) => faq.id === created.id,
      );
    expect(await stateOf()).toMatchObject({ state: 'scheduled', publishedAt: at.toISOString() });
    clock = new Date(at.getTime() + 60_000);
    expect(await buyerQuestions()).toContain('예약된 질문인가요?');
    headers = (await createOperator(ctx, 'OPERATOR')).headers;
    expect((await stateOf())?.state).toBe('published');
    expect(await auditActionsOf(created.id, 'faq')).toEqual(['faq.create', 'faq.schedule']);
  });

  it('refuses an empty question in Korean', async () => {
    headers = (await createOperator(ctx, 'OPERATOR')).headers;
    const refused = await callRejected(ctx, createFaq, {
      headers,
      body: { ...entry, question: ' ' },
    });
    expect(refused).toMatchObject({ status: 400, message: contentMessages.questionRequired });
  });
});
