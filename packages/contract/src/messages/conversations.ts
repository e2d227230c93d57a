import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { idParam, isoDateTime, maxPageSize, maxStoredInteger, recordId } from '../core/paging';

/**
 * A conversation per quote (issue 43): the request's buyer and the store that sent the quote ask
 * and answer each other before and after the buyer chooses, in words and photos.
 */

export const messageSenders = ['buyer', 'dealer'] as const;
export type MessageSender = (typeof messageSenders)[number];

/** Longest message: a question or an answer, not a document. */
export const messageBodyMaxLength = 1_000;
/** A conversation stays open this long after its request ends (chosen, closed or expired). */
export const conversationOpenDaysAfterRequest = 90;
export const defaultMessagePageSize = 30;

export const messageMessages = {
  empty: '메시지를 입력해 주세요.',
  tooLong: `메시지는 ${messageBodyMaxLength.toLocaleString('ko-KR')}자까지 보낼 수 있어요.`,
  closed: `견적 요청이 끝나고 ${conversationOpenDaysAfterRequest}일이 지나 대화가 닫혔어요.`,
  dealerSuspended: '운영 정책에 따라 지금은 메시지를 보낼 수 없어요.',
  storeUnavailable: '이 판매점은 지금 메시지를 받을 수 없어요.',
  sent: '메시지를 보냈어요.',
} as const;

/**
 * A message's photo, re-encoded to its pixels like every upload and kept at an unguessable address
 * (as product and profile photos are); its stored size lets the bubble reserve its space.
 */
export const messagePhotoSchema = lazySchema(() =>
  z
    .object({
      url: z.string().check(z.describe('사진 주소 (추측할 수 없는 이름)')),
      width: z.int().check(z.positive()),
      height: z.int().check(z.positive()),
    })
    .register(z.globalRegistry, { id: 'MessagePhoto' }),
);
export type MessagePhoto = z.infer<typeof messagePhotoSchema>;

export const messageSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      sender: z.enum(messageSenders).check(z.describe('보낸 쪽: 구매자 또는 판매점')),
      mine: z.boolean().check(z.describe('부르는 쪽이 보낸 메시지인지')),
      body: z.string().check(z.describe('글 (사진만 보낸 메시지는 빈 문자열)')),
      photo: z.optional(messagePhotoSchema).check(z.describe('사진 한 장 (없으면 빠짐)')),
      createdAt: isoDateTime,
      readAt: z
        .nullable(isoDateTime)
        .check(z.describe('받는 쪽이 읽은 때 (읽음 표시), 아직 안 읽었으면 null')),
    })
    .register(z.globalRegistry, { id: 'ConversationMessage' }),
);
export type ConversationMessage = z.infer<typeof messageSchema>;

export const conversationSchema = lazySchema(() =>
  z
    .object({
      quotationId: recordId,
      estimationId: recordId,
      counterpartName: z
        .string()
        .check(
          z.describe(
            '대화 상대: 구매자에게는 판매점 이름, 판매점에게는 구매 신청 전까지 "고객" (이름과 번호 없이)',
          ),
        ),
      closesAt: z
        .nullable(isoDateTime)
        .check(z.describe('대화가 닫히는 때 (요청이 끝나고 90일 뒤), 요청이 진행 중이면 null')),
      canSend: z.boolean().check(z.describe('지금 메시지를 보낼 수 있는지')),
      messages: z.array(messageSchema).check(z.describe('새 메시지부터 (최신순)')),
      nextBefore: z
        .nullable(recordId)
        .check(z.describe('더 이전 메시지를 읽을 커서 (before), 더 없으면 null')),
    })
    .register(z.globalRegistry, { id: 'Conversation' }),
);
export type Conversation = z.infer<typeof conversationSchema>;

/** `?before=&size=`: a page of messages older than `before` (a message id), newest first. */
export const conversationPageQuery = lazySchema(() =>
  z.object({
    before: z.optional(
      z.coerce
        .number()
        .check(
          z.int(),
          z.positive(),
          z.maximum(maxStoredInteger),
          z.describe('이 메시지보다 이전 것만 (위로 스크롤할 때 nextBefore)'),
        ),
    ),
    size: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxPageSize)),
      defaultMessagePageSize,
    ),
  }),
);

export const sendMessageBody = lazySchema(() =>
  z.object({
    body: z
      .string(messageMessages.empty)
      .check(
        z.trim(),
        z.minLength(1, messageMessages.empty),
        z.maxLength(messageBodyMaxLength, messageMessages.tooLong),
      ),
  }),
);

