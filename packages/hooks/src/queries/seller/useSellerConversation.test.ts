import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDealerConversation } from '@quotemarket/contract';
import { conversation, conversationMessage } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { signedInDealer } from './sellerSessionTesting';
import { useSellerConversation } from './useSellerConversation';

const server = setupMswServer();

describe('useSellerConversation', () => {
  it('reads the latest page, then the one before its oldest message, oldest first', async () => {
    const mock = mockEndpoint(getDealerConversation, ({ url }) =>
      url.searchParams.get('before') === '3'
        ? conversation({ messages: [conversationMessage(2), conversationMessage(1)] })
        : conversation({
            messages: [
              conversationMessage(4, { sender: 'dealer', mine: true }),
              conversationMessage(3),
            ],
            nextBefore: 3,
          }),
    );
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useSellerConversation(9), signedInDealer());

    await waitFor(() =>
      expect(result.current.messages.map((message) => message.id)).toEqual([3, 4]),
    );
    expect(result.current.conversation?.counterpartName).toBe('고객');
    expect(result.current.hasNextPage).toBe(true);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/estimations/9/messages');
    expect(mock.calls[0]?.url.search).toBe('?size=30');

    await act(() => result.current.fetchNextPage());

    expect(result.current.messages.map((message) => message.id)).toEqual([1, 2, 3, 4]);
    expect(mock.calls[1]?.url.search).toBe('?before=3&size=30');
    expect(result.current.hasNextPage).toBe(false);
  });
});
