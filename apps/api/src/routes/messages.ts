import {
  getBuyerConversation,
  getBuyerUnreadMessages,
  getDealerConversation,
  getDealerUnreadMessages,
  messageMessages,
  readBuyerConversation,
  readDealerConversation,
  sendBuyerMessage,
  sendDealerMessage,
} from '@quotemarket/contract';
import {
  loadBuyerUnreadMessages,
  loadConversation,
  loadDealerUnreadMessages,
  readConversation,
  sendMessage,
  type ConversationCaller,
} from '../domain/messages/conversations';
import { answer, type RouteModule } from '../http/router';

/**
 * A quote's conversation, from either side: the buyer through their quote list, the store through
 * its console. The same rules serve both; only who is calling differs.
 */
export const messageRoutes: RouteModule = (mount, { db, now, rateLimitStore, settings }) => {
  const sending = { db, rateLimitStore, limit: settings.rateLimits.messagesPerSender };
  const buyer = (userId: number): ConversationCaller => ({ side: 'buyer', id: userId });
  const dealer = (sellerId: number): ConversationCaller => ({ side: 'dealer', id: sellerId });

  mount(getBuyerConversation, async ({ params, query, auth }) =>
    loadConversation(db, {
      caller: buyer(auth.userId),
      estimationId: params.id,
      ...query,
      now: now(),
    }),
  );
  mount(getDealerConversation, async ({ params, query, auth }) =>
    loadConversation(db, {
      caller: dealer(auth.sellerId),
      estimationId: params.id,
      ...query,
      now: now(),
    }),
  );

  mount(sendBuyerMessage, async ({ params, body, auth }) =>
    answer(
      await sendMessage(sending, {
        caller: buyer(auth.userId),
        estimationId: params.id,
        body: body.body,
        now: now(),
      }),
      { statusCode: 201, message: messageMessages.sent },
    ),
  );
  mount(sendDealerMessage, async ({ params, body, auth }) =>
    answer(
      await sendMessage(sending, {
        caller: dealer(auth.sellerId),
        estimationId: params.id,
        body: body.body,
        now: now(),
      }),
      { statusCode: 201, message: messageMessages.sent },
    ),
  );

  mount(readBuyerConversation, async ({ params, auth }) =>
    readConversation(db, { caller: buyer(auth.userId), estimationId: params.id, now: now() }),
  );
  mount(readDealerConversation, async ({ params, auth }) =>
    readConversation(db, { caller: dealer(auth.sellerId), estimationId: params.id, now: now() }),
  );

  mount(getBuyerUnreadMessages, async ({ auth }) => loadBuyerUnreadMessages(db, auth.userId));
  mount(getDealerUnreadMessages, async ({ auth }) => loadDealerUnreadMessages(db, auth.sellerId));
};
