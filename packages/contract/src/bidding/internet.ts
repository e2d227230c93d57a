import { z } from 'zod/mini';
import { categoryRouteNames, mainCategoryIds } from '../domain';
import { defineEndpoint } from '../core/endpoint';
import { biddingProgressSchema, biddingResponsesInput } from './progress';
import { submittedBiddingRequestSchema } from './submit';
import { recordId } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

// The internet wizard has no product up front: the answers resolve one just before submission.

export const getInternetBiddingProgress = defineEndpoint({
  method: 'GET',
  path: '/bidding-requests/internet-quotation',
  summary: '작성 중인 인터넷 견적 요청의 진행 상황',
  tags: ['bidding'],
  auth: 'buyer',
  response: biddingProgressSchema,
});

export const checkInternetBiddingInProgress = defineEndpoint({
  method: 'GET',
  path: '/bidding-requests/check-internet-quotation-in-progress',
  summary: '답변이 있는 작성 중인 인터넷 견적 요청이 있는지',
  tags: ['bidding'],
  auth: 'buyer',
  response: lazySchema(() => z.boolean()),
});

export const saveInternetBiddingResponses = defineEndpoint({
  method: 'POST',
  path: '/v2/bidding-requests/save-internet-responses',
  summary:
    '인터넷 견적 요청 답변 저장 (월 예산은 고른 상품 구성에 따라 고를 수 있는 보기가 달라요)',
  tags: ['bidding'],
  auth: 'buyer',
  body: lazySchema(() =>
    z.object({
      quotationId: z.nullable(recordId),
      responses: biddingResponsesInput,
    }),
  ),
  response: biddingProgressSchema,
});

export const internetProductPropertiesSchema = lazySchema(() =>
  z
    .object({
      productType: z
        .string()
        .check(z.trim(), z.minLength(1), z.maxLength(50), z.describe('상품 구성 (예: 인터넷+TV)')),
      newsAgencyProperty: z
        .string()
        .check(z.trim(), z.minLength(1), z.maxLength(50), z.describe('통신사 (예: SK브로드밴드)')),
      internetProperty: z
        .string()
        .check(z.trim(), z.minLength(1), z.maxLength(50), z.describe('속도 (100MB, 500MB, 1GB)')),
    })
    .register(z.globalRegistry, { id: 'InternetProductProperties' }),
);

export const findInternetProductByProperties = defineEndpoint({
  method: 'POST',
  path: '/bidding-requests/product-by-properties',
  summary: '답변으로 고른 통신사·속도·상품 구성에 맞는 인터넷 상품 찾기 (없으면 productId 0)',
  tags: ['bidding'],
  body: internetProductPropertiesSchema,
  response: lazySchema(() => z.object({ productId: z.int().check(z.nonnegative()) })),
});

export const submitInternetBiddingRequest = defineEndpoint({
  method: 'POST',
  path: '/bidding-requests/submit-internet',
  summary: '작성한 인터넷 견적 요청 보내기 (휴대폰 본인인증 필요, 48시간 동안 견적을 받음)',
  tags: ['bidding'],
  auth: 'buyer',
  body: lazySchema(() =>
    z.object({
      quotationId: recordId,
      productId: z
        .number()
        .check(
          z.int(),
          z.nonnegative(),
          z.describe('찾은 인터넷 상품 (0이면 상품을 찾지 못한 것)'),
        ),
      productOptionValueIds: z.null(),
      categoryName: z.literal(categoryRouteNames[mainCategoryIds.internet]),
    }),
  ),
  response: submittedBiddingRequestSchema,
});

export type InternetProductProperties = z.infer<typeof internetProductPropertiesSchema>;
