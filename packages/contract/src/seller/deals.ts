import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { idParam, isoDateTime, pagedList, pageQuery, recordId, won } from '../core/paging';
import { estimationSummarySchema } from './estimation-terms';
import { lazySchema } from '../core/lazy-schema';

const rating = lazySchema(() => z.int().check(z.minimum(1), z.maximum(5)));

/** A dealer answers each review once, and may rewrite the answer later. */
export const maxReviewReplyLength = 500;

export const reviewReplySchema = lazySchema(() =>
  z
    .object({
      content: z.string(),
      createdAt: isoDateTime,
      updatedAt: isoDateTime.check(z.describe('처음 쓴 뒤 고치지 않았으면 createdAt과 같음')),
    })
    .register(z.globalRegistry, { id: 'ReviewReply' }),
);
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A won deal: the only place a buyer's name and phone reach a dealer, and only the chosen one. */
export const sellerDealSchema = lazySchema(() =>
  z
    .object({
      selectionId: recordId,
      quotationId: recordId,
      estimationId: recordId,
      categoryId: recordId,
      selectedAt: isoDateTime,
      productName: z.string(),
      buyerName: z
        .nullable(z.string())
        .check(z.describe('구매자가 연락처 제공에 동의했을 때만 (동의 전 거래는 null)')),
      buyerPhone: z.nullable(z.string()).check(z.describe('010-1234-5678 형식, 동의했을 때만')),
      summary: estimationSummarySchema,
      allInCost: z
        .object({ total: won, months: z.int().check(z.positive()) })
        .check(z.describe('구매자가 본 총비용과 그 개월 수')),
      review: z.nullable(z.object({ rating, review: z.string(), createdAt: isoDateTime })),
    })
    .register(z.globalRegistry, { id: 'SellerDeal' }),
);
export type SellerDeal = z.infer<typeof sellerDealSchema>;

export const listSellerDeals = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/deals',
  summary: '낙찰된 거래 (구매자가 나를 고른 견적, 최신순, 구매자 연락처 포함)',
  tags: ['seller'],
  auth: 'seller',
  query: pageQuery,
  response: lazySchema(() => pagedList(sellerDealSchema)),
});

export const sellerReviewSchema = lazySchema(() =>
  z
    .object({
      ratingId: recordId,
      rating,
      review: z.string(),
      buyerName: z.string().check(z.describe('구매자 이름 (가운데를 가림)')),
      productName: z.nullable(z.string()),
      createdAt: isoDateTime,
      reply: z.nullable(reviewReplySchema),
    })
    .register(z.globalRegistry, { id: 'SellerReview' }),
);
export type SellerReview = z.infer<typeof sellerReviewSchema>;

export const listSellerReviews = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/reviews',
  summary: '내가 받은 후기 (최신순)와 평균 별점',
  tags: ['seller'],
  auth: 'seller',
  query: pageQuery,
  response: lazySchema(() =>
    z.extend(pagedList(sellerReviewSchema), {
      averageRating: z
        .number()
        .check(
          z.minimum(0),
          z.maximum(5),
          z.describe('평균 별점 (소수 첫째 자리, 후기가 없으면 0)'),
        ),
    }),
  ),
});

export const replyToSellerReview = defineEndpoint({
  method: 'PUT',
  path: '/v2/seller/reviews/:id/reply',
  summary: `내 매장 후기에 답글 달기 (후기마다 하나, 다시 보내면 고침, ${maxReviewReplyLength}자까지)`,
  tags: ['seller'],
  auth: 'seller',
  params: idParam,
  body: lazySchema(() =>
    z.object({
      content: z
        .string('답글을 입력해 주세요.')
        .check(
          z.trim(),
          z.minLength(1, '답글을 입력해 주세요.'),
          z.maxLength(maxReviewReplyLength, `답글은 ${maxReviewReplyLength}자까지 쓸 수 있어요.`),
        ),
    }),
  ),
  response: sellerReviewSchema,
});
