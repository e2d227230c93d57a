import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import {
  anonymousBuyerName,
  contactRefusalMessages,
  conversationOpenDaysAfterRequest,
  messageMessages,
  notFoundMessage,
  notificationMessages,
  refusedContactReason,
  type BuyerUnreadMessages,
  type Conversation,
  type ConversationMessage,
  type DealerUnreadMessages,
  type MessagePhoto,
  type MessageSender,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { estimations, messages, quotations, selections, sellers } from '../../db/schema';
import type { FileStorage } from '../../edges/file-storage';
import type { RateLimitStore } from '../../edges/rate-limit-store';
import { publishQuoteEvent } from '../events/quote-events';
import { notifyBuyer } from '../notifications/queue';
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
      productId: quotations.productId,
      categoryId: quotations.categoryId,
      requestNotificationsOn: quotations.notificationEnabled,
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

type MessageRow = typeof messages.$inferSelect;

/** A stored message's photo as the contract shows it, or undefined when it has none. */
export function photoOf(
  row: Pick<MessageRow, 'photoUrl' | 'photoWidth' | 'photoHeight'>,
): MessagePhoto | undefined {
  if (row.photoUrl === null || row.photoWidth === null || row.photoHeight === null)
    return undefined;
  return { url: row.photoUrl, width: row.photoWidth, height: row.photoHeight };
}

function toMessage(row: MessageRow, caller: ConversationCaller): ConversationMessage {
  const photo = photoOf(row);
  return {
    id: row.id,
    sender: row.sender,
    mine: row.sender === caller.side,
    body: row.body,
    ...(photo ? { photo } : {}),
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
  files: FileStorage;
  rateLimitStore: RateLimitStore;
  limit: RateLimit;
}

/** A photo as the upload pipeline (`readImage`) leaves it: its pixels only, and their size. */
export interface UploadedMessagePhoto {
  bytes: Buffer;
  extension: string;
  width: number;
  height: number;
}

/** The folder of the file storage message photos are kept in, each under an unguessable name. */
const photoFolder = 'messages';

/** What a message says: its words (empty beside a photo), and its photo when it has one. */
export interface MessageContent {
  body: string;
  photo?: UploadedMessagePhoto;
}

/**
 * Sends what `read` gives (read only once the caller may send: an outsider's or a blocked sender's
 * upload is never decoded) from `caller`: refused while the conversation is closed or the store
 * suspended, past the sender's budget of messages, which every API process counts together, and
 * when the text carries a way off the platform (the contract's rule, with the reason). The photo
 * is stored only once all of that passed, and removed again when the message is not. The other
 * side's streams hear of it once it is stored, and a store's message is pushed to the buyer under
 * the rules of a quote notification.
 */
export async function sendMessage(
  deps: SendMessageDeps,
  input: {
    caller: ConversationCaller;
    estimationId: number;
    read: () => Promise<MessageContent>;
    now: Date;
  },
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
  const { body, photo } = await input.read();
  const reason = refusedContactReason(body, { contactReleased: contactReleased(row) });
  if (reason) throw invalidInput(contactRefusalMessages[reason]);

  const photoUrl = photo && (await deps.files.save(photo.bytes, photo.extension, photoFolder));
  try {
    return await deps.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(messages)
        .values({
          estimationId: row.estimationId,
          quotationId: row.quotationId,
          buyerId: row.buyerId,
          sellerId: row.sellerId,
          sender: caller.side,
          body,
          photoUrl: photoUrl ?? null,
          photoWidth: photo?.width ?? null,
          photoHeight: photo?.height ?? null,
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
      if (caller.side === 'dealer') await notifyNewMessage(tx, row, stored!);
      return toMessage(stored!, caller);
    });
  } catch (error) {
    if (photoUrl) await deps.files.remove(photoUrl);
    throw error;
  }
}

/**
 * A store's message, pushed to its buyer in the message's transaction: a quote notification of
 * the request (its own switch and its category's; like every transaction notification it may
 * arrive at night), one per message on each device.
 */
async function notifyNewMessage(tx: Database, row: ConversationRow, message: MessageRow) {
  // Only a draft has no product yet, and a draft takes no quotes to talk about.
  if (row.productId === null) return;
  await notifyBuyer(tx, {
    kind: 'new-message',
    request: { categoryId: row.categoryId, notificationsOn: row.requestNotificationsOn },
    buyerId: row.buyerId,
    dedupeKey: `new-message:${message.id}`,
    message: notificationMessages.newMessage({
      quotationId: row.quotationId,
      productId: row.productId,
      estimationId: row.estimationId,
      storeName: row.storeName,
      body: message.body,
    }),
    now: message.createdAt,
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
