import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteSearchHistory } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useDeleteSearchHistory } from './useDeleteSearchHistory';

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

describe('useDeleteSearchHistory', () => {
  it('deletes the term by id, drops its tag and marks the history for reloading', async () => {
    const mock = mockEndpoint(deleteSearchHistory, { id: 2 });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useDeleteSearchHistory());
    queryClient.setQueryData(historyKey, history);

    await act(() => result.current.mutateAsync(2));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v1/home/delete-filter-history/2');
    expect(queryClient.getQueryData(historyKey)).toEqual({
      list: [{ id: 1, searchValue: '갤럭시' }],
      totalElements: 1,
      totalPages: 1,
    });
    expect(queryClient.getQueryState(historyKey)?.isInvalidated).toBe(true);
  });

  it('keeps the history and exposes the message when the term is gone', async () => {
    server.use(
      mockEndpoint(deleteSearchHistory, () => apiErrorResponse(404, '검색 기록을 찾을 수 없어요.'))
        .handler,
    );
    const { result, queryClient } = renderHookWithApi(() => useDeleteSearchHistory());
    queryClient.setQueryData(historyKey, history);

    act(() => result.current.mutate(9));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('검색 기록을 찾을 수 없어요.');
    expect(queryClient.getQueryData(historyKey)).toEqual(history);
  });
});
