import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReviewHistory } from '@quotemarket/contract';
import { numbered, reviewHistoryItem } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useReviewHistory } from './useReviewHistory';

const server = setupMswServer();

describe('useReviewHistory', () => {
  it('pages five at a time with pageNo/pageSize/sortBy', async () => {
    const mock = mockEndpoint(listReviewHistory, ({ url }) => ({
      list:
        url.searchParams.get('pageNo') === '1'
          ? numbered(5, reviewHistoryItem)
          : numbered(1, reviewHistoryItem, 6),
      totalElements: 6,
      totalPages: 2,
    }));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useReviewHistory('rating'));
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.items).toHaveLength(6));
    expect(result.current.hasNextPage).toBe(false);
    expect(mock.calls.map(({ url }) => url.search)).toEqual([
      '?sortBy=rating&pageNo=1&pageSize=5',
      '?sortBy=rating&pageNo=2&pageSize=5',
    ]);
  });
});
