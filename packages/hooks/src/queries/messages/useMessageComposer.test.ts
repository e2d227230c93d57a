import { act, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contactRefusalMessages,
  profileImageAccept,
  profileImageMessages,
  sendBuyerMessage,
  sendBuyerMessagePhoto,
  sendDealerMessage,
} from '@quotemarket/contract';
import { buyerConversationMessage, conversationMessage } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { signedInDealer } from '../seller/sellerSessionTesting';
import { useMessageComposer } from './useMessageComposer';

const server = setupMswServer();
const photo = new File(['jpeg-bytes'], 'color.jpg', { type: 'image/jpeg' });
const sentByBuyer = buyerConversationMessage(7, { sender: 'buyer', mine: true });

beforeEach(() => {
  let count = 0;
  // jsdom has no object URLs; the preview only needs one per picked file.
  URL.createObjectURL = vi.fn(() => `blob:preview-${++count}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('useMessageComposer', () => {
  it('sends the written text and clears it once the server took it', async () => {
    const mock = mockEndpoint(sendBuyerMessage, sentByBuyer);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useMessageComposer('buyer', 31));

    act(() => result.current.onValueChange('이 색상 재고 있나요?'));
    act(() => result.current.onSend('이 색상 재고 있나요?'));

    await waitFor(() => expect(result.current.value).toBe(''));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/estimations/31/messages');
    expect(mock.calls[0]?.body).toEqual({ body: '이 색상 재고 있나요?' });
    expect(result.current.accept).toBe(profileImageAccept);
  });

  it('keeps a refused text with the server’s reason until it is changed', async () => {
    server.use(
      mockEndpoint(sendDealerMessage, () => apiErrorResponse(400, contactRefusalMessages.phone))
        .handler,
    );
    const { result } = renderHookWithApi(() => useMessageComposer('dealer', 31), signedInDealer());

    act(() => result.current.onValueChange('010-1234-5678로 전화 주세요'));
    act(() => result.current.onSend('010-1234-5678로 전화 주세요'));

    await waitFor(() => expect(result.current.error).toBe(contactRefusalMessages.phone));
    expect(result.current.value).toBe('010-1234-5678로 전화 주세요');
    act(() => result.current.onValueChange('매장으로 와 주세요'));
    expect(result.current.error).toBeNull();
  });

  it('previews one picked photo and sends it with the words, then clears both', async () => {
    const mock = mockEndpoint(sendBuyerMessagePhoto, sentByBuyer);
    // Held until released, then on to the mock: the upload is seen while it goes.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/messages/photo', () => held),
      mock.handler,
    );
    const { result } = renderHookWithApi(() => useMessageComposer('buyer', 31));

    act(() => result.current.onAttach([photo]));
    expect(result.current.attachments).toEqual([
      { id: 'blob:preview-1', src: 'blob:preview-1', state: 'ready' },
    ]);
    act(() => result.current.onValueChange('이 색상이에요'));
    act(() => result.current.onSend('이 색상이에요'));
    await waitFor(() => expect(result.current.attachments[0]?.state).toBe('uploading'));
    release();

    await waitFor(() => expect(result.current.attachments).toEqual([]));
    expect(result.current.value).toBe('');
    expect(mock.calls[0]?.url.pathname).toBe(
      '/api/v2/quotation-list/estimations/31/messages/photo',
    );
    expect(mock.calls[0]?.body).toMatch(/name="body"\r\n\r\n이 색상이에요/);
  });

  it('refuses a file that is not a JPG or PNG before it is sent, keeping the chosen one', () => {
    const { result } = renderHookWithApi(() => useMessageComposer('buyer', 31));

    act(() => result.current.onAttach([photo]));
    act(() => result.current.onAttach([new File(['gif'], 'moving.gif', { type: 'image/gif' })]));

    expect(result.current.error).toBe(profileImageMessages.unsupportedType);
    expect(result.current.attachments).toHaveLength(1);
    act(() => result.current.onRemoveAttachment());
    expect(result.current.attachments).toEqual([]);
    expect(result.current.error).toBeNull();
  });

  it('keeps the photo when the server refuses it, saying why', async () => {
    server.use(
      mockEndpoint(sendBuyerMessagePhoto, () =>
        apiErrorResponse(400, profileImageMessages.tooLarge),
      ).handler,
    );
    const { result } = renderHookWithApi(() => useMessageComposer('buyer', 31));

    act(() => result.current.onAttach([photo]));
    act(() => result.current.onSend(''));

    await waitFor(() => expect(result.current.error).toBe(profileImageMessages.tooLarge));
    expect(result.current.attachments).toEqual([
      { id: 'blob:preview-1', src: 'blob:preview-1', state: 'ready' },
    ]);
  });

  it('sends a dealer’s words through the console’s endpoint', async () => {
    const mock = mockEndpoint(sendDealerMessage, conversationMessage(8, { mine: true }));
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useMessageComposer('dealer', 31), signedInDealer());
    act(() => result.current.onSend('네, 재고 있어요.'));
    await waitFor(() => expect(mock.calls).toHaveLength(1));
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/seller/estimations/31/messages');
  });
});