export const readReceiptSchema = lazySchema(() =>
  z
    .object({
      estimationId: recordId,
      readCount: z.int().check(z.nonnegative(), z.describe('이번에 읽음으로 표시한 메시지 수')),
    })
    .register(z.globalRegistry, { id: 'MessageReadReceipt' }),
);

const unreadCount = lazySchema(() => z.int().check(z.nonnegative()));

export const buyerUnreadMessagesSchema = lazySchema(() =>
  z
    .object({
      total: unreadCount,
      requests: z.array(
        z.object({
          quotationId: recordId,
          unread: unreadCount,
          estimations: z.array(z.object({ estimationId: recordId, unread: unreadCount })),
        }),
      ),
    })
    .register(z.globalRegistry, { id: 'BuyerUnreadMessages' }),
);
export type BuyerUnreadMessages = z.infer<typeof buyerUnreadMessagesSchema>;

export const dealerUnreadMessagesSchema = lazySchema(() =>
  z
    .object({
      total: unreadCount,
      requests: z.array(
        z.object({ quotationId: recordId, estimationId: recordId, unread: unreadCount }),
      ),
    })
    .register(z.globalRegistry, { id: 'DealerUnreadMessages' }),
);
export type DealerUnreadMessages = z.infer<typeof dealerUnreadMessagesSchema>;

const buyerTags = ['messages'] as const;
/** Like every endpoint of the dealer console, these carry its `seller` tag. */
const dealerTags = ['seller', 'messages'] as const;

const readSummary = '읽음 표시: 상대가 보낸 메시지를 모두 읽은 것으로 표시해요.';
const sendSummary =
  '메시지 보내기: 전화번호, 메신저 아이디, 외부 링크가 담긴 메시지는 보낼 수 없어요 (구매 신청 후에는 전화번호와 메신저 아이디는 가능).';

export const getBuyerConversation = defineEndpoint({
  method: 'GET',
  path: '/v2/quotation-list/estimations/:id/messages',
  summary: '견적을 보낸 판매점과의 대화: 최신 메시지부터, before 커서로 이전 메시지를 읽어요.',
  tags: buyerTags,
  auth: 'buyer',
  params: idParam,
  query: conversationPageQuery,
  response: conversationSchema,
});

export const sendBuyerMessage = defineEndpoint({
  method: 'POST',
  path: '/v2/quotation-list/estimations/:id/messages',
  summary: `판매점에 ${sendSummary}`,
  tags: buyerTags,
  auth: 'buyer',
  params: idParam,
  body: sendMessageBody,
  response: messageSchema,
});

export const readBuyerConversation = defineEndpoint({
  method: 'POST',
  path: '/v2/quotation-list/estimations/:id/messages/read',
  summary: `판매점과의 대화 ${readSummary}`,
  tags: buyerTags,
  auth: 'buyer',
  params: idParam,
  response: readReceiptSchema,
});

export const getBuyerUnreadMessages = defineEndpoint({
  method: 'GET',
  path: '/v2/quotation-list/messages/unread',
  summary: '판매점이 보낸 읽지 않은 메시지 수: 전체, 견적 요청별, 견적별',
  tags: buyerTags,
  auth: 'buyer',
  response: buyerUnreadMessagesSchema,
});

export const getDealerConversation = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/estimations/:id/messages',
  summary:
    '내 견적에 대한 구매자와의 대화: 최신 메시지부터, before 커서로 이전 메시지를 읽어요. 구매 신청 전에는 구매자를 "고객"으로만 보여요.',
  tags: dealerTags,
  auth: 'seller',
  params: idParam,
  query: conversationPageQuery,
  response: conversationSchema,
});

export const sendDealerMessage = defineEndpoint({
  method: 'POST',
  path: '/v2/seller/estimations/:id/messages',
  summary: `구매자에게 ${sendSummary}`,
  tags: dealerTags,
  auth: 'seller',
  params: idParam,
  body: sendMessageBody,
  response: messageSchema,
});

export const readDealerConversation = defineEndpoint({
  method: 'POST',
  path: '/v2/seller/estimations/:id/messages/read',
  summary: `구매자와의 대화 ${readSummary}`,
  tags: dealerTags,
  auth: 'seller',
  params: idParam,
  response: readReceiptSchema,
});

export const getDealerUnreadMessages = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/messages/unread',
  summary: '구매자가 보낸 읽지 않은 메시지 수: 전체와 견적 요청별',
  tags: dealerTags,
  auth: 'seller',
  response: dealerUnreadMessagesSchema,
});
