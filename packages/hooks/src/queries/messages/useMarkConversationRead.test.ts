import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readBuyerConversation } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { queryKeys } from '../queryKeys';
import { useMarkConversationRead } from './useMarkConversationRead';

const server = setupMswServer();

const unread = queryKeys.messages.unread();
const other = queryKeys.messages.conversation(94);

describe('useMarkConversationRead', () => {
  it('marks the quote’s conversation read and refreshes the unread counts when some were unread', async () => {
    const mock = mockEndpoint(readBuyerConversation, { estimationId: 93, readCount: 2 });
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useMarkConversationRead(93));
    seedQueries(queryClient, [unread, other]);
    await act(() => result.current.mutateAsync());
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/estimations/93/messages/read');
    expect(invalidatedAmong(queryClient, [unread, other])).toEqual([unread]);
  });

  it('leaves the counts alone when nothing was unread', async () => {
    server.use(mockEndpoint(readBuyerConversation, { estimationId: 93, readCount: 0 }).handler);
    const { result, queryClient } = renderHookWithApi(() => useMarkConversationRead(93));
    seedQueries(queryClient, [unread]);
    await act(() => result.current.mutateAsync());
    expect(invalidatedAmong(queryClient, [unread])).toEqual([]);
  });
});
