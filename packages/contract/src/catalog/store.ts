import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { isoDateTime, pageQuery, recordId, recordIdText } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

export const storeReviewSorts = ['latest', 'rating'] as const;
export type StoreReviewSort = (typeof storeReviewSorts)[number];

export const storeReviewSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      rating: z.number().int().min(1).max(5),
      review: z.string(),
      buyerName: z.string().describe('구매자 이름 (가운데를 가림)'),
      createdAt: isoDateTime,
      reply: z
        .object({ content: z.string(), updatedAt: isoDateTime })
        .nullable()
        .describe('판매점의 답글'),
    })
    .meta({ id: 'StoreReview' }),
);

const successfulBidCount = lazySchema(() =>
  z.number().int().nonnegative().describe('낙찰 건수 (구매자가 선택한 견적 수)'),
);

export const sellerStorePageSchema = lazySchema(() =>
  z
    .object({
      totalElements: z.number().int().nonnegative(),
      totalPages: z.number().int().nonnegative(),
      averageRating: z
        .number()
        .min(0)
        .max(5)
        .describe('평균 별점 (소수 첫째 자리, 후기가 없으면 0)'),
      successfulBidCount,
      seller: z.object({
        id: recordId,
        imageURL: z.string().nullable().describe('null이면 앱이 기본 이미지를 보여 줌'),
        storeName: z.string(),
        firstName: z.string(),
        successfulBidCount,
        introduction: z.string(),
      }),
      ratings: z.array(storeReviewSchema),
    })
    .meta({ id: 'SellerStorePage' }),
);

export type SellerStorePage = z.infer<typeof sellerStorePageSchema>;

export const getSellerStorePage = defineEndpoint({
  method: 'GET',
  path: '/seller/by-user-id',
  summary: '판매점 매장 페이지 (별점, 낙찰 건수, 후기 페이지)',
  tags: ['stores'],
  query: lazySchema(() =>
    pageQuery.extend({
      userId: recordIdText.describe('판매점 id'),
      sortBy: z.enum(storeReviewSorts).default('latest'),
    }),
  ),
  response: sellerStorePageSchema,
});
