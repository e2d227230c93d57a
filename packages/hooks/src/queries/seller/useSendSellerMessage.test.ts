import { act, waitFor } from '@testing-library/react';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  contactRefusalMessages,
  sendDealerMessage,
  type Conversation,
} from '@quotemarket/contract';
import { conversation, conversationMessage } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { ApiError } from '../../api/ApiError';
import { queryKeys } from '../queryKeys';
import { signedInDealer } from './sellerSessionTesting';
import { useSendSellerMessage } from './useSendSellerMessage';

const server = setupMswServer();
const key = queryKeys.seller.messages.conversation(9);

describe('useSendSellerMessage', () => {
  it('sends the text, shows it as the newest message and reads the conversation again', async () => {
    const sent = conversationMessage(5, { sender: 'dealer', mine: true, body: '네, 재고 있어요.' });
    const mock = mockEndpoint(sendDealerMessage, sent);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(
      () => useSendSellerMessage(9),
      signedInDealer(),
    );
    queryClient.setQueryData<InfiniteData<Conversation>>(key, {
      pages: [conversation({ messages: [conversationMessage(4)] })],
      pageParams: [undefined],
    });

    await act(() => result.current.mutateAsync('네, 재고 있어요.'));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/estimations/9/messages');
    expect(mock.calls[0]?.body).toEqual({ body: '네, 재고 있어요.' });
    const pages = queryClient.getQueryData<InfiniteData<Conversation>>(key)?.pages;
    expect(pages?.[0]?.messages.map((message) => message.id)).toEqual([5, 4]);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('gives the server’s Korean reason when a message is refused', async () => {
    server.use(
      mockEndpoint(sendDealerMessage, () => apiErrorResponse(400, contactRefusalMessages.phone))
        .handler,
    );
    const { result } = renderHookWithApi(() => useSendSellerMessage(9), signedInDealer());

    act(() => result.current.mutate('010-1234-5678로 전화 주세요'));

    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error?.message).toBe(contactRefusalMessages.phone);
  });
});
