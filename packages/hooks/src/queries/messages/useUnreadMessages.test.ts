import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBuyerUnreadMessages } from '@quotemarket/contract';
import { buyerUnreadMessages } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useUnreadMessages } from './useUnreadMessages';

const server = setupMswServer();

describe('useUnreadMessages', () => {
  it('counts the unread messages in all, by request and by quote', async () => {
    const mock = mockEndpoint(
      getBuyerUnreadMessages,
      buyerUnreadMessages({
        total: 5,
        requests: [
          {
            quotationId: 26,
            unread: 4,
            estimations: [
              { estimationId: 93, unread: 3 },
              { estimationId: 91, unread: 1 },
            ],
          },
          { quotationId: 27, unread: 1, estimations: [{ estimationId: 95, unread: 1 }] },
        ],
      }),
    );
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useUnreadMessages());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/messages/unread');
    expect(result.current.total).toBe(5);
    expect(result.current.ofRequest(26)).toBe(4);
    expect(result.current.ofQuote(91)).toBe(1);
    expect(result.current.ofRequest(28)).toBe(0);
    expect(result.current.ofQuote(99)).toBe(0);
  });

  it('asks nothing while disabled (signed out) and counts none', async () => {
    const mock = mockEndpoint(getBuyerUnreadMessages, buyerUnreadMessages());
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useUnreadMessages({ enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(mock.calls).toHaveLength(0);
    expect(result.current.total).toBe(0);
  });
});
