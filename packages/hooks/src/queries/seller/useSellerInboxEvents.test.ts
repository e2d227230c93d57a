import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  conversationEventName,
  sellerInboxEvents,
  toApiUrl,
  type ConversationEvent,
  type SellerInboxEvent,
} from '@quotemarket/contract';
import {
  renderHookWithApi,
  serveEventStream,
  setupMswServer,
  testOrigin,
} from '@quotemarket/testing';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { queryKeys } from '../queryKeys';
import { dealerToken, signedInDealer } from './sellerSessionTesting';
import { useSellerInboxEvents } from './useSellerInboxEvents';

const server = setupMswServer();
const serveStream = () => serveEventStream(server, sellerInboxEvents);

const inbox = [queryKeys.seller.inbox.list({}), queryKeys.seller.inbox.list({ categoryId: 2 })];
const request = queryKeys.seller.quotation(41);
const sent = [
  queryKeys.seller.estimations.list({}),
  queryKeys.seller.estimations.list({ outcome: 'PENDING' }),
];
const deals = queryKeys.seller.deals({});
const profile = queryKeys.seller.profile();
const otherRequest = queryKeys.seller.quotation(42);
const reviews = queryKeys.seller.reviews({});
const conversation = queryKeys.seller.messages.conversation(9);
const otherConversation = queryKeys.seller.messages.conversation(10);
const unread = queryKeys.seller.messages.unread();
const dealerViews = [
  ...inbox,
  request,
  ...sent,
  deals,
  profile,
  otherRequest,
  reviews,
  conversation,
  otherConversation,
  unread,
];

const event = (
  change: SellerInboxEvent['change'],
  mine: boolean,
  closedReason: SellerInboxEvent['closedReason'] = null,
): SellerInboxEvent => ({ quotationId: 41, categoryId: 1, change, mine, closedReason });

/** The hook on a dealer's browser, its stream open and every dealer view loaded and fresh. */
async function listening() {
  const stream = serveStream();
  const rendered = renderHookWithApi(useSellerInboxEvents, signedInDealer());
  await waitFor(() => expect(rendered.result.current.connected).toBe(true));
  seedQueries(rendered.queryClient, dealerViews);
  return { ...rendered, stream };
}

