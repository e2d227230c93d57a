import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { idParam } from '../core/paging';
import { messageBodyMaxLength, messageSchema } from './conversations';

/**
 * A photo sent in a conversation (issue 43): one per message, with or without words, under the rule
 * every upload follows (`profileImageRules`: JPG or PNG by its content, 5 MB at most) and
 * re-encoded to its pixels. The words beside it follow the text message's rules.
 */
export const messagePhotoForm = {
  /** The multipart file field. */
  photo: 'photo',
  /** The optional text field beside it. */
  body: 'body',
} as const;

export const messagePhotoMessages = {
  required: '보낼 사진을 골라 주세요.',
  notSent: '사진을 보내지 못했어요. 다시 시도해 주세요.',
  sent: '사진을 보냈어요.',
} as const;

const photoSummary = `사진 보내기 (multipart/form-data: ${messagePhotoForm.photo} 파일 하나, JPG·PNG 5MB까지, 원본은 다시 인코딩돼 위치 정보 등은 지워져요; ${messagePhotoForm.body}에 ${messageBodyMaxLength}자까지 글을 함께 보낼 수 있고, 글은 메시지와 같은 규칙을 따라요)`;

export const sendBuyerMessagePhoto = defineEndpoint({
  method: 'POST',
  path: '/v2/quotation-list/estimations/:id/messages/photo',
  summary: `판매점에 ${photoSummary}`,
  tags: ['messages'],
  auth: 'buyer',
  params: idParam,
  bodyType: 'multipart',
  body: lazySchema(() => z.object({})),
  response: messageSchema,
});

export const sendDealerMessagePhoto = defineEndpoint({
  method: 'POST',
  path: '/v2/seller/estimations/:id/messages/photo',
  summary: `구매자에게 ${photoSummary}`,
  tags: ['seller', 'messages'],
  auth: 'seller',
  params: idParam,
  bodyType: 'multipart',
  body: lazySchema(() => z.object({})),
  response: messageSchema,
});
