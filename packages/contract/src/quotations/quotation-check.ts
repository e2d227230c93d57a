import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { isoDateTime, pagedList, pageQuery, recordIdText, won } from '../core/paging';
import { defaultEstimationSort, estimationSortOptions } from '../domain';
import { entityId, estimationCardSchema } from './shared';
import { lazySchema } from '../core/lazy-schema';

/** The app shows at most this many dealer avatars on a request, then "5+". */
export const maxSellerImages = 5;

export const quotationProductDetailsSchema = lazySchema(() =>
  z
    .object({
      id: entityId,
      name: z.string(),
      categoryId1: entityId,
      categoryId2: z.nullable(entityId),
      imageUrl: z.nullable(z.string()),
      attributes: z
        .array(z.object({ attributeName: z.string(), value: z.string() }))
        .check(z.describe('모델명과 구매자가 고른 옵션 (색상, 저장 용량 …)')),
      newsAgencyProperty: z.nullable(z.string()).check(z.describe('인터넷: 통신사')),
      internetProperty: z.nullable(z.string()).check(z.describe('인터넷: 속도')),
      productType: z.nullable(z.string()).check(z.describe('인터넷: 상품 구성')),
      price: won.check(z.describe('출고가')),
    })
    .register(z.globalRegistry, { id: 'QuotationProductDetails' }),
);

export const quotationCheckItemSchema = lazySchema(() =>
  z
    .object({
      quotationId: entityId,
      createdAt: isoDateTime.check(z.describe('견적 요청 시각')),
      estimationCount: z.int().check(z.nonnegative(), z.describe('받은 견적 수')),
      quotationTimeLimit: isoDateTime.check(z.describe('견적 마감 시각 (요청 후 48시간)')),
      productDetails: quotationProductDetailsSchema,
      estimationDetails: z
        .nullable(estimationCardSchema)
        .check(
          z.describe(
            '최저가 견적 (총 비용이 가장 낮은 견적, 같으면 먼저 온 견적); 아직 없으면 null',
          ),
        ),
      sellerImages: z
        .array(z.nullable(z.string()))
        .check(
          z.maxLength(maxSellerImages),
          z.describe(
            '견적을 보낸 판매점 이미지 (총 비용이 낮은 견적 순, 최대 5개; 이미지가 없는 판매점은 null)',
          ),
        ),
    })
    .register(z.globalRegistry, { id: 'QuotationCheckItem' }),
);
export type QuotationCheckItem = z.infer<typeof quotationCheckItemSchema>;

export const listQuotationsAwaitingSelection = defineEndpoint({
  method: 'GET',
  path: '/v2/quotation-list/quotation-list-ab-by-user',
  summary: '견적 확인: 아직 견적을 받는 내 견적 요청 (최근 요청 순)',
  tags: ['quotations'],
  auth: 'buyer',
  query: lazySchema(() => z.object({ pageNo: pageQuery.shape.page, size: pageQuery.shape.size })),
  response: lazySchema(() => pagedList(quotationCheckItemSchema)),
});

export const quotationProgressSchema = lazySchema(() =>
  z
    .object({
      quotationId: entityId,
      createdAt: isoDateTime,
      deadlineAt: isoDateTime,
      productName: z.string(),
      estimationCount: z
        .int()
        .check(z.nonnegative(), z.describe('견적을 보낸 판매점 수 (철회한 판매점은 빼고)')),
      isOpen: z.boolean().check(z.describe('아직 견적을 받고 선택할 수 있는지')),
      selectedEstimationId: z
        .nullable(entityId)
        .check(z.describe('구매 신청한 견적; 아직 고르지 않았으면 null')),
      cheapestSaving: z
        .nullable(won)
        .check(
          z.describe('최저가 견적이 가장 비싼 견적보다 아끼는 총 비용 (견적이 2개 이상일 때)'),
        ),
    })
    .register(z.globalRegistry, { id: 'QuotationProgress' }),
);
export type QuotationProgress = z.infer<typeof quotationProgressSchema>;

export const listEstimationsByQuotation = defineEndpoint({
  method: 'GET',
  path: '/v2/quotation-list/estimations-by-quotation',
  summary:
    '진행 중인 견적 요청: 판매점들이 보낸 견적 카드 (내 견적 요청만, 기본은 총 비용이 낮은 순)',
  tags: ['quotations'],
  auth: 'buyer',
  query: lazySchema(() =>
    z.extend(pageQuery, {
      quotationId: recordIdText,
      sortOrder: z._default(z.enum(estimationSortOptions), defaultEstimationSort),
    }),
  ),
  response: lazySchema(() =>
    z.extend(pagedList(estimationCardSchema), { quotation: quotationProgressSchema }),
  ),
});
