import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listSelectedHistory } from '@quotemarket/contract';
import { historyItem, numbered } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useSelectedHistory } from './useSelectedHistory';

const server = setupMswServer();

describe('useSelectedHistory', () => {
  it('pages with page/size/sortOrder and keeps each sort apart', async () => {
    const mock = mockEndpoint(listSelectedHistory, ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const content = page === 1 ? numbered(10, historyItem) : numbered(2, historyItem, 11);
      return { content, totalElements: 12, totalPages: 2 };
    });
    server.use(mock.handler);
    const { result, rerender } = renderHookWithApi(
      (sort: 'latest' | 'lowestMonthlyFee') => useSelectedHistory(sort),
      { initialProps: 'lowestMonthlyFee' },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(10));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items).toHaveLength(12));
    expect(result.current.hasNextPage).toBe(false);
    expect(mock.calls.map(({ url }) => url.search)).toEqual([
      '?sortOrder=lowestMonthlyFee&page=1&size=10',
      '?sortOrder=lowestMonthlyFee&page=2&size=10',
    ]);

    rerender('latest');
    await waitFor(() => expect(mock.calls).toHaveLength(3));
    expect(mock.calls[2]?.url.searchParams.get('sortOrder')).toBe('latest');
    expect(mock.calls[2]?.url.searchParams.get('page')).toBe('1');
  });
});
