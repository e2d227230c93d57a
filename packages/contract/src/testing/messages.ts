// A quote's conversation as the API answers it (issue 43). For the dealer: quote 9 on request 42, its
// buyer still "고객". Messages are numbered: message `id` was sent `id` minutes after 09:00 (Seoul
// 18:00), so a test can tell their order and their day from their ids.
import type {
  BuyerUnreadMessages,
  Conversation,
  ConversationMessage,
  DealerUnreadMessages,
  EndpointResponse,
  readDealerConversation,
} from '../index';

const firstSentAt = Date.parse('2026-11-20T09:00:00.000Z');

/** Message `id`, from the buyer unless `overrides` says otherwise, unread. */
export function conversationMessage(
  id: number,
  overrides: Partial<ConversationMessage> = {},
): ConversationMessage {
  return {
    id,
    sender: 'buyer',
    mine: false,
    body: `메시지 ${id}`,
    createdAt: new Date(firstSentAt + id * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** A page of quote 9's conversation, its messages newest first as the API sends them. */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    quotationId: 42,
    estimationId: 9,
    counterpartName: '고객',
    closesAt: null,
    canSend: true,
    messages: [],
    nextBefore: null,
    ...overrides,
  };
}

/** What a dealer has not read yet: `unread` messages on quote 9 of request 42. */
export function dealerUnreadMessages(unread = 2): DealerUnreadMessages {
  return {
    total: unread,
    requests: unread > 0 ? [{ quotationId: 42, estimationId: 9, unread }] : [],
  };
}

/** The answer to marking quote 9's conversation read. */
export function messageReadReceipt(readCount = 1): EndpointResponse<typeof readDealerConversation> {
  return { estimationId: 9, readCount };
}

// For the buyer: the conversation with 잠실 통신플라자 about quote 93 on request 26.

/**
 * A message of the conversation about quote 93 (잠실 통신플라자, request 26), as the buyer reads
 * it: from the store unless `overrides` say otherwise.
 */
export function buyerConversationMessage(
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
export function buyerConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    quotationId: 26,
    estimationId: 93,
    counterpartName: '잠실 통신플라자',
    closesAt: null,
    canSend: true,
    messages: [
      buyerConversationMessage(2, {
        body: '네, 블랙 256GB 재고 있어요.',
        createdAt: '2026-12-07T02:05:00.000Z',
      }),
      buyerConversationMessage(1, {
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
