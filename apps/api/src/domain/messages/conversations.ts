import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import {
  anonymousBuyerName,
  contactRefusalMessages,
  conversationOpenDaysAfterRequest,
  messageMessages,
  notFoundMessage,
  refusedContactReason,
  type BuyerUnreadMessages,
  type Conversation,
  type ConversationMessage,
  type DealerUnreadMessages,
  type MessageSender,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { estimations, messages, quotations, selections, sellers } from '../../db/schema';
import type { RateLimitStore } from '../../edges/rate-limit-store';
import { publishQuoteEvent } from '../events/quote-events';
import { conflict, forbidden, invalidInput, notFound } from '../shared/errors';
import { secondsUntil, tooMany, type RateLimit } from '../shared/rate-limits';

const dayMs = 24 * 60 * 60 * 1000;

/** Who is asking: the request's buyer, or the store whose quote the conversation is about. */
export interface ConversationCaller {
  side: MessageSender;
  /** The buyer's user id, or the store's seller id. */
  id: number;
}

const otherSide = (side: MessageSender): MessageSender => (side === 'buyer' ? 'dealer' : 'buyer');

export const conversationNotFound = () => notFound(notFoundMessage('conversation'));

/**
 * A quote's conversation as `caller` may see it, or null when the caller is neither its buyer nor
 * its store: to anyone else (another store that bid on the same request included) it does not
 * exist.
 */
async function findConversation(db: Database, caller: ConversationCaller, estimationId: number) {
  const [row] = await db
    .select({
      estimationId: estimations.id,
      quotationId: estimations.quotationId,
      buyerId: quotations.buyerId,
      sellerId: estimations.sellerId,
      storeName: sellers.storeName,
      storeSuspendedAt: sellers.suspendedAt,
      closedAt: quotations.closedAt,
      deadlineAt: quotations.deadlineAt,
      selectedEstimationId: selections.estimationId,
      selectedAt: selections.createdAt,
      selectedBuyerName: selections.buyerName,
    })
    .from(estimations)
    .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
    .innerJoin(sellers, eq(sellers.id, estimations.sellerId))
    .leftJoin(selections, eq(selections.quotationId, quotations.id))
    .where(
      and(
        eq(estimations.id, estimationId),
        caller.side === 'buyer'
          ? eq(quotations.buyerId, caller.id)
          : eq(estimations.sellerId, caller.id),
      ),
    );
  return row ?? null;
}
type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

/**
 * When the request ended: the buyer's choice, the buyer's or an operator's early close, or the
 * deadline once it has passed; null while it still takes quotes.
 */
function requestEndedAt(row: ConversationRow, now: Date): Date | null {
  if (row.selectedAt) return row.selectedAt;
  if (row.closedAt) return row.closedAt;
  if (row.deadlineAt && row.deadlineAt <= now) return row.deadlineAt;
  return null;
}

function closesAt(row: ConversationRow, now: Date): Date | null {
  const ended = requestEndedAt(row, now);
  return ended && new Date(ended.getTime() + conversationOpenDaysAfterRequest * dayMs);
}

/** The buyer chose this quote and consented: the store has their name and number. */
const contactReleased = (row: ConversationRow) => row.selectedEstimationId === row.estimationId;

/** Why `caller` may not send in this conversation now, or null. */
function sendingRefusal(row: ConversationRow, caller: ConversationCaller, now: Date) {
  const closing = closesAt(row, now);
  if (closing && closing <= now) return conflict(messageMessages.closed);
  if (row.storeSuspendedAt) {
    return caller.side === 'dealer'
      ? forbidden(messageMessages.dealerSuspended)
      : conflict(messageMessages.storeUnavailable);
  }
  return null;
}

function toMessage(
  row: typeof messages.$inferSelect,
  caller: ConversationCaller,
): ConversationMessage {
  return {
    id: row.id,
    sender: row.sender,
    mine: row.sender === caller.side,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * A page of a conversation, newest first: the latest `size` messages, or those before the message
 * `before` (the page above, as the reader scrolls up).
 */
export async function loadConversation(
  db: Database,
  input: {
    caller: ConversationCaller;
    estimationId: number;
    before?: number;
    size: number;
    now: Date;
  },
): Promise<Conversation> {
  const { caller, now } = input;
  const row = await findConversation(db, caller, input.estimationId);
  if (!row) throw conversationNotFound();
  const page = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.estimationId, row.estimationId),
        input.before === undefined ? undefined : lt(messages.id, input.before),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(input.size + 1);
  const shown = page.slice(0, input.size);
  const counterpartName =
    caller.side === 'buyer'
      ? row.storeName
      : contactReleased(row)
        ? (row.selectedBuyerName ?? anonymousBuyerName)
        : anonymousBuyerName;
  return {
    quotationId: row.quotationId,
    estimationId: row.estimationId,
    counterpartName,
    closesAt: closesAt(row, now)?.toISOString() ?? null,
    canSend: sendingRefusal(row, caller, now) === null,
    messages: shown.map((message) => toMessage(message, caller)),
    nextBefore: page.length > input.size ? shown.at(-1)!.id : null,
  };
}

export interface SendMessageDeps {
  db: Database;
  rateLimitStore: RateLimitStore;
  limit: RateLimit;
}

/**
 * Sends `body` from `caller`: refused while the conversation is closed or the store suspended,
 * when the text carries a way off the platform (the contract's rule, with the reason), and past
 * the sender's budget of messages, which every API process counts together. The other side's
 * streams hear of it once it is stored.
 */
export async function sendMessage(
  deps: SendMessageDeps,
  input: { caller: ConversationCaller; estimationId: number; body: string; now: Date },
): Promise<ConversationMessage> {
  const { caller, now } = input;
  const row = await findConversation(deps.db, caller, input.estimationId);
  if (!row) throw conversationNotFound();
  const refusal = sendingRefusal(row, caller, now);
  if (refusal) throw refusal;
  // Counted before the text is judged: trying variants of a number until one slips through is
  // sending too.
  const at = now.getTime();
  const window = await deps.rateLimitStore.hit(
    `message:${caller.side}:${caller.id}`,
    deps.limit.windowMs,
    at,
  );
  if (window.count > deps.limit.max)
    throw tooMany('보낸 메시지가', secondsUntil(window.resetAt, at));
  const { body } = input;
  const reason = refusedContactReason(body, { contactReleased: contactReleased(row) });
  if (reason) throw invalidInput(contactRefusalMessages[reason]);

  return deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(messages)
      .values({
        estimationId: row.estimationId,
        quotationId: row.quotationId,
        buyerId: row.buyerId,
        sellerId: row.sellerId,
        sender: caller.side,
        body,
        createdAt: now,
      })
      .returning();
    await publishQuoteEvent(tx, {
      type: 'message',
      change: 'sent',
      by: caller.side,
      quotationId: row.quotationId,
      estimationId: row.estimationId,
      buyerId: row.buyerId,
      sellerId: row.sellerId,
      messageId: stored!.id,
    });
    return toMessage(stored!, caller);
  });
}

