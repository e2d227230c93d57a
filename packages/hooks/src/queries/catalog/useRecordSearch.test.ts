import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordSearchHistory } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useRecordSearch } from './useRecordSearch';

const server = setupMswServer();

const historyKey = queryKeys.catalog.searchHistory();
const history = {
  list: [
    { id: 2, searchValue: '정수기' },
    { id: 1, searchValue: '갤럭시' },
  ],
  totalElements: 2,
  totalPages: 1,
};

describe('useRecordSearch', () => {
  it('posts the term and puts it first among the tags, once', async () => {
    const mock = mockEndpoint(recordSearchHistory, { id: 3, searchValue: '갤럭시' });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useRecordSearch());
    queryClient.setQueryData(historyKey, history);

    await act(() => result.current.mutateAsync('갤럭시'));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/home/save-filter-history');
    expect(mock.calls[0]?.body).toEqual({ searchValue: '갤럭시' });
    expect(queryClient.getQueryData(historyKey)).toEqual({
      list: [
        { id: 3, searchValue: '갤럭시' },
        { id: 2, searchValue: '정수기' },
      ],
      totalElements: 2,
      totalPages: 1,
    });
    expect(queryClient.getQueryState(historyKey)?.isInvalidated).toBe(true);
  });

  it('keeps the tags as they were when the term is refused', async () => {
    server.use(
      mockEndpoint(recordSearchHistory, () =>
        apiErrorResponse(400, '검색어는 100자까지 입력할 수 있어요.'),
      ).handler,
    );
    const { result, queryClient } = renderHookWithApi(() => useRecordSearch());
    queryClient.setQueryData(historyKey, history);

    act(() => result.current.mutate('가'.repeat(101)));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('검색어는 100자까지 입력할 수 있어요.');
    expect(queryClient.getQueryData(historyKey)).toEqual(history);
  });
});
