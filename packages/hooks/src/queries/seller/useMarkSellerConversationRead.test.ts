import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readDealerConversation } from '@quotemarket/contract';
import { messageReadReceipt } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { invalidatedAmong, seedQueries } from '../cacheProbe';
import { queryKeys } from '../queryKeys';
import { signedInDealer } from './sellerSessionTesting';
import { useMarkSellerConversationRead } from './useMarkSellerConversationRead';

const server = setupMswServer();
const unread = queryKeys.seller.messages.unread();

describe('useMarkSellerConversationRead', () => {
  it.each([
    ['reads the unread counts again after marking messages read', 2, [unread]],
    ['leaves the counts alone when nothing was unread', 0, []],
  ])('%s', async (_case, readCount, invalidated) => {
    const mock = mockEndpoint(readDealerConversation, messageReadReceipt(readCount));
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(
      useMarkSellerConversationRead,
      signedInDealer(),
    );
    seedQueries(queryClient, [unread]);

    await act(() => result.current.mutateAsync(9));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/estimations/9/messages/read');
    expect(invalidatedAmong(queryClient, [unread])).toEqual(invalidated);
  });
});
