import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { isoDateTime, pageQuery, recordId, recordIdText } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';
import { businessVerifiedAtField } from '../seller/applications';
import { answerSpeedMinutesField } from '../quotations/answer-speed';

export const storeReviewSorts = ['latest', 'rating'] as const;
export type StoreReviewSort = (typeof storeReviewSorts)[number];
export const defaultStoreReviewSort: StoreReviewSort = 'latest';

export const storeReviewSchema = lazySchema(() =>
  z
    .object({
      id: recordId,
      rating: z.int().check(z.minimum(1), z.maximum(5)),
      review: z.string(),
      buyerName: z.string().check(z.describe('구매자 이름 (가운데를 가림)')),
      createdAt: isoDateTime,
      reply: z
        .nullable(z.object({ content: z.string(), updatedAt: isoDateTime }))
        .check(z.describe('판매점의 답글')),
    })
    .register(z.globalRegistry, { id: 'StoreReview' }),
);

const successfulBidCount = lazySchema(() =>
  z.int().check(z.nonnegative(), z.describe('낙찰 건수 (구매자가 선택한 견적 수)')),
);

export const sellerStorePageSchema = lazySchema(() =>
  z
    .object({
      totalElements: z.int().check(z.nonnegative()),
      totalPages: z.int().check(z.nonnegative()),
      averageRating: z
        .number()
        .check(
          z.minimum(0),
          z.maximum(5),
          z.describe('평균 별점 (소수 첫째 자리, 후기가 없으면 0)'),
        ),
      successfulBidCount,
      hiddenReviewCount: z
        .int()
        .check(
          z.nonnegative(),
          z.describe('운영 정책에 따라 가려진 후기 수 (목록·평균·총개수에는 들지 않아요)'),
        ),
      seller: z.object({
        id: recordId,
        imageURL: z.nullable(z.string()).check(z.describe('null이면 앱이 기본 이미지를 보여 줌')),
        storeName: z.string(),
        firstName: z.string(),
        successfulBidCount,
        introduction: z.string(),
        businessVerifiedAt: businessVerifiedAtField,
        medianAnswerMinutes: answerSpeedMinutesField,
      }),
      ratings: z.array(storeReviewSchema),
    })
    .register(z.globalRegistry, { id: 'SellerStorePage' }),
);

export type SellerStorePage = z.infer<typeof sellerStorePageSchema>;

export const getSellerStorePage = defineEndpoint({
  method: 'GET',
  path: '/seller/by-user-id',
  summary: '판매점 매장 페이지 (별점, 낙찰 건수, 후기 페이지)',
  tags: ['stores'],
  query: lazySchema(() =>
    z.extend(pageQuery, {
      userId: recordIdText.check(z.describe('판매점 id')),
      sortBy: z._default(z.enum(storeReviewSorts), defaultStoreReviewSort),
    }),
  ),
  response: sellerStorePageSchema,
});
