import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contactRefusalMessages,
  getBuyerConversation,
  messageMessages,
  messageReportMessages,
  readBuyerConversation,
  reportBuyerMessage,
  sendBuyerMessage,
  sendBuyerMessagePhoto,
  fillPathParams,
  toApiUrl,
  type Conversation,
} from '@quotemarket/contract';
import { buyerConversation, buyerConversationMessage } from '@quotemarket/contract/testing';
import { apiErrorResponse, mockEndpoint, setupMswServer } from '../../testing/renderApp';
import { paths } from '../../paths';
import { renderQuotationApp, serveUnreadMessages } from './quotationTestApp';

const server = setupMswServer();

beforeAll(async () => {
  await import('./ConversationPage');
});

let read: ReturnType<typeof mockEndpoint<typeof readBuyerConversation>>;
beforeEach(() => {
  serveUnreadMessages(server);
  read = mockEndpoint(readBuyerConversation, { estimationId: 93, readCount: 1 });
  // jsdom has no object URLs; the composer's preview needs one.
  URL.createObjectURL = vi.fn(() => 'blob:chosen-photo');
  URL.revokeObjectURL = vi.fn();
  server.use(read.handler);
});

function serve(answer: Conversation | ((url: URL) => Conversation)) {
  const endpoint = mockEndpoint(getBuyerConversation, ({ url }) =>
    typeof answer === 'function' ? answer(url) : answer,
  );
  server.use(endpoint.handler);
  return endpoint;
}

const path = paths.conversation(93);
/** Where an endpoint about record `id` is called. */
const apiPath = (endpoint: { path: string }, id: number) =>
  toApiUrl(fillPathParams(endpoint.path, { id }));
const transcript = () => screen.getByRole('log', { name: '대화 내용' });
const bubbles = () =>
  Array.from(transcript().querySelectorAll<HTMLElement>('[data-qm="message-bubble"]'));

/** Yesterday's question and the store's answer today, in Seoul. */
const twoDays = buyerConversation({
  messages: [
    buyerConversationMessage(3, {
      body: '네, 블랙 256GB 재고 있어요.',
      createdAt: '2026-12-07T01:05:00.000Z',
    }),
    buyerConversationMessage(2, {
      sender: 'buyer',
      mine: true,
      body: '개통은 언제 돼요?',
      createdAt: '2026-12-06T09:00:00.000Z',
      readAt: null,
    }),
    buyerConversationMessage(1, {
      sender: 'buyer',
      mine: true,
      body: '이 색상 재고 있나요?',
      createdAt: '2026-12-06T08:59:00.000Z',
      readAt: '2026-12-06T10:00:00.000Z',
    }),
  ],
});

