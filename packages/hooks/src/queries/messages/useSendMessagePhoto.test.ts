import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  profileImageMessages,
  sendBuyerMessagePhoto,
  sendDealerMessagePhoto,
  type ConversationMessage,
} from '@quotemarket/contract';
import { buyerConversation, conversation } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useSendMessagePhoto } from './useSendMessagePhoto';

const server = setupMswServer();
const file = new File(['jpeg-bytes'], 'color.jpg', { type: 'image/jpeg' });

/** The newest message of cached conversation pages (the first page's first message). */
const newestOf = (data: unknown) =>
  (data as { pages: { messages: ConversationMessage[] }[] }).pages[0]?.messages[0];

const sent = (sender: 'buyer' | 'dealer'): ConversationMessage => ({
  id: 71,
  sender,
  mine: true,
  body: '이 색상이에요.',
  photo: { url: '/media/uploads/messages/a.jpg', width: 400, height: 300 },
  createdAt: '2026-12-07T03:00:00.000Z',
  readAt: null,
});

describe('useSendMessagePhoto', () => {
  it('sends the buyer’s photo and words as one form; the sent message joins the conversation at its size', async () => {
    const mock = mockEndpoint(sendBuyerMessagePhoto, sent('buyer'));
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useSendMessagePhoto('buyer', 12));
    const key = queryKeys.messages.conversation(12);
    queryClient.setQueryData(key, { pages: [buyerConversation()], pageParams: [null] });

    await act(() => result.current.mutateAsync({ file, body: '이 색상이에요.' }));

    const [call] = mock.calls;
    expect(call?.url.pathname).toBe('/api/v2/quotation-list/estimations/12/messages/photo');
    expect(call?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.body).toMatch(/name="body"\r\n\r\n이 색상이에요\./);
    expect(call?.body).toMatch(/name="photo"; filename="[^"]*"\r\nContent-Type: image\/jpeg/);
    expect(newestOf(queryClient.getQueryData(key))).toEqual(sent('buyer'));
  });

  it('sends the dealer’s photo alone through the console’s endpoint', async () => {
    const mock = mockEndpoint(sendDealerMessagePhoto, sent('dealer'));
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useSendMessagePhoto('dealer', 12));
    const key = queryKeys.seller.messages.conversation(12);
    queryClient.setQueryData(key, { pages: [conversation()], pageParams: [null] });

    await act(() => result.current.mutateAsync({ file }));

    const [call] = mock.calls;
    expect(call?.url.pathname).toBe('/api/v2/seller/estimations/12/messages/photo');
    expect(call?.body).not.toMatch(/name="body"/);
    expect(newestOf(queryClient.getQueryData(key))).toEqual(sent('dealer'));
  });

  it('rejects with the server’s Korean sentence', async () => {
    server.use(
      mockEndpoint(sendBuyerMessagePhoto, () =>
        apiErrorResponse(400, profileImageMessages.tooLarge),
      ).handler,
    );
    const { result } = renderHookWithApi(() => useSendMessagePhoto('buyer', 12));
    act(() => result.current.mutate({ file }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(profileImageMessages.tooLarge);
  });
});
