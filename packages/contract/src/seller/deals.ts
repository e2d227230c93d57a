import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { isoDateTime, pagedList, pageQuery } from '../core/paging';
import { estimationSummarySchema } from './estimation-terms';

const rating = z.number().int().min(1).max(5);

/** A won deal: the only place a buyer's name and phone reach a dealer, and only the chosen one. */
export const sellerDealSchema = z
  .object({
    selectionId: z.number().int().positive(),
    quotationId: z.number().int().positive(),
    estimationId: z.number().int().positive(),
    selectedAt: isoDateTime,
    productName: z.string(),
    buyerName: z.string().nullable(),
    buyerPhone: z.string().nullable().describe('010-1234-5678 형식'),
    summary: estimationSummarySchema,
    review: z.object({ rating, review: z.string(), createdAt: isoDateTime }).nullable(),
  })
  .meta({ id: 'SellerDeal' });
export type SellerDeal = z.infer<typeof sellerDealSchema>;

export const listSellerDeals = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/deals',
  summary: '낙찰된 거래 (구매자가 나를 고른 견적, 최신순, 구매자 연락처 포함)',
  tags: ['seller'],
  auth: 'seller',
  query: pageQuery,
  response: pagedList(sellerDealSchema),
});

export const sellerReviewSchema = z
  .object({
    ratingId: z.number().int().positive(),
    rating,
    review: z.string(),
    buyerName: z.string(),
    productName: z.string().nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'SellerReview' });
export type SellerReview = z.infer<typeof sellerReviewSchema>;

export const listSellerReviews = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/reviews',
  summary: '내가 받은 후기 (최신순)와 평균 별점',
  tags: ['seller'],
  auth: 'seller',
  query: pageQuery,
  response: pagedList(sellerReviewSchema).extend({
    averageRating: z.number().min(0).max(5).describe('평균 별점 (소수 첫째 자리, 후기가 없으면 0)'),
  }),
});
