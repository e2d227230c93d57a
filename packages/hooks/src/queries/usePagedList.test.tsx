import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listNotices, type NoticeSummary } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { usePagedList } from './usePagedList';

const server = setupMswServer();

const notice = (id: number): NoticeSummary => ({
  id,
  category: '안내',
  title: `공지 ${id}`,
  mandatory: false,
  interventionDate: '2026-11-01T00:00:00.000Z',
  date: '2026-11-01',
  imageUrl: null,
});

/** 23 notices served ten at a time, as the API pages them. */
function serveNotices(total = 23) {
  const all = Array.from({ length: total }, (_, index) => notice(index + 1));
  const mock = mockEndpoint(listNotices, ({ url }) => {
    const pageNo = Number(url.searchParams.get('pageNo'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    return {
      list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      totalElements: total,
      totalPages: Math.ceil(total / pageSize),
    };
  });
  server.use(mock.handler);
  return mock;
}

const useNotices = () =>
  usePagedList(listNotices, {
    queryKey: ['notices-under-test'],
    paging: { page: 'pageNo', size: 'pageSize' },
  });

describe('usePagedList', () => {
  it('loads ten at a time and stops after the short page', async () => {
    const { calls } = serveNotices();
    const { result } = renderHookWithApi(useNotices);
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items).toHaveLength(23));

    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.items.map((item) => item.id)).toEqual(
      Array.from({ length: 23 }, (_, index) => index + 1),
    );
    expect(calls.map(({ url }) => url.searchParams.get('pageNo'))).toEqual(['1', '2', '3']);
    expect(calls.every(({ url }) => url.searchParams.get('pageSize') === '10')).toBe(true);
  });

  it('ends at once when the first page is empty', async () => {
    serveNotices(0);
    const { result } = renderHookWithApi(useNotices);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.items).toEqual([]);
    expect(result.current.hasNextPage).toBe(false);
  });
});