describe('useSellerInboxEvents', () => {
  it('listens with the dealer’s token, not a buyer’s, and refreshes the inbox on opening', async () => {
    const stream = serveStream();
    const dealer = signedInDealer();
    dealer.storage.write('token', 'buyer-token');
    const { result, queryClient, unmount } = renderHookWithApi(useSellerInboxEvents, dealer);
    seedQueries(queryClient, dealerViews);
    expect(result.current).toEqual({ connected: false, lastEvent: null });

    await waitFor(() => expect(result.current.connected).toBe(true));

    expect(stream.connections.map((headers) => headers.get('authorization'))).toEqual([
      `Bearer ${dealerToken}`,
    ]);
    expect(invalidatedAmong(queryClient, dealerViews)).toEqual(inbox);
    unmount();
  });

  it.each([
    ['a new request', event('opened', false), [...inbox, request]],
    ['another store’s quote', event('estimation', false), [...inbox, request]],
    ['a change of the dealer’s quote', event('estimation', true), [...inbox, request, ...sent]],
    ['another store chosen', event('selected', false), [...inbox, request, ...sent]],
    ['the dealer chosen', event('selected', true), [...inbox, request, ...sent, deals, profile]],
    ['a request closed by an operator', event('closed', false), [...inbox, request, ...sent]],
    [
      'a request the dealer bid on, closed by its buyer',
      event('closed', true, 'BUYER_CLOSED'),
      [...inbox, request, ...sent],
    ],
  ])('on %s refreshes what it changes and gives the event', async (_case, sentEvent, changed) => {
    const { result, queryClient, stream, unmount } = await listening();

    act(() => stream.send(JSON.stringify(sentEvent)));

    await waitFor(() => expect(result.current.lastEvent).toEqual(sentEvent));
    expect(invalidatedAmong(queryClient, dealerViews)).toEqual(changed);
    unmount();
  });

  it.each([
    ['a message from the buyer', 'sent', 'buyer'],
    ['the dealer’s own message, sent from another screen', 'sent', 'dealer'],
    ['the buyer reading the dealer’s messages', 'read', 'buyer'],
  ] as const)(
    'on %s refreshes its conversation and the unread counts',
    async (_case, change, by) => {
      const onMessage = vi.fn();
      const stream = serveStream();
      const { result, queryClient, unmount } = renderHookWithApi(
        () => useSellerInboxEvents({ onMessage }),
        signedInDealer(),
      );
      await waitFor(() => expect(result.current.connected).toBe(true));
      seedQueries(queryClient, dealerViews);
      const message: ConversationEvent = {
        quotationId: 41,
        estimationId: 9,
        change,
        by,
        messageId: change === 'sent' ? 5 : null,
      };

      act(() => stream.sendAlso(conversationEventName, JSON.stringify(message)));

      await waitFor(() => expect(onMessage).toHaveBeenCalledWith(message));
      expect(invalidatedAmong(queryClient, dealerViews)).toEqual([conversation, unread]);
      // A conversation's change is not one of the inbox's.
      expect(result.current.lastEvent).toBeNull();
      unmount();
    },
  );

  it('hands each event to the latest onEvent, without reconnecting for a new callback', async () => {
    const stream = serveStream();
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender, unmount } = renderHookWithApi(
      (onEvent: (event: SellerInboxEvent) => void) => useSellerInboxEvents({ onEvent }),
      { ...signedInDealer(), initialProps: first },
    );
    await waitFor(() => expect(result.current.connected).toBe(true));
    rerender(latest);

    act(() => stream.send(JSON.stringify(event('opened', false))));

    await waitFor(() => expect(latest).toHaveBeenCalledWith(event('opened', false)));
    expect(first).not.toHaveBeenCalled();
    expect(stream.connections).toHaveLength(1);
    unmount();
  });

  it('ignores what is not an event of the stream', async () => {
    const { result, stream, unmount } = await listening();
    act(() => {
      stream.send('{"quotationId":"not a number"}');
      stream.send('not json');
      stream.send(JSON.stringify(event('opened', false)));
    });
    await waitFor(() => expect(result.current.lastEvent).toEqual(event('opened', false)));
    unmount();
  });

  it('shows a dropped stream as disconnected, and refreshes every dealer view on its return', async () => {
    const stream = serveStream();
    const connectedStates: boolean[] = [];
    const { queryClient, unmount } = renderHookWithApi(() => {
      const state = useSellerInboxEvents();
      connectedStates.push(state.connected);
      return state;
    }, signedInDealer());
    await waitFor(() => expect(connectedStates.at(-1)).toBe(true));
    seedQueries(queryClient, dealerViews);

    act(() => stream.drop());

    await waitFor(() => expect(stream.connections).toHaveLength(2));
    await waitFor(() => expect(invalidatedAmong(queryClient, dealerViews)).toEqual(dealerViews));
    // Each render's state, repeats folded: closed, open, dropped, open again.
    expect(connectedStates.filter((state, index) => state !== connectedStates[index - 1])).toEqual([
      false,
      true,
      false,
      true,
    ]);
    unmount();
  });

  it('resumes from where the page was rendered, refreshing nothing on opening', async () => {
    const stream = serveStream();
    const { result, queryClient, apiClient, unmount } = renderHookWithApi(
      useSellerInboxEvents,
      signedInDealer(),
    );
    apiClient.resumeStreamsFrom('rendered-at');
    seedQueries(queryClient, dealerViews);

    await waitFor(() => expect(result.current.connected).toBe(true));

    expect(stream.addresses[0]?.searchParams.get('after')).toBe('rendered-at');
    expect(invalidatedAmong(queryClient, dealerViews)).toEqual([]);
    // What the server replays is an event like any other.
    act(() => stream.send(JSON.stringify(event('opened', false)), { id: 'e-1' }));
    await waitFor(() =>
      expect(invalidatedAmong(queryClient, dealerViews)).toEqual([...inbox, request]),
    );
    unmount();
  });

  it('refreshes every dealer view when the server missed what followed the position', async () => {
    const { queryClient, stream, unmount } = await listening();
    act(() => stream.signal('missed'));
    await waitFor(() => expect(invalidatedAmong(queryClient, dealerViews)).toEqual(dealerViews));
    unmount();
  });

  it('comes back from a drop where the stream was, refreshing nothing itself', async () => {
    const { queryClient, stream, unmount } = await listening();
    act(() => stream.signal('position', { id: 'p-7' }));
    await waitFor(() => expect(invalidatedAmong(queryClient, dealerViews)).toEqual([]));

    act(() => stream.drop());

    await waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(stream.connections[1]?.get('last-event-id')).toBe('p-7');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invalidatedAmong(queryClient, dealerViews)).toEqual([]);
    unmount();
  });

  it('closes when the dealer signs out, and forgets the last event', async () => {
    const { result, storage, stream } = await listening();
    act(() => stream.send(JSON.stringify(event('opened', false))));
    await waitFor(() => expect(result.current.lastEvent).not.toBeNull());

    act(() => storage.remove('sellerToken'));

    expect(result.current).toEqual({ connected: false, lastEvent: null });
    // A closed stream does not come back after the server ends it.
    stream.drop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.connections).toHaveLength(1);
  });

  it('does not connect with only a buyer signed in', async () => {
    const stream = serveStream();
    const { result, storage } = renderHookWithApi(useSellerInboxEvents);
    act(() => storage.write('token', 'buyer-token'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.connections).toHaveLength(0);
    expect(result.current.connected).toBe(false);
  });

  it('signs the dealer out when the stream is refused', async () => {
    server.use(
      http.get(`${testOrigin}${toApiUrl(sellerInboxEvents.path)}`, () =>
        HttpResponse.json(
          { status_code: 401, message: '로그인이 만료되었어요.', data: null },
          { status: 401 },
        ),
      ),
    );
    const goToLogin = vi.fn();
    const { result, storage } = renderHookWithApi(useSellerInboxEvents, signedInDealer(goToLogin));

    await waitFor(() => expect(goToLogin).toHaveBeenCalledOnce());
    expect(storage.read('sellerToken')).toBeNull();
    expect(result.current.connected).toBe(false);
  });
});
