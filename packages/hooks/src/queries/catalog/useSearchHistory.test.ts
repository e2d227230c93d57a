import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listSearchHistory } from '@quotemarket/contract';
import {
  createMemoryAppStorage,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useSearchHistory } from './useSearchHistory';

const server = setupMswServer();

const entries = [
  { id: 2, searchValue: '정수기' },
  { id: 1, searchValue: '갤럭시' },
];

describe('useSearchHistory', () => {
  it('loads the first ten terms with the token of a logged-in buyer', async () => {
    const mock = mockEndpoint(listSearchHistory, {
      list: entries,
      totalElements: 2,
      totalPages: 1,
    });
    server.use(mock.handler);
    const storage = createMemoryAppStorage();
    storage.write('token', 'buyer-token');
    const { result } = renderHookWithApi(() => useSearchHistory(), { storage });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(entries);
    const [call] = mock.calls;
    expect(call?.headers.get('authorization')).toBe('Bearer buyer-token');
    expect(call?.url.searchParams.get('pageNo')).toBe('1');
    expect(call?.url.searchParams.get('pageSize')).toBe('10');
  });

  it('asks nothing of a visitor', async () => {
    const mock = mockEndpoint(listSearchHistory, { list: [], totalElements: 0, totalPages: 0 });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useSearchHistory());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(mock.calls).toHaveLength(0);
  });
});
