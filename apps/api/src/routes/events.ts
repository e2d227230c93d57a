import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  conversationEventName,
  quotationEvents,
  sellerInboxEvents,
  type ConversationEvent,
  type MessageSender,
  type SellerInboxEvent,
} from '@quotemarket/contract';
import { quotations, sellerCategories, sellers } from '../db/schema';
import type { AppDeps } from '../deps';
import type { QuoteEvent } from '../domain/events/quote-events';
import type { MountEventStream } from '../http/event-streams';

/**
 * Live streams: what a buyer's open screens hear about their own requests, and what a dealer's
 * console hears about the requests of its categories.
 */
export function eventStreamRoutes(mountStream: MountEventStream, { db }: AppDeps) {
  mountStream(
    quotationEvents,
    ({ auth }) =>
      async (event) => {
        if (event.type !== 'estimation' || event.buyerId !== auth.userId) return null;
        const [seller] = await db
          .select({ storeName: sellers.storeName })
          .from(sellers)
          .where(eq(sellers.id, event.sellerId));
        return {
          quotationId: event.quotationId,
          estimationId: event.estimationId,
          change: event.change,
          storeName: seller?.storeName ?? '',
        };
      },
    {
      [conversationEventName]: ({ auth }) =>
        conversationEventFor({ side: 'buyer', id: auth.userId }),
    },
  );

  // A request's category never changes, and every open console asks it of the same event: one
  // lookup per request serves them all (concurrent askers share the one query).
  const categoryOfRequest = new LRUCache<number, number>({
    max: 1_000,
    fetchMethod: async (quotationId) => {
      const [request] = await db
        .select({ categoryId: quotations.categoryId })
        .from(quotations)
        .where(eq(quotations.id, quotationId));
      return request?.categoryId;
    },
  });

  mountStream(
    sellerInboxEvents,
    ({ auth }) => {
      const categoriesServed = db
        .select({ categoryId: sellerCategories.categoryId })
        .from(sellerCategories)
        .where(eq(sellerCategories.sellerId, auth.sellerId))
        .then((rows) => new Set(rows.map((row) => row.categoryId)));
      // Awaited with the first event; a failed read must not go unhandled until then.
      categoriesServed.catch(() => undefined);

      return async (event): Promise<SellerInboxEvent | null> => {
        const served = await categoriesServed;
        const { quotationId } = event;
        if (event.type === 'quotation-opened') {
          if (!served.has(event.categoryId)) return null;
          return {
            quotationId,
            categoryId: event.categoryId,
            change: 'opened',
            mine: false,
            closedReason: null,
          };
        }
        if (event.type === 'quotation-closed') {
          if (!served.has(event.categoryId)) return null;
          const mine = event.bidderSellerIds.includes(auth.sellerId);
          return {
            quotationId,
            categoryId: event.categoryId,
            change: 'closed',
            mine,
            closedReason: mine ? event.reason : null,
          };
        }
        // A conversation's news goes out as its own event (conversationEventFor).
        if (event.type === 'message') return null;
        const categoryId = await categoryOfRequest.fetch(quotationId);
        if (categoryId === undefined || !served.has(categoryId)) return null;
        const mine = event.sellerId === auth.sellerId;
        if (event.type === 'estimation') {
          return { quotationId, categoryId, change: 'estimation', mine, closedReason: null };
        }
        // A losing bidder hears that another store was chosen, never which one or at what price.
        const lost = !mine && event.bidderSellerIds.includes(auth.sellerId);
        return {
          quotationId,
          categoryId,
          change: 'selected',
          mine,
          closedReason: lost ? 'SELECTED_ELSEWHERE' : null,
        };
      };
    },
    {
      [conversationEventName]: ({ auth }) =>
        conversationEventFor({ side: 'dealer', id: auth.sellerId }),
    },
  );
}

/**
 * What one side of conversations hears: each message sent and each read receipt in a conversation
 * of theirs, whichever side acted (the sender's other open screens show their own message too).
 */
function conversationEventFor(caller: { side: MessageSender; id: number }) {
  return (event: QuoteEvent): ConversationEvent | null => {
    if (event.type !== 'message') return null;
    const partyId = caller.side === 'buyer' ? event.buyerId : event.sellerId;
    if (partyId !== caller.id) return null;
    return {
      quotationId: event.quotationId,
      estimationId: event.estimationId,
      change: event.change,
      by: event.by,
      messageId: event.messageId,
    };
  };
}