describe('conversation with a store', () => {
  it('shows the store, the messages oldest first by day with receipts, and marks them read', async () => {
    const endpoint = serve(twoDays);
    renderQuotationApp(path);

    expect(await screen.findByRole('heading', { name: '잠실 통신플라자' })).toBeInTheDocument();
    expect(endpoint.calls[0]?.url.pathname).toBe(apiPath(getBuyerConversation, 93));
    expect(bubbles().map((bubble) => bubble.dataset.from)).toEqual(['mine', 'mine', 'theirs']);
    expect(bubbles().map((bubble) => bubble.textContent)).toEqual([
      expect.stringContaining('이 색상 재고 있나요?'),
      expect.stringContaining('개통은 언제 돼요?'),
      expect.stringContaining('네, 블랙 256GB 재고 있어요.'),
    ]);
    // Read by the store, then not yet; the store's own carries its name.
    expect(bubbles()[0]).toHaveTextContent('읽음');
    expect(bubbles()[1]).toHaveTextContent('안 읽음');
    expect(within(bubbles()[2]!).getByText('잠실 통신플라자')).toBeInTheDocument();
    expect(within(transcript()).getByText('2026년 12월 6일 일요일')).toBeInTheDocument();
    expect(within(transcript()).getByText('2026년 12월 7일 월요일')).toBeInTheDocument();
    expect(within(transcript()).getByText('오후 5:59')).toBeInTheDocument();
    await waitFor(() => expect(read.calls).toHaveLength(1));
    expect(read.calls[0]?.url.pathname).toBe(apiPath(readBuyerConversation, 93));
  });

  it('sends a message, which joins the bottom at once, and empties the field', async () => {
    const user = userEvent.setup();
    serve(buyerConversation());
    const sent = buyerConversationMessage(5, {
      sender: 'buyer',
      mine: true,
      body: '개통은 언제 돼요?',
      createdAt: '2026-12-07T03:00:00.000Z',
    });
    const send = mockEndpoint(sendBuyerMessage, sent);
    server.use(send.handler);
    renderQuotationApp(path);

    const field = await screen.findByRole('textbox', { name: '메시지' });
    await user.type(field, '개통은 언제 돼요?');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('개통은 언제 돼요?'));
    expect(send.calls[0]?.body).toEqual({ body: '개통은 언제 돼요?' });
    expect(field).toHaveValue('');
  });

  it('says why a message with a phone number was refused, and keeps it to correct', async () => {
    const user = userEvent.setup();
    serve(buyerConversation());
    server.use(
      mockEndpoint(sendBuyerMessage, () => apiErrorResponse(400, contactRefusalMessages.phone))
        .handler,
    );
    renderQuotationApp(path);

    const field = await screen.findByRole('textbox', { name: '메시지' });
    await user.type(field, '010-1234-5678로 전화 주세요');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contactRefusalMessages.phone);
    expect(field).toHaveValue('010-1234-5678로 전화 주세요');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(contactRefusalMessages.phone),
    );
    expect(bubbles()).toHaveLength(2);
    // Correcting it clears the reason.
    await user.type(field, '{Backspace}');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('sends a photo with words: previewed in the composer, then shown at the bottom', async () => {
    const user = userEvent.setup();
    serve(buyerConversation());
    const sent = buyerConversationMessage(6, {
      sender: 'buyer',
      mine: true,
      body: '이 색상이에요',
      photo: { url: '/media/uploads/messages/a.jpg', width: 400, height: 300 },
      createdAt: '2026-12-07T03:00:00.000Z',
    });
    const send = mockEndpoint(sendBuyerMessagePhoto, sent);
    server.use(send.handler);
    renderQuotationApp(path);

    const field = await screen.findByRole('textbox', { name: '메시지' });
    const photo = new File(['jpeg'], 'color.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('사진 첨부', { selector: 'input' }), photo);
    expect(screen.getByRole('img', { name: '사진 1' })).toHaveAttribute('src', 'blob:chosen-photo');
    await user.type(field, '이 색상이에요');
    await user.click(screen.getByRole('button', { name: '보내기' }));

    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(within(bubbles()[2]!).getByRole('img', { name: '내가 보낸 사진' })).toHaveAttribute(
      'src',
      '/media/uploads/messages/a.jpg',
    );
    expect(send.calls[0]?.body).toMatch(/name="body"\r\n\r\n이 색상이에요/);
    expect(screen.queryByRole('img', { name: '사진 1' })).not.toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('refuses a file that is not a photo before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    serve(buyerConversation());
    const send = mockEndpoint(sendBuyerMessagePhoto, buyerConversationMessage(6));
    server.use(send.handler);
    renderQuotationApp(path);

    await screen.findByRole('textbox', { name: '메시지' });
    const gif = new File(['gif'], 'moving.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('사진 첨부', { selector: 'input' }), gif);
    expect(screen.getByRole('alert')).toHaveTextContent('JPG, PNG 파일만 올릴 수 있어요.');
    expect(screen.queryByRole('img', { name: '사진 1' })).not.toBeInTheDocument();
    expect(send.calls).toHaveLength(0);
  });

  it('reports one of the store’s messages with a reason, and says it reached the operators', async () => {
    const user = userEvent.setup();
    serve(twoDays);
    const report = mockEndpoint(reportBuyerMessage, { reportId: 12 });
    server.use(report.handler);
    renderQuotationApp(path);

    await screen.findByRole('heading', { name: '잠실 통신플라자' });
    // Only the store's messages can be reported.
    expect(within(bubbles()[0]!).queryByRole('button', { name: '신고' })).not.toBeInTheDocument();
    await user.click(within(bubbles()[2]!).getByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '메시지 신고하기' });
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(within(dialog).getByText(messageReportMessages.reasonRequired)).toBeInTheDocument();
    expect(report.calls).toHaveLength(0);

    await user.click(
      within(dialog).getByRole('radio', { name: '연락처나 외부 링크로 거래를 유도했어요' }),
    );
    await user.type(within(dialog).getByRole('textbox'), '오픈채팅으로 오라고 했어요.');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));

    expect(await screen.findByText(messageReportMessages.reported)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '메시지 신고하기' })).not.toBeInTheDocument();
    expect(report.calls[0]?.url.pathname).toBe(apiPath(reportBuyerMessage, 3));
    expect(report.calls[0]?.body).toEqual({
      reason: 'OFF_PLATFORM',
      note: '오픈채팅으로 오라고 했어요.',
    });
  });

  it('keeps the report sheet open with the reason a second report is refused', async () => {
    const user = userEvent.setup();
    serve(twoDays);
    server.use(
      mockEndpoint(reportBuyerMessage, () =>
        apiErrorResponse(409, messageReportMessages.alreadyReported),
      ).handler,
    );
    renderQuotationApp(path);

    await screen.findByRole('heading', { name: '잠실 통신플라자' });
    await user.click(within(bubbles()[2]!).getByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '메시지 신고하기' });
    await user.click(within(dialog).getByRole('radio', { name: '욕설이나 불쾌한 말을 했어요' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(
      await within(dialog).findByText(messageReportMessages.alreadyReported),
    ).toBeInTheDocument();
  });

  it('says why a closed conversation takes no more messages, and offers no field', async () => {
    serve(buyerConversation({ canSend: false, closesAt: '2026-03-01T00:00:00.000Z' }));
    renderQuotationApp(path);
    expect(await screen.findByText(messageMessages.closed)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '메시지' })).toBeNull();
    expect(bubbles()).toHaveLength(2);
  });

  it('loads earlier messages above the ones shown', async () => {
    const user = userEvent.setup();
    serve((url) =>
      url.searchParams.get('before') === '2'
        ? buyerConversation({
            messages: [buyerConversationMessage(1, { body: '안녕하세요, 견적 보냈어요.' })],
            nextBefore: null,
          })
        : buyerConversation({ messages: twoDays.messages.slice(0, 2), nextBefore: 2 }),
    );
    renderQuotationApp(path);
    await user.click(await screen.findByRole('button', { name: '이전 메시지 보기' }));
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles()[0]).toHaveTextContent('안녕하세요, 견적 보냈어요.');
    expect(screen.queryByRole('button', { name: '이전 메시지 보기' })).toBeNull();
  });

  it('shows the store’s answer as it arrives, and marks it read while open', async () => {
    let answered = false;
    serve(() =>
      answered
        ? buyerConversation({
            messages: [
              buyerConversationMessage(4, {
                body: '내일 오후에 개통돼요.',
                createdAt: '2026-12-07T03:00:00.000Z',
              }),
              ...buyerConversation().messages,
            ],
          })
        : buyerConversation({
            messages: buyerConversation().messages.map((message) => ({
              ...message,
              readAt: message.readAt ?? '2026-12-07T02:06:00.000Z',
            })),
          }),
    );
    const { stream } = renderQuotationApp(path);
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(read.calls).toHaveLength(0);

    answered = true;
    act(() =>
      stream.emitMessage({
        quotationId: 26,
        estimationId: 93,
        change: 'sent',
        by: 'dealer',
        messageId: 4,
      }),
    );
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('내일 오후에 개통돼요.'));
    await waitFor(() => expect(read.calls).toHaveLength(1));
  });

  it('says the quote is gone when it is not the buyer’s', async () => {
    server.use(
      mockEndpoint(getBuyerConversation, () => apiErrorResponse(404, '견적을 찾을 수 없어요.'))
        .handler,
    );
    renderQuotationApp(path);
    expect(
      await screen.findByText('판매점이 견적을 철회했거나 볼 수 없는 견적이에요.'),
    ).toBeInTheDocument();
  });
});