/**
 * Marks what the other side sent as read by `caller` (the read receipt they see). The other side
 * hears of it only when something was unread.
 */
export async function readConversation(
  db: Database,
  input: { caller: ConversationCaller; estimationId: number; now: Date },
) {
  const { caller } = input;
  const row = await findConversation(db, caller, input.estimationId);
  if (!row) throw conversationNotFound();
  return db.transaction(async (tx) => {
    const read = await tx
      .update(messages)
      .set({ readAt: input.now })
      .where(
        and(
          eq(messages.estimationId, row.estimationId),
          eq(messages.sender, otherSide(caller.side)),
          isNull(messages.readAt),
        ),
      )
      .returning({ id: messages.id });
    if (read.length > 0) {
      await publishQuoteEvent(tx, {
        type: 'message',
        change: 'read',
        by: caller.side,
        quotationId: row.quotationId,
        estimationId: row.estimationId,
        buyerId: row.buyerId,
        sellerId: row.sellerId,
        messageId: null,
      });
    }
    return { estimationId: row.estimationId, readCount: read.length };
  });
}

/** Unread messages per request and quote, for the side `caller` is on (its partial index). */
async function unreadByConversation(db: Database, caller: ConversationCaller) {
  const owner =
    caller.side === 'buyer' ? eq(messages.buyerId, caller.id) : eq(messages.sellerId, caller.id);
  return db
    .select({
      quotationId: messages.quotationId,
      estimationId: messages.estimationId,
      unread: count(),
    })
    .from(messages)
    .where(and(owner, eq(messages.sender, otherSide(caller.side)), isNull(messages.readAt)))
    .groupBy(messages.quotationId, messages.estimationId)
    .orderBy(desc(messages.quotationId), messages.estimationId);
}

/** What a buyer has not read: in all, per request and per quote (newest requests first). */
export async function loadBuyerUnreadMessages(
  db: Database,
  buyerId: number,
): Promise<BuyerUnreadMessages> {
  const rows = await unreadByConversation(db, { side: 'buyer', id: buyerId });
  const requests = new Map<number, BuyerUnreadMessages['requests'][number]>();
  for (const { quotationId, estimationId, unread } of rows) {
    const request = requests.get(quotationId) ?? { quotationId, unread: 0, estimations: [] };
    request.unread += unread;
    request.estimations.push({ estimationId, unread });
    requests.set(quotationId, request);
  }
  return {
    total: rows.reduce((sum, row) => sum + row.unread, 0),
    requests: [...requests.values()],
  };
}

/** What a store has not read: in all and per request (one quote each, newest requests first). */
export async function loadDealerUnreadMessages(
  db: Database,
  sellerId: number,
): Promise<DealerUnreadMessages> {
  const rows = await unreadByConversation(db, { side: 'dealer', id: sellerId });
  return { total: rows.reduce((sum, row) => sum + row.unread, 0), requests: rows };
}
