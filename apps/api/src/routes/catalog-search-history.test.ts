import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteSearchHistory,
  listProductsUnderCategory,
  listSearchHistory,
  recordSearchHistory,
} from '@quotemarket/contract';
import { searchHistories } from '../db/schema';
import { callForEnvelope, callFailing } from '../testing/call-endpoint';
import { callEndpoint, callOk } from '../testing/catalog-fixtures';
import { createBuyer, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
/** Every search happens a second after the previous one, so "newest" is unambiguous. */
let clock = new Date('2026-11-21T03:00:00Z');
const tick = () => {
  clock = new Date(clock.getTime() + 1000);
};

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

async function search(searchValue: string, headers: Record<string, string>) {
  tick();
  await callOk(ctx, recordSearchHistory, { body: { searchValue }, headers });
}

async function history(headers: Record<string, string>, query = { pageNo: 1, pageSize: 10 }) {
  return callOk(ctx, listSearchHistory, { query, headers });
}

const valuesOf = (page: { list: { searchValue: string }[] }) =>
  page.list.map((entry) => entry.searchValue);

describe('POST /api/v2/home/save-filter-history', () => {
  it('keeps a buyer’s trimmed searches, newest first, and answers the saved entry', async () => {
    const { headers } = await createBuyer(ctx);
    tick();
    const envelope = await callForEnvelope(ctx, recordSearchHistory, {
      body: { searchValue: '  갤럭시 ' },
      headers,
    });
    expect(envelope.message).toBe('검색 기록에 저장했어요.');
    expect(envelope.data).toEqual({ id: expect.any(Number), searchValue: '갤럭시' });
    await search('아이폰', headers);
    const page = await history(headers);
    expect(valuesOf(page)).toEqual(['아이폰', '갤럭시']);
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1 });
    expect(page.list[1]).toEqual(envelope.data);
  });

  it('moves a repeated search to the top instead of repeating it', async () => {
    const { headers } = await createBuyer(ctx);
    for (const term of ['정수기', '비데', '정수기']) await search(term, headers);
    expect(valuesOf(await history(headers))).toEqual(['정수기', '비데']);
  });

  it('keeps only the newest ten', async () => {
    const { user, headers } = await createBuyer(ctx);
    const terms = Array.from({ length: 12 }, (_, index) => `검색어${index + 1}`);
    for (const term of terms) await search(term, headers);
    const page = await history(headers);
    expect(valuesOf(page)).toEqual(terms.slice(2).reverse());
    expect(page.totalElements).toBe(10);
    const stored = await ctx.database.db
      .select()
      .from(searchHistories)
      .where(eq(searchHistories.userId, user.id));
    expect(stored).toHaveLength(10);
  });

  it.each([
    ['an empty', ''],
    ['a blank', '   '],
  ])('rejects %s search with a 400 in Korean and saves nothing', async (_, searchValue) => {
    const { headers } = await createBuyer(ctx);
    const failure = await callFailing(ctx, recordSearchHistory, { body: { searchValue }, headers });
    expect(failure.status).toBe(400);
    expect(failure.message).toBe('검색어를 입력해 주세요.');
    expect((await history(headers)).totalElements).toBe(0);
  });

  it('rejects a search longer than the search box allows', async () => {
    const { headers } = await createBuyer(ctx);
    const failure = await callFailing(ctx, recordSearchHistory, {
      body: { searchValue: '가'.repeat(101) },
      headers,
    });
    expect(failure).toEqual({
      status: 400,
      message: expect.stringContaining('검색어는 100자까지 입력할 수 있어요.'),
    });
  });

  it('is for signed-in buyers only', async () => {
    const body = { searchValue: '게스트 검색' };
    expect(await callFailing(ctx, recordSearchHistory, { body })).toEqual({
      status: 401,
      message: '로그인이 필요해요.',
    });
    const { headers } = await createSeller(ctx);
    expect(await callFailing(ctx, recordSearchHistory, { body, headers })).toEqual({
      status: 403,
      message: '구매자 계정으로만 이용할 수 있어요.',
    });
    const stored = await ctx.database.db
      .select()
      .from(searchHistories)
      .where(eq(searchHistories.searchValue, body.searchValue));
    expect(stored).toEqual([]);
  });
});

