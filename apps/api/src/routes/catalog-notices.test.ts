import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNoticeDetail, listNotices } from '@quotemarket/contract';
import { notices } from '../db/schema';
import { callEndpoint, callOk } from '../testing/catalog-fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';

const dayMs = 24 * 60 * 60 * 1000;
/** 10:00 in Seoul on 2026-11-21. */
const now = new Date('2026-11-21T01:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => now });
  // The seeded notices are dated from the real clock; these tests use their own board.
  await ctx.database.db.delete(notices);
});
afterAll(() => ctx.close());

async function addNotice(values: Partial<typeof notices.$inferInsert> & { title: string }) {
  const [row] = await ctx.database.db
    .insert(notices)
    .values({ category: '공지', content: '<p>내용</p>', publishedAt: daysAgo(1), ...values })
    .returning();
  return row!;
}

describe('GET /api/v1/notices', () => {
  let ids: Record<
    'oldMandatory' | 'newMandatory' | 'latest' | 'older' | 'justAfterMidnight' | 'scheduled',
    number
  >;

  beforeAll(async () => {
    ids = {
      oldMandatory: (
        await addNotice({ title: '오래된 필독', mandatory: true, publishedAt: daysAgo(300) })
      ).id,
      newMandatory: (
        await addNotice({ title: '새 필독', mandatory: true, publishedAt: daysAgo(30) })
      ).id,
      latest: (await addNotice({ title: '최신 공지', publishedAt: daysAgo(1) })).id,
      older: (
        await addNotice({
          title: '지난 공지',
          publishedAt: daysAgo(10),
          imageUrl: '/media/notices/a.png',
        })
      ).id,
      // 15:30 UTC on the 20th is already 00:30 on the 21st in Seoul.
      justAfterMidnight: (
        await addNotice({ title: '자정 직후', publishedAt: new Date('2026-11-20T15:30:00Z') })
      ).id,
      scheduled: (
        await addNotice({
          title: '예약 공지',
          mandatory: true,
          publishedAt: new Date(now.getTime() + 60_000),
        })
      ).id,
    };
  });

  it('puts mandatory notices first, then the newest, and hides scheduled ones', async () => {
    const page = await callOk(ctx, listNotices, { query: { pageNo: 1, pageSize: 10 } });
    expect(page.list.map((notice) => notice.id)).toEqual([
      ids.newMandatory,
      ids.oldMandatory,
      ids.justAfterMidnight,
      ids.latest,
      ids.older,
    ]);
    expect(page).toMatchObject({ totalElements: 5, totalPages: 1 });
  });

  it('dates each notice in Seoul time', async () => {
    const page = await callOk(ctx, listNotices);
    const byId = new Map(page.list.map((notice) => [notice.id, notice]));
    expect(byId.get(ids.justAfterMidnight)).toEqual({
      id: ids.justAfterMidnight,
      category: '공지',
      title: '자정 직후',
      mandatory: false,
      interventionDate: '2026-11-20T15:30:00.000Z',
      date: '2026-11-21',
      imageUrl: null,
    });
    expect(byId.get(ids.older)).toMatchObject({
      date: '2026-11-11',
      imageUrl: '/media/notices/a.png',
    });
  });

  it('pages', async () => {
    const page = await callOk(ctx, listNotices, { query: { pageNo: 2, pageSize: 2 } });
    expect(page.list.map((notice) => notice.id)).toEqual([ids.justAfterMidnight, ids.latest]);
    expect(page).toMatchObject({ totalElements: 5, totalPages: 3 });
  });

  it('rejects a page size of 0 naming the field', async () => {
    const response = await callEndpoint(ctx, listNotices, { query: { pageSize: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('한 번에 볼 개수는 1 이상이어야 해요.');
  });
});

describe('GET /api/v1/notices/:id', () => {
  it('answers the notice with its content', async () => {
    const notice = await addNotice({
      title: '점검 안내',
      category: '점검',
      content: '<h3>일정</h3><p><strong>새벽 2시</strong>부터 점검해요.</p>',
      publishedAt: new Date('2026-11-19T03:00:00Z'),
    });
    expect(await callOk(ctx, getNoticeDetail, { params: { id: notice.id } })).toEqual({
      id: notice.id,
      category: '점검',
      title: '점검 안내',
      mandatory: false,
      interventionDate: '2026-11-19T03:00:00.000Z',
      date: '2026-11-19',
      imageUrl: null,
      content: '<h3>일정</h3><p><strong>새벽 2시</strong>부터 점검해요.</p>',
    });
  });

  it('sanitizes content again on read, even if a row was stored unsafe', async () => {
    const notice = await addNotice({
      title: '잘못 저장된 공지',
      content:
        '<p onclick="steal()">안내<script>alert(1)</script></p><a href="javascript:alert(1)">링크</a>' +
        '<a href="https://quotemarket.kr">공식</a><img src=x onerror=alert(1)>',
    });
    const { content } = await callOk(ctx, getNoticeDetail, { params: { id: notice.id } });
    expect(content).toBe(
      '<p>안내</p>링크<a href="https://quotemarket.kr" rel="noopener noreferrer" target="_blank">공식</a>',
    );
  });

  it('answers 404 in Korean for an unknown or not yet published notice', async () => {
    const scheduled = await addNotice({
      title: '내일 공지',
      publishedAt: new Date(now.getTime() + dayMs),
    });
    for (const id of [999_999, scheduled.id]) {
      const response = await callEndpoint(ctx, getNoticeDetail, { params: { id } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status_code: 404,
        message: '공지사항을 찾을 수 없어요.',
        data: null,
      });
    }
  });

  it('rejects an id that is not a number', async () => {
    const response = await callEndpoint(ctx, getNoticeDetail, { params: { id: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    );
  });
});
