import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  contactRefusalMessages,
  getBuyerConversation,
  sendBuyerMessage,
} from '@quotemarket/contract';
import { buyerConversation, buyerConversationMessage } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
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
  return renderHookWithApi(() => ({ chat: useConversation(93), send: useSendMessage(93) }));
}

describe('useSendMessage', () => {
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
