import type { FastifyRequest } from 'fastify';
import {
  getBuyerConversation,
  getBuyerUnreadMessages,
  getDealerConversation,
  getDealerUnreadMessages,
  messageMessages,
  messagePhotoForm,
  messagePhotoMessages,
  messageReportMessages,
  readBuyerConversation,
  readDealerConversation,
  reportBuyerMessage,
  reportDealerMessage,
  sendBuyerMessage,
  sendBuyerMessagePhoto,
  sendDealerMessage,
  sendDealerMessagePhoto,
  sendMessageBody,
} from '@quotemarket/contract';
import {
  loadBuyerUnreadMessages,
  loadConversation,
  loadDealerUnreadMessages,
  readConversation,
  sendMessage,
  type ConversationCaller,
  type UploadedMessagePhoto,
} from '../domain/messages/conversations';
import { reportMessage } from '../domain/messages/reports';
import { DomainError, invalidField, invalidInput } from '../domain/shared/errors';
import { answer, type RouteModule } from '../http/router';
import { changeTags } from '../db/change-feed';
import { callerAnswers } from './answer-caching';
import { containsNul, unusableCharacterMessage } from '../http/text-guard';
import { isClientError, readImage } from '../http/uploaded-image';

function malformedForm(request: FastifyRequest, problem: string, field?: string) {
  request.log.info({ problem, field }, 'message photo form refused');
  return invalidInput(messagePhotoMessages.notSent);
}

/**
 * Reads a photo message's form: the one photo, re-encoded to its pixels like every upload, and the
 * words beside it (none, or the text message's rules: trimmed, 1,000 characters at most).
 */
async function readMessagePhotoForm(
  request: FastifyRequest,
): Promise<{ body: string; photo: UploadedMessagePhoto }> {
  if (!request.isMultipart()) throw malformedForm(request, 'not multipart/form-data');
  let photo: UploadedMessagePhoto | undefined;
  let text: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== messagePhotoForm.photo || photo) {
          throw malformedForm(request, 'unknown or repeated file field', part.fieldname);
        }
        photo = await readImage(part, request);
      } else if (part.fieldname === messagePhotoForm.body && text === undefined) {
        if (typeof part.value !== 'string' || containsNul(part.value)) {
          throw invalidField(part.fieldname, unusableCharacterMessage);
        }
        text = part.value;
      } else {
        throw malformedForm(request, 'unknown or repeated field', part.fieldname);
      }
    }
  } catch (error) {
    // A second file passes the plugin's one-file limit: one photo per message, said so.
    if ((error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT') {
      throw malformedForm(request, 'more than one file');
    }
    if (error instanceof DomainError || isClientError(error)) throw error;
    throw malformedForm(request, error instanceof Error ? error.message : String(error));
  }
  if (!photo) throw invalidField(messagePhotoForm.photo, messagePhotoMessages.required);
  if (!text?.trim()) return { body: '', photo };
  const parsed = sendMessageBody.safeParse({ body: text });
  if (!parsed.success) throw invalidField(messagePhotoForm.body, parsed.error.issues[0]!.message);
  return { body: parsed.data.body, photo };
}

/**
 * A conversation is kept per reader until a message in it is sent or read (migration 0027 announces
 * both parties), the request's quote window closes (the conversation's closing date starts then),
 * or a deal, an early close or the store's suspension changes who may send. The store's copy also
 * drops on `inbox`: a request closed early is announced to the buyer's records and the inbox, not
 * the store's. The 90th day's closing is not announced: `canSend` may lag it by the kept answer's
 * lifetime, and sending checks it again.
 */
const buyerConversation = callerAnswers([], { untilWindowCloses: true });
const dealerConversation = callerAnswers([changeTags.inbox], { untilWindowCloses: true });
/** Unread counts: kept per reader until one of their messages is sent or read. */
const unreadCounts = callerAnswers([]);

/**
 * A quote's conversation, from either side: the buyer through their quote list, the store through
 * its console. The same rules serve both; only who is calling differs.
 */
export const messageRoutes: RouteModule = (mount, { db, files, now, rateLimitStore, settings }) => {
  const sending = { db, files, rateLimitStore, limit: settings.rateLimits.messagesPerSender };
  const buyer = (userId: number): ConversationCaller => ({ side: 'buyer', id: userId });
  const dealer = (sellerId: number): ConversationCaller => ({ side: 'dealer', id: sellerId });

  mount(
    getBuyerConversation,
    async ({ params, query, auth }) =>
      loadConversation(db, {
        caller: buyer(auth.userId),
        estimationId: params.id,
        ...query,
        now: now(),
      }),
    buyerConversation,
  );
  mount(
    getDealerConversation,
    async ({ params, query, auth }) =>
      loadConversation(db, {
        caller: dealer(auth.sellerId),
        estimationId: params.id,
        ...query,
        now: now(),
      }),
    dealerConversation,
  );

  mount(sendBuyerMessage, async ({ params, body, auth }) =>
    answer(
      await sendMessage(sending, {
        caller: buyer(auth.userId),
        estimationId: params.id,
        read: async () => ({ body: body.body }),
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
        read: async () => ({ body: body.body }),
        now: now(),
      }),
      { statusCode: 201, message: messageMessages.sent },
    ),
  );

  mount(sendBuyerMessagePhoto, async ({ params, auth, request }) =>
    answer(
      await sendMessage(sending, {
        caller: buyer(auth.userId),
        estimationId: params.id,
        read: () => readMessagePhotoForm(request),
        now: now(),
      }),
      { statusCode: 201, message: messagePhotoMessages.sent },
    ),
  );
  mount(sendDealerMessagePhoto, async ({ params, auth, request }) =>
    answer(
      await sendMessage(sending, {
        caller: dealer(auth.sellerId),
        estimationId: params.id,
        read: () => readMessagePhotoForm(request),
        now: now(),
      }),
      { statusCode: 201, message: messagePhotoMessages.sent },
    ),
  );

  mount(reportBuyerMessage, async ({ params, body, auth }) =>
    answer(
      await reportMessage(db, {
        caller: buyer(auth.userId),
        messageId: params.id,
        ...body,
        now: now(),
      }),
      { statusCode: 201, message: messageReportMessages.reported },
    ),
  );
  mount(reportDealerMessage, async ({ params, body, auth }) =>
    answer(
      await reportMessage(db, {
        caller: dealer(auth.sellerId),
        messageId: params.id,
        ...body,
        now: now(),
      }),
      { statusCode: 201, message: messageReportMessages.reported },
    ),
  );

  mount(readBuyerConversation, async ({ params, auth }) =>
    readConversation(db, { caller: buyer(auth.userId), estimationId: params.id, now: now() }),
  );
  mount(readDealerConversation, async ({ params, auth }) =>
    readConversation(db, { caller: dealer(auth.sellerId), estimationId: params.id, now: now() }),
  );

  mount(
    getBuyerUnreadMessages,
    async ({ auth }) => loadBuyerUnreadMessages(db, auth.userId),
    unreadCounts,
  );
  mount(
    getDealerUnreadMessages,
    async ({ auth }) => loadDealerUnreadMessages(db, auth.sellerId),
    unreadCounts,
  );
};
