import { and, eq } from 'drizzle-orm';
import {
  messageReportMessages,
  notFoundMessage,
  type MessageReportReason,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/postgres-errors';
import { messages, quotations, reports } from '../../db/schema';
import { conflict, invalidInput, notFound } from '../shared/errors';
import type { ConversationCaller } from './conversations';

const messageNotFound = () => notFound(notFoundMessage('message'));

/**
 * `caller` reports a message the other side of their conversation sent: it joins the operators'
 * queue as a message report of the conversation's store and buyer, whoever reported. To anyone
 * but the two sides the message does not exist; one's own message cannot be reported; and each
 * side reports a message once (the unique index decides a race between two taps).
 */
export async function reportMessage(
  db: Database,
  input: {
    caller: ConversationCaller;
    messageId: number;
    reason: MessageReportReason;
    note: string;
    now: Date;
  },
): Promise<{ reportId: number }> {
  const { caller } = input;
  const [message] = await db
    .select({
      id: messages.id,
      sender: messages.sender,
      buyerId: messages.buyerId,
      sellerId: messages.sellerId,
      productId: quotations.productId,
    })
    .from(messages)
    .innerJoin(quotations, eq(quotations.id, messages.quotationId))
    .where(
      and(
        eq(messages.id, input.messageId),
        caller.side === 'buyer'
          ? eq(messages.buyerId, caller.id)
          : eq(messages.sellerId, caller.id),
      ),
    );
  if (!message) throw messageNotFound();
  if (message.sender === caller.side) throw invalidInput(messageReportMessages.ownMessage);
  try {
    const [report] = await db
      .insert(reports)
      .values({
        sellerId: message.sellerId,
        buyerId: message.buyerId,
        productId: message.productId,
        reason: input.reason,
        content: input.note,
        messageId: message.id,
        reportedBy: caller.side,
        createdAt: input.now,
      })
      .returning({ reportId: reports.id });
    return report!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messageReportMessages.alreadyReported);
    throw error;
  }
}
