import { z } from 'zod';
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
      deadlineAt: isoDateTime.describe('이 시각까지 견적을 받음 (요청 후 48시간)'),
      estimationCount: z.number().int().nonnegative().describe('철회되지 않은 견적 수'),
      myEstimationId: recordId.nullable(),
      requestedRentalFee: won.nullable().describe('생활가전 요청에서 구매자가 본 월 렌탈료'),
      product: z.object({
        id: recordId,
        name: z.string(),
        brand: z.string(),
        imageUrl: z.string().nullable(),
        modelNumber: z.string().nullable(),
        price: won.describe('출고가'),
        rentalFee: won.nullable(),
        newsAgencyProperty: z.string().nullable(),
        internetProperty: z.string().nullable(),
        productType: z.string().nullable(),
      }),
      chosenOptions: z
        .array(z.object({ name: z.string().describe('속성 이름 (예: 색상)'), value: z.string() }))
        .describe('구매자가 고른 상품 옵션'),
      answers: z.array(z.object({ questionText: z.string(), answerText: z.string() })),
    })
    .meta({ id: 'SellerQuotation' }),
);
export type SellerQuotation = z.infer<typeof sellerQuotationSchema>;

export const sellerQuotationDetailSchema = lazySchema(() =>
  sellerQuotationSchema
    .extend({
      isOpen: z.boolean().describe('아직 견적을 받는 중인지 (마감 전이고 구매자가 고르기 전)'),
      myEstimation: sellerEstimationSchema.nullable(),
    })
    .meta({ id: 'SellerQuotationDetail' }),
);
export type SellerQuotationDetail = z.infer<typeof sellerQuotationDetailSchema>;

export const listSellerInbox = defineEndpoint({
  method: 'GET',
  path: '/v2/seller/inbox',
  summary: '견적을 기다리는 요청 (내 카테고리, 마감 전, 최신순)',
  tags: ['seller'],
  auth: 'seller',
  query: lazySchema(() => pageQuery.extend({ categoryId: recordIdText.optional() })),
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
