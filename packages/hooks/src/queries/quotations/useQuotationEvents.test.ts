import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quotationEvents } from '@quotemarket/contract';
import {
  createMemoryAppStorage,
  renderHookWithApi,
  serveEventStream,
  setupMswServer,
} from '@quotemarket/testing';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { queryKeys } from '../queryKeys';
import { useQuotationEvents } from './useQuotationEvents';

const server = setupMswServer();
const serveStream = () => serveEventStream(server, quotationEvents);

function loggedIn() {
  const storage = createMemoryAppStorage();
  storage.write('token', 'buyer-token');
  return storage;
}

const changed = [
  queryKeys.quotations.awaitingSelection.list({}),
  queryKeys.quotations.estimations.list({ quotationId: 41, sortOrder: 'lowestAllInCost' }),
  queryKeys.quotations.estimationDetail(101),
];
const unchanged = [
  queryKeys.quotations.estimations.list({ quotationId: 42, sortOrder: 'lowestAllInCost' }),
  queryKeys.quotations.selectedHistory.list({ sortOrder: 'latest' }),
];
const conversation = queryKeys.messages.conversation(101);
const unread = queryKeys.messages.unread();
const otherConversation = queryKeys.messages.conversation(102);

describe('useQuotationEvents', () => {
  it('listens with the buyer token, refreshes what shows the quote and hands the event over', async () => {
    const stream = serveStream();
    const onEvent = vi.fn();
    const { queryClient, unmount } = renderHookWithApi(() => useQuotationEvents(onEvent), {
      storage: loggedIn(),
    });
    seedQueries(queryClient, [...changed, ...unchanged]);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.connections[0]?.get('authorization')).toBe('Bearer buyer-token');

    const event = { quotationId: 41, estimationId: 101, change: 'submitted', storeName: 'A 매장' };
    stream.send(JSON.stringify(event));
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith(event));
    expect(invalidatedAmong(queryClient, [...changed, ...unchanged])).toEqual(changed);
    unmount();
  });

  it('a message refreshes its conversation and the unread counts, not the quotes', async () => {
    const stream = serveStream();
    const onEvent = vi.fn();
    const { queryClient, unmount } = renderHookWithApi(() => useQuotationEvents(onEvent), {
      storage: loggedIn(),
    });
    const keys = [...changed, conversation, unread, otherConversation];
    seedQueries(queryClient, keys);
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.sendAlso(
      'message',
      JSON.stringify({
        quotationId: 41,
        estimationId: 101,
        change: 'sent',
        by: 'dealer',
        messageId: 7,
      }),
    );
    await waitFor(() =>
      expect(invalidatedAmong(queryClient, keys)).toEqual([conversation, unread]),
    );
    expect(onEvent).not.toHaveBeenCalled();
    unmount();
  });

  it('screens that listen at once share one connection, open until the last one leaves', async () => {
    const stream = serveStream();
    const shell = vi.fn();
    const page = vi.fn();
    const first = renderHookWithApi(() => useQuotationEvents(shell), { storage: loggedIn() });
    const { storage, queryClient, apiClient } = first;
    const second = renderHookWithApi(() => useQuotationEvents(page), {
      storage,
      queryClient,
      apiClient,
    });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    seedQueries(first.queryClient, changed);

    const event = { quotationId: 41, estimationId: 101, change: 'submitted', storeName: 'A 매장' };
    stream.send(JSON.stringify(event));
    await waitFor(() => expect(page).toHaveBeenCalledWith(event));
    expect(shell).toHaveBeenCalledWith(event);
    expect(invalidatedAmong(first.queryClient, changed)).toEqual(changed);

    second.unmount();
    stream.send(JSON.stringify({ ...event, change: 'updated' }));
    await waitFor(() => expect(shell).toHaveBeenCalledTimes(2));
    expect(page).toHaveBeenCalledTimes(1);
    expect(stream.connections).toHaveLength(1);
    first.unmount();
  });

  it('listening again resumes where it last was, and refreshes the lists when the server missed', async () => {
    const stream = serveStream();
    const storage = loggedIn();
    const first = renderHookWithApi(() => useQuotationEvents(), { storage });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.addresses[0]?.searchParams.has('after')).toBe(false);
    stream.signal('position', { id: 'p-3' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.unmount();

    const again = renderHookWithApi(() => useQuotationEvents(), {
      storage,
      queryClient: first.queryClient,
      apiClient: first.apiClient,
    });
    seedQueries(again.queryClient, [...changed, ...unchanged]);
    await waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(stream.addresses[1]?.searchParams.get('after')).toBe('p-3');
    expect(invalidatedAmong(again.queryClient, [...changed, ...unchanged])).toEqual([]);

    seedQueries(again.queryClient, [conversation, unread]);
    stream.signal('missed');
    const all = [...changed, ...unchanged, conversation, unread];
    await waitFor(() => expect(invalidatedAmong(again.queryClient, all)).toEqual(all));
    again.unmount();
  });

  it('ignores what is not an event of the stream', async () => {
    const stream = serveStream();
    const onEvent = vi.fn();
    const { unmount } = renderHookWithApi(() => useQuotationEvents(onEvent), {
      storage: loggedIn(),
    });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.send('{"quotationId":"not a number"}');
    stream.send('not json');
    const event = { quotationId: 7, estimationId: 8, change: 'withdrawn', storeName: 'B 매장' };
    stream.send(JSON.stringify(event));
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(1));
    expect(onEvent).toHaveBeenCalledWith(event);
    unmount();
  });

  it('does not connect without a login', async () => {
    const stream = serveStream();
    renderHookWithApi(() => useQuotationEvents());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.connections).toHaveLength(0);
  });
});
