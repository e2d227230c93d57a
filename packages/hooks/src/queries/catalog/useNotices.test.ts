import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listNotices, type NoticeSummary } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useNotices } from './useNotices';

const server = setupMswServer();

const notice = (id: number): NoticeSummary => ({
  id,
  category: '안내',
  title: `공지 ${id}`,
  mandatory: id === 1,
  interventionDate: '2026-11-01T00:00:00.000Z',
  date: '2026-11-01',
  imageUrl: null,
});

describe('useNotices', () => {
  it('pages the notices ten at a time under the notices key', async () => {
    const all = Array.from({ length: 12 }, (_, index) => notice(index + 1));
    const mock = mockEndpoint(listNotices, ({ url }) => {
      const pageNo = Number(url.searchParams.get('pageNo'));
      return { list: all.slice((pageNo - 1) * 10, pageNo * 10), totalElements: 12, totalPages: 2 };
    });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useNotices());
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items).toHaveLength(12));
    expect(result.current.hasNextPage).toBe(false);
    expect(mock.calls.map(({ url }) => url.searchParams.get('pageNo'))).toEqual(['1', '2']);
    expect(queryClient.getQueryData(queryKeys.catalog.notices.list({}))).toBeDefined();
  });
});
