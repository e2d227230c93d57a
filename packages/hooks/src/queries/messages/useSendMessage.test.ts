import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import {
  contactRefusalMessages,
  getBuyerConversation,
  sendBuyerMessage,
  sendDealerMessage,
  type Conversation,
} from '@quotemarket/contract';
import {
  buyerConversation,
  buyerConversationMessage,
  conversation,
  conversationMessage,
} from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { signedInDealer } from '../seller/sellerSessionTesting';
import { useConversation } from './useConversation';
import { useSendMessage } from './useSendMessage';

const server = setupMswServer();

const sent = buyerConversationMessage(3, {
  sender: 'buyer',
  mine: true,
  body: '개통은 언제 돼요?',
  createdAt: '2026-12-07T02:10:00.000Z',
});

function renderConversationWithSend() {
  return renderHookWithApi(() => ({
    chat: useConversation(93),
    send: useSendMessage('buyer', 93),
  }));
}

describe('useSendMessage from the buyer’s app', () => {
  it('sends the text to the quote’s store and adds the sent message at the bottom at once', async () => {
    server.use(mockEndpoint(getBuyerConversation, buyerConversation()).handler);
    const send = mockEndpoint(sendBuyerMessage, sent);
    server.use(send.handler);
    const { result } = renderConversationWithSend();
    await waitFor(() => expect(result.current.chat.messages).toHaveLength(2));
    await act(() => result.current.send.mutateAsync('개통은 언제 돼요?'));
    expect(send.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/estimations/93/messages');
    expect(send.calls[0]?.body).toEqual({ body: '개통은 언제 돼요?' });
    await waitFor(() => expect(result.current.chat.messages.at(-1)).toEqual(sent));
    expect(result.current.chat.messages.map((message) => message.id)).toEqual([1, 2, 3]);
  });

  it('does not add the message twice when the conversation already has it', async () => {
    server.use(
      mockEndpoint(
        getBuyerConversation,
        buyerConversation({ messages: [sent, ...buyerConversation().messages] }),
      ).handler,
      mockEndpoint(sendBuyerMessage, sent).handler,
    );
    const { result } = renderConversationWithSend();
    await waitFor(() => expect(result.current.chat.messages).toHaveLength(3));
    await act(() => result.current.send.mutateAsync('개통은 언제 돼요?'));
    expect(result.current.chat.messages).toHaveLength(3);
  });

  it('rejects a refused message with the server’s Korean reason, adding nothing', async () => {
    server.use(
      mockEndpoint(getBuyerConversation, buyerConversation()).handler,
      mockEndpoint(sendBuyerMessage, () => apiErrorResponse(400, contactRefusalMessages.phone))
        .handler,
    );
    const { result } = renderConversationWithSend();
    await waitFor(() => expect(result.current.chat.messages).toHaveLength(2));
    await expect(
      act(() => result.current.send.mutateAsync('010-1234-5678로 전화 주세요')),
    ).rejects.toMatchObject({ status: 400, message: contactRefusalMessages.phone });
    expect(result.current.chat.messages).toHaveLength(2);
  });
});

describe('useSendMessage from the dealer’s console', () => {
  const key = queryKeys.seller.messages.conversation(9);

  it('sends the text through the console’s endpoint and shows it as the newest message', async () => {
    const sent = conversationMessage(5, { sender: 'dealer', mine: true, body: '네, 재고 있어요.' });
    const mock = mockEndpoint(sendDealerMessage, sent);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(
      () => useSendMessage('dealer', 9),
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
  });

  it('gives the server’s Korean reason when a message is refused', async () => {
    server.use(
      mockEndpoint(sendDealerMessage, () => apiErrorResponse(400, contactRefusalMessages.phone))
        .handler,
    );
    const { result } = renderHookWithApi(() => useSendMessage('dealer', 9), signedInDealer());

    await expect(
      act(() => result.current.mutateAsync('010-1234-5678로 전화 주세요')),
    ).rejects.toMatchObject({ status: 400, message: contactRefusalMessages.phone });
  });
});
