import { z } from 'zod/mini';
import { lazySchema } from '../core/lazy-schema';
import { recordId } from '../core/paging';
import { messageSenders } from './conversations';

export const conversationChanges = ['sent', 'read'] as const;
export type ConversationChange = (typeof conversationChanges)[number];

/** The name of the event the buyer's and the dealer's live streams send for a conversation. */
export const conversationEventName = 'message';

/**
 * A conversation changed: a message was sent, or its reader marked the messages read. Like every
 * live event it is a hint: the screen reads the conversation and the unread counts again.
 */
export const conversationEventSchema = lazySchema(() =>
  z
    .object({
      quotationId: recordId,
      estimationId: recordId,
      change: z
        .enum(conversationChanges)
        .check(z.describe('sent: 새 메시지, read: 받는 쪽이 메시지를 읽음')),
      by: z.enum(messageSenders).check(z.describe('보낸 쪽 (sent) 또는 읽은 쪽 (read)')),
      messageId: z.nullable(recordId).check(z.describe('새 메시지의 id (sent), 아니면 null')),
    })
    .register(z.globalRegistry, { id: 'ConversationEvent' }),
);
export type ConversationEvent = z.infer<typeof conversationEventSchema>;
