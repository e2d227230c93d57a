import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { recordId, recordIdText, won } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

export const biddingResponseSchema = lazySchema(() =>
  z
    .object({
      questionId: recordId,
      optionId: z.nullable(recordId).check(z.describe('직접 입력 질문은 null')),
      responseText: z.string(),
    })
    .register(z.globalRegistry, { id: 'BiddingResponse' }),
);

export const biddingProgressSchema = lazySchema(() =>
  z
    .object({
      quotationId: z
        .nullable(z.int().check(z.positive()))
        .check(z.describe('작성 중인 견적 요청이 없으면 null')),
      responses: z.array(biddingResponseSchema).check(z.describe('질문 순서대로')),
      rentalFee: z.nullable(won).check(z.describe('렌탈 카테고리의 월 렌탈료')),
      answeredCount: z.int().check(z.nonnegative()),
      totalQuestions: z.int().check(z.nonnegative()),
      progress: z
        .number()
        .check(
          z.int(),
          z.minimum(0),
          z.maximum(100),
          z.describe('답변 수 / 질문 수 × 100, 반올림, 최대 100'),
        ),
    })
    .register(z.globalRegistry, { id: 'BiddingProgress' }),
);

/** One answer as the wizard sends it; choice questions store the chosen option's own text. */
export const biddingResponseInput = lazySchema(() =>
  z.object({
    questionId: recordId,
    optionId: z.nullable(recordId),
    responseText: z.string().check(z.trim(), z.maxLength(200)),
  }),
);

export const biddingResponsesInput = lazySchema(() =>
  z.array(biddingResponseInput).check(
    z.minLength(1),
    z.maxLength(20),
    z.refine(
      (responses) =>
        new Set(responses.map((response) => response.questionId)).size === responses.length,
      { message: '답변은 하나만 고를 수 있어요.' },
    ),
  ),
);

const productIdQuery = lazySchema(() => z.object({ productId: recordIdText }));
const quotationId = recordId;

export const getBiddingProgress = defineEndpoint({
  method: 'GET',
  path: '/v2/bidding-requests/product',
  summary: '상품별로 작성 중인 견적 요청의 진행 상황 (이어서 작성하기)',
  tags: ['bidding'],
  auth: 'buyer',
  query: productIdQuery,
  response: biddingProgressSchema,
});

export const saveBiddingResponses = defineEndpoint({
  method: 'POST',
  path: '/v2/bidding-requests/save-responses',
  summary: '견적 요청 답변 저장 (작성 중인 요청이 없으면 새로 만들고, 있으면 이어서 저장)',
  tags: ['bidding'],
  auth: 'buyer',
  body: lazySchema(() =>
    z.object({
      quotationId: z.nullable(quotationId),
      productId: recordId,
      responses: biddingResponsesInput,
    }),
  ),
  response: biddingProgressSchema,
});

export const checkBiddingInProgress = defineEndpoint({
  method: 'GET',
  path: '/v2/bidding-requests/check-in-progress',
  summary: '이 상품에 답변이 있는 작성 중인 견적 요청이 있는지',
  tags: ['bidding'],
  auth: 'buyer',
  query: productIdQuery,
  response: lazySchema(() => z.boolean()),
});

export const endBiddingRequest = defineEndpoint({
  method: 'POST',
  path: '/v2/bidding-requests/end',
  summary: '작성 중인 견적 요청과 답변을 모두 지우기 (처음부터 다시 하기)',
  tags: ['bidding'],
  auth: 'buyer',
  body: lazySchema(() => z.object({ quotationId })),
  response: lazySchema(() => z.object({ quotationId })),
});

export const updateBiddingNotificationPreference = defineEndpoint({
  method: 'POST',
  path: '/bidding-requests/update-notification-preference',
  summary: '견적 요청의 최저가 견적 알림 받기 설정 (작성 중이거나 견적을 받는 중인 요청)',
  tags: ['bidding'],
  auth: 'buyer',
  body: lazySchema(() => z.object({ quotationId, notificationEnabled: z.boolean() })),
  response: lazySchema(() => z.object({ quotationId, notificationEnabled: z.boolean() })),
});

export type BiddingResponse = z.infer<typeof biddingResponseSchema>;
export type BiddingResponseInput = z.infer<typeof biddingResponseInput>;
export type BiddingProgress = z.infer<typeof biddingProgressSchema>;
