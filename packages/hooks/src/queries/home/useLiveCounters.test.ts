import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countConnectedBuyers, countQuotesReceivedToday } from '@quotemarket/contract';
import {
  mockEndpoint,
  renderHookAfterPrefetch,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import {
  connectedBuyersQuery,
  liveCounterInterval,
  quotesReceivedTodayQuery,
  useConnectedBuyers,
  useQuotesReceivedToday,
} from './useLiveCounters';

const server = setupMswServer();

/** Answers 1, 2, 3 … so every refresh is visible. */
function countingAnswer() {
  let count = 0;
  return () => ({ count: (count += 1) });
}

describe('the live counters', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('useConnectedBuyers gives the number and polls it every interval', async () => {
    const mock = mockEndpoint(countConnectedBuyers, countingAnswer());
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useConnectedBuyers());
    await waitFor(() => expect(result.current.data).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(liveCounterInterval - 1_000));
    expect(mock.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(mock.calls).toHaveLength(2);
  });

  it('useQuotesReceivedToday sends the category and polls it too', async () => {
    const mock = mockEndpoint(countQuotesReceivedToday, countingAnswer());
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useQuotesReceivedToday(2));
    await waitFor(() => expect(result.current.data).toBe(1));
    expect(mock.calls[0]?.url.searchParams.get('categoryId')).toBe('2');

    await act(() => vi.advanceTimersByTimeAsync(liveCounterInterval));
    await waitFor(() => expect(result.current.data).toBe(2));
  });

  it('useQuotesReceivedToday counts every category (0) when none is given', async () => {
    const mock = mockEndpoint(countQuotesReceivedToday, { count: 0 });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useQuotesReceivedToday());
    await waitFor(() => expect(result.current.data).toBe(0));
    expect(mock.calls[0]?.url.searchParams.get('categoryId')).toBe('0');
  });

  it('shows a count fetched before the page (the server’s) and asks again only at the next poll', async () => {
    const connected = mockEndpoint(countConnectedBuyers, countingAnswer());
    const today = mockEndpoint(countQuotesReceivedToday, countingAnswer());
    server.use(connected.handler, today.handler);
    const { result } = await renderHookAfterPrefetch(
      async ({ queryClient, apiClient }) => {
        await queryClient.prefetchQuery(connectedBuyersQuery(apiClient));
        await queryClient.prefetchQuery(quotesReceivedTodayQuery(apiClient, 2));
      },
      () => ({ connected: useConnectedBuyers(), today: useQuotesReceivedToday(2) }),
    );
    expect(result.current.connected.data).toBe(1);
    expect(result.current.today.data).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(connected.calls).toHaveLength(1);
    expect(today.calls).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(liveCounterInterval));
    await waitFor(() => expect(result.current.connected.data).toBe(2));
    await waitFor(() => expect(result.current.today.data).toBe(2));
  });
});
