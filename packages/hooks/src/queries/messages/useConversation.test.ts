import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBuyerConversation } from '@quotemarket/contract';
import { buyerConversation, buyerConversationMessage } from '@quotemarket/contract/testing';
import {
  mockEndpoint,
  renderHookAfterPrefetch,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { conversationQuery, useConversation } from './useConversation';

const server = setupMswServer();

const newest = buyerConversation({
  messages: [
    buyerConversationMessage(12, { body: '내일 입고돼요.' }),
    buyerConversationMessage(11),
  ],
  nextBefore: 11,
});
const earlier = buyerConversation({
  messages: [
    buyerConversationMessage(10, { sender: 'buyer', mine: true, body: '이 색상 재고 있나요?' }),
  ],
  nextBefore: null,
});

describe('useConversation', () => {
  it('reads the newest page first and shows its messages oldest first', async () => {
    const mock = mockEndpoint(getBuyerConversation, newest);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useConversation(93));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/estimations/93/messages');
    expect(mock.calls[0]?.url.searchParams.has('before')).toBe(false);
    expect(result.current.conversation?.counterpartName).toBe('잠실 통신플라자');
    expect(result.current.messages.map((message) => message.id)).toEqual([11, 12]);
    expect(result.current.hasEarlier).toBe(true);
  });

  it('loads the messages before the oldest with the before cursor, above the others', async () => {
    const mock = mockEndpoint(getBuyerConversation, ({ url }) =>
      url.searchParams.get('before') === '11' ? earlier : newest,
    );
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useConversation(93));
    await waitFor(() => expect(result.current.hasEarlier).toBe(true));
    act(() => result.current.loadEarlier());
    await waitFor(() =>
      expect(result.current.messages.map((message) => message.id)).toEqual([10, 11, 12]),
    );
    expect(result.current.hasEarlier).toBe(false);
    // The store's name and whether it is open come from the newest page.
    expect(result.current.conversation).toEqual(newest);
  });

  it('shows a message once when a new one pushed it onto the next page as well', async () => {
    const shifted = buyerConversation({
      messages: [buyerConversationMessage(11)],
      nextBefore: null,
    });
    server.use(
      mockEndpoint(getBuyerConversation, ({ url }) =>
        url.searchParams.get('before') === '11' ? shifted : newest,
      ).handler,
    );
    const { result } = renderHookWithApi(() => useConversation(93));
    await waitFor(() => expect(result.current.hasEarlier).toBe(true));
    act(() => result.current.loadEarlier());
    await waitFor(() => expect(result.current.hasEarlier).toBe(false));
    expect(result.current.messages.map((message) => message.id)).toEqual([11, 12]);
  });

  it('reads what conversationQuery fetched ahead of it, without asking again', async () => {
    const mock = mockEndpoint(getBuyerConversation, newest);
    server.use(mock.handler);
    const { result } = await renderHookAfterPrefetch(
      ({ queryClient, apiClient }) =>
        queryClient.prefetchInfiniteQuery(conversationQuery(apiClient, 93)),
      () => useConversation(93),
    );
    expect(result.current.messages).toHaveLength(2);
    expect(mock.calls).toHaveLength(1);
  });
});