describe('the product list', () => {
  it('reads only: a search there is not recorded', async () => {
    const { headers } = await createBuyer(ctx);
    await callOk(ctx, listProductsUnderCategory, { query: { productName: '갤럭시' }, headers });
    expect((await history(headers)).totalElements).toBe(0);
  });
});

describe('GET /api/v1/home/get-filter-history', () => {
  it('shows only the caller’s own searches, paged', async () => {
    const mine = await createBuyer(ctx);
    const theirs = await createBuyer(ctx);
    for (const term of ['하나', '둘', '셋']) await search(term, mine.headers);
    await search('남의 검색', theirs.headers);

    const secondPage = await history(mine.headers, { pageNo: 2, pageSize: 2 });
    expect(valuesOf(secondPage)).toEqual(['하나']);
    expect(secondPage).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(valuesOf(await history(mine.headers))).not.toContain('남의 검색');
    const [first] = (await history(mine.headers)).list;
    expect(first).toEqual({ id: expect.any(Number), searchValue: '셋' });
  });

  it('is for signed-in buyers only', async () => {
    const guest = await callEndpoint(ctx, listSearchHistory);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('로그인이 필요해요.');
    const { headers } = await createSeller(ctx);
    const dealer = await callEndpoint(ctx, listSearchHistory, { headers });
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json().message).toBe('구매자 계정으로만 이용할 수 있어요.');
  });

  it('rejects a page size of 0 naming the field', async () => {
    const { headers } = await createBuyer(ctx);
    const response = await callEndpoint(ctx, listSearchHistory, {
      query: { pageSize: 0 },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('한 번에 볼 개수는 1 이상이어야 해요.');
  });
});

describe('DELETE /api/v1/home/delete-filter-history/:id', () => {
  it('deletes one of the caller’s searches', async () => {
    const { headers } = await createBuyer(ctx);
    await search('지울 검색어', headers);
    await search('남길 검색어', headers);
    const target = (await history(headers)).list.find(
      (entry) => entry.searchValue === '지울 검색어',
    )!;

    expect(await callOk(ctx, deleteSearchHistory, { params: { id: target.id }, headers })).toEqual({
      id: target.id,
    });
    expect(valuesOf(await history(headers))).toEqual(['남길 검색어']);

    const again = await callEndpoint(ctx, deleteSearchHistory, {
      params: { id: target.id },
      headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another buyer’s search and leaves it alone', async () => {
    const owner = await createBuyer(ctx);
    const stranger = await createBuyer(ctx);
    await search('내 검색어', owner.headers);
    const [entry] = (await history(owner.headers)).list;

    const response = await callEndpoint(ctx, deleteSearchHistory, {
      params: { id: entry!.id },
      headers: stranger.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status_code: 404,
      message: '검색 기록을 찾을 수 없어요.',
      data: null,
    });
    expect(valuesOf(await history(owner.headers))).toEqual(['내 검색어']);
  });

  it('is for signed-in buyers only', async () => {
    const owner = await createBuyer(ctx);
    await search('보호된 검색어', owner.headers);
    const [entry] = (await history(owner.headers)).list;
    const params = { id: entry!.id };

    expect((await callEndpoint(ctx, deleteSearchHistory, { params })).statusCode).toBe(401);
    const { headers } = await createSeller(ctx);
    expect((await callEndpoint(ctx, deleteSearchHistory, { params, headers })).statusCode).toBe(
      403,
    );
    expect(valuesOf(await history(owner.headers))).toEqual(['보호된 검색어']);
  });

  it('rejects an id that is not a number', async () => {
    const { headers } = await createBuyer(ctx);
    const response = await callEndpoint(ctx, deleteSearchHistory, {
      params: { id: 'abc' },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    );
  });
});
