// A quote's conversation as the API answers it (issue 43): the dealer's quote 9 on request 42, its
// buyer still "고객". Messages are numbered: message `id` was sent `id` minutes after 09:00 (Seoul
// 18:00), so a test can tell their order and their day from their ids.
import type {
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
