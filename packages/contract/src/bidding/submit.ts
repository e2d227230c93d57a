import { z } from 'zod/mini';
import { categoryRouteNames } from '../domain';
import { defineEndpoint } from '../core/endpoint';
import { isoDateTime, recordId } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

export const submittedBiddingRequestSchema = lazySchema(() =>
  z
    .object({
      quotationId: recordId,
      deadlineAt: isoDateTime.check(z.describe('견적을 받는 마감 시각 (요청 후 48시간)')),
    })
    .register(z.globalRegistry, { id: 'SubmittedBiddingRequest' }),
);

export const submitBiddingRequest = defineEndpoint({
  method: 'POST',
  path: '/v2/bidding-requests/submit',
  summary: '작성한 견적 요청 보내기 (휴대폰 본인인증 필요, 48시간 동안 견적을 받음)',
  tags: ['bidding'],
  auth: 'buyer',
  body: lazySchema(() =>
    z.object({
      quotationId: recordId,
      productOptionValueIds: z
        .array(recordId)
        .check(z.maxLength(20), z.describe('상품의 옵션(색상, 용량 등)마다 고른 값 하나씩')),
      categoryName: z
        .enum(categoryRouteNames)
        .check(z.describe('상품 카테고리의 영문 이름 (예: Mobile Phones)')),
    }),
  ),
  response: submittedBiddingRequestSchema,
});

export type SubmittedBiddingRequest = z.infer<typeof submittedBiddingRequestSchema>;
