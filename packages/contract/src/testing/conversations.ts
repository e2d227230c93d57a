import type { BuyerUnreadMessages, Conversation, ConversationMessage } from '../index';

/**
 * A message of the conversation about quote 93 (잠실 통신플라자, request 26), as the buyer reads
 * it: from the store unless `overrides` say otherwise.
 */
export function conversationMessage(
  id: number,
  overrides: Partial<ConversationMessage> = {},
): ConversationMessage {
  return {
    id,
    sender: 'dealer',
    mine: false,
    body: '안녕하세요, 문의 주셔서 감사해요.',
    createdAt: '2026-12-07T02:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

/**
 * The buyer's conversation with the store of quote 93: one page, newest first as the API sends
 * it (the store's answer, then the buyer's question it read).
 */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    quotationId: 26,
    estimationId: 93,
    counterpartName: '잠실 통신플라자',
    closesAt: null,
    canSend: true,
    messages: [
      conversationMessage(2, {
        body: '네, 블랙 256GB 재고 있어요.',
        createdAt: '2026-12-07T02:05:00.000Z',
      }),
      conversationMessage(1, {
        sender: 'buyer',
        mine: true,
        body: '이 색상 재고 있나요?',
        createdAt: '2026-12-07T02:00:00.000Z',
        readAt: '2026-12-07T02:04:00.000Z',
      }),
    ],
    nextBefore: null,
    ...overrides,
  };
}

/** The buyer's unread counts: two from the store of quote 93 on request 26. */
export function buyerUnreadMessages(
  overrides: Partial<BuyerUnreadMessages> = {},
): BuyerUnreadMessages {
  return {
    total: 2,
    requests: [{ quotationId: 26, unread: 2, estimations: [{ estimationId: 93, unread: 2 }] }],
    ...overrides,
  };
}
