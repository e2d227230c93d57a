import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { recordId, recordIdText, won } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

export const biddingResponseSchema = lazySchema(() =>
  z
    .object({
      questionId: recordId,
      optionId: recordId.nullable().describe('직접 입력 질문은 null'),
      responseText: z.string(),
    })
    .meta({ id: 'BiddingResponse' }),
);

export const biddingProgressSchema = lazySchema(() =>
  z
    .object({
      quotationId: z
        .number()
        .int()
        .positive()
        .nullable()
        .describe('작성 중인 견적 요청이 없으면 null'),
      responses: z.array(biddingResponseSchema).describe('질문 순서대로'),
      rentalFee: won.nullable().describe('렌탈 카테고리의 월 렌탈료'),
      answeredCount: z.number().int().nonnegative(),
      totalQuestions: z.number().int().nonnegative(),
      progress: z
        .number()
        .int()
        .min(0)
        .max(100)
        .describe('답변 수 / 질문 수 × 100, 반올림, 최대 100'),
    })
    .meta({ id: 'BiddingProgress' }),
);

/** One answer as the wizard sends it; choice questions store the chosen option's own text. */
export const biddingResponseInput = lazySchema(() =>
  z.object({
    questionId: recordId,
    optionId: recordId.nullable(),
    responseText: z.string().trim().max(200),
  }),
);

export const biddingResponsesInput = lazySchema(() =>
  z
    .array(biddingResponseInput)
    .min(1)
    .max(20)
    .refine(
      (responses) =>
        new Set(responses.map((response) => response.questionId)).size === responses.length,
      { message: '답변은 하나만 고를 수 있어요.' },
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
      quotationId: quotationId.nullable(),
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
