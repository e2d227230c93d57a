import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import {
  idParam,
  isoDateTime,
  pagedList,
  pageQuery,
  recordId,
  recordIdText,
  won,
} from '../core/paging';
import { sellerEstimationSchema } from './estimations';
import { lazySchema } from '../core/lazy-schema';

/** A quote request as a dealer sees it: what is wanted, never who wants it. */
export const sellerQuotationSchema = lazySchema(() =>
  z
    .object({
      quotationId: recordId,
      categoryId: recordId,
      categoryNameKo: z.string(),
      submittedAt: isoDateTime,
      deadlineAt: isoDateTime.check(z.describe('이 시각까지 견적을 받음 (요청 후 48시간)')),
      estimationCount: z
        .number()
        .check(z.int(), z.nonnegative(), z.describe('철회되지 않은 견적 수')),
      myEstimationId: z.nullable(recordId),
      requestedRentalFee: z
        .nullable(won)
        .check(z.describe('생활가전 요청에서 구매자가 본 월 렌탈료')),
      product: z.object({
        id: recordId,
        name: z.string(),
        brand: z.string(),
        imageUrl: z.nullable(z.string()),
        modelNumber: z.nullable(z.string()),
        price: won.check(z.describe('출고가')),
        rentalFee: z.nullable(won),
        newsAgencyProperty: z.nullable(z.string()),
        internetProperty: z.nullable(z.string()),
        productType: z.nullable(z.string()),
      }),
      chosenOptions: z
        .array(
          z.object({
            name: z.string().check(z.describe('속성 이름 (예: 색상)')),
            value: z.string(),
          }),
        )
        .check(z.describe('구매자가 고른 상품 옵션')),
      answers: z.array(z.object({ questionText: z.string(), answerText: z.string() })),
    })
    .register(z.globalRegistry, { id: 'SellerQuotation' }),
);
export type SellerQuotation = z.infer<typeof sellerQuotationSchema>;

export const sellerQuotationDetailSchema = lazySchema(() =>
  z
    .extend(sellerQuotationSchema, {
      isOpen: z
        .boolean()
        .check(z.describe('아직 견적을 받는 중인지 (마감 전이고 구매자가 고르기 전)')),
      myEstimation: z.nullable(sellerEstimationSchema),
    })
    .register(z.globalRegistry, { id: 'SellerQuotationDetail' }),
);
export type SellerQuotationDetail = z.infer<typeof sellerQuotationDetailSchema>;

export const listSellerInbox = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/inbox',
  summary: '견적을 기다리는 요청 (내 카테고리, 마감 전, 최신순)',
  tags: ['seller'],
  auth: 'seller',
  query: lazySchema(() => z.extend(pageQuery, { categoryId: z.optional(recordIdText) })),
  response: lazySchema(() => pagedList(sellerQuotationSchema)),
});

export const getSellerQuotation = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/quotations/:id',
  summary: '견적 요청 하나 (내 카테고리의 제출된 요청, 마감된 것도) 와 내 견적',
  tags: ['seller'],
  auth: 'seller',
  params: idParam,
  response: sellerQuotationDetailSchema,
});
