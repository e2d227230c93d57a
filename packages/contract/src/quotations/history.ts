import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { additionalServiceSchema } from '../seller/estimation-terms';
import { idParam, isoDateTime, pagedContent, won } from '../core/paging';
import { allInCostSchema, entityId, months, sortedPageQuery, storeRating } from './shared';
import { lazySchema } from '../core/lazy-schema';

const text = lazySchema(() => z.string().nullable());

export const historyListItemSchema = lazySchema(() =>
  z
    .object({
      quotationId: entityId,
      estimationId: entityId,
      sellerId: entityId,
      categoryId1: entityId.describe('상세 화면 선택: 1 휴대폰, 2 인터넷, 그 밖은 정수기형'),
      productName: z.string(),
      newsAgency: text.describe('인터넷: 통신사'),
      internet: text.describe('인터넷: "통신사 속도 상품 구성" 한 줄 이름'),
      internetSpeed: text,
      productType: text,
      contractDuration: months.nullable(),
      storeSubsidy: won.nullable(),
      publiclyAnnouncedSubsidy: won.nullable(),
      totalFeeMonthly: won.nullable().describe('월 할부금 + 월 통신요금'),
      ratePlanMonthly: won.nullable(),
      rentalFee: won.nullable(),
      cashGift: won.nullable().describe('인터넷: 현금 사은품'),
      monthlyBundledRate: won.nullable().describe('인터넷: 결합 후 월 요금'),
      sellerImg: text,
      storeName: z.string(),
      storeRating,
      imageUrl: text,
      modelNumber: text,
      productColor: text,
      applicationStatus: z.string().describe('신청 상태 문구'),
    })
    .meta({ id: 'HistoryListItem' }),
);
export type HistoryListItem = z.infer<typeof historyListItemSchema>;

export const listSelectedHistory = defineEndpoint({
  method: 'GET',
  path: '/v2/quotations/product-seller',
  summary: '선택 내역: 내가 구매 신청한 견적',
  tags: ['history'],
  auth: 'buyer',
  query: sortedPageQuery,
  response: lazySchema(() => pagedContent(historyListItemSchema)),
});

/** The applicationStatus texts of the not-selected tab. */
export const pendingApplicationStatuses = {
  open: '견적 진행 중',
  closed: '견적 마감',
  noBids: '입찰 없음',
} as const;

export const pendingHistoryItemSchema = lazySchema(() =>
  z
    .object({
      quotationId: entityId,
      productId: entityId,
      categoryId1: entityId.describe('상품의 대분류: 1 휴대폰, 2 인터넷, 그 밖은 렌탈'),
      productName: z.string(),
      releasePrice: won.describe('출고가'),
      highestSubsidy: won
        .nullable()
        .describe('가장 큰 지원금 (공시지원금 + 추가지원금 + 현금 사은품)'),
      highestSubsidyStoreName: text,
      biddingStoreCount: z.number().int().nonnegative(),
      lowestMonthlyFee: won.nullable().describe('가장 낮은 월 납부액'),
      contractMonths: months.nullable().describe('가장 큰 지원금을 준 견적의 약정 기간'),
      applicationStatus: z.enum([
        pendingApplicationStatuses.open,
        pendingApplicationStatuses.closed,
        pendingApplicationStatuses.noBids,
      ]),
      createdAt: isoDateTime,
    })
    .meta({ id: 'PendingHistoryItem' }),
);
export type PendingHistoryItem = z.infer<typeof pendingHistoryItemSchema>;

export const listPendingHistory = defineEndpoint({
  method: 'GET',
  path: '/v2/quotation-list/pending',
  summary: '미선택 내역: 선택 없이 끝났거나 아직 진행 중인 내 견적 요청',
  tags: ['history'],
  auth: 'buyer',
  query: sortedPageQuery,
  response: lazySchema(() => pagedContent(pendingHistoryItemSchema)),
});

export const historyDetailSchema = lazySchema(() =>
  z
    .object({
      product: z.object({
        id: entityId,
        name: z.string(),
        imageURL: text,
        modelNumber: text,
        color: text,
        colorHex: text.describe('고른 색상의 색 (#RRGGBB)'),
        price: won,
        rentalFee: won.nullable(),
        newsAgency: text,
        internetSpeed: text,
        productType: text,
      }),
      categoryId1: entityId,
      sellerId: entityId,
      storeName: z.string(),
      publiclyAnnouncedSubsidy: won.nullable(),
      storeSubsidy: won.nullable(),
      totalSupport: won,
      installmentPeriod: months.nullable(),
      installmentInterest: won.nullable(),
      monthlyInstallment: won.nullable(),
      monthlyTelecommunicationFee: won.nullable(),
      monthlyTotal: won.nullable().describe('월 할부금 + 월 통신요금'),
      monthlyBundledRate: won.nullable(),
      cashGift: won.nullable(),
      monthlyFeeBeforeBundle: won.nullable(),
      howToManage: text,
      manageCycle: text,
      contractMonths: months.nullable(),
      rentalFee: won.nullable(),
      monthlySubsidy: won.nullable().describe('매장 지원금 ÷ 약정 개월 (반올림)'),
      monthlyRentalAfterSubsidy: won.nullable(),
      additionalServices: z.array(additionalServiceSchema),
      allInCost: allInCostSchema,
      phoneNumber: z.string().describe('판매점 전화번호 (전화 상담 버튼)'),
      hasReview: z.boolean(),
    })
    .meta({ id: 'HistoryDetail' }),
);
export type HistoryDetail = z.infer<typeof historyDetailSchema>;

export const getPurchaseHistoryDetail = defineEndpoint({
  method: 'GET',
  path: '/v2/quotations/purchase-history/:id',
  summary: '선택 내역 상세 (견적 요청 id; 내가 구매 신청한 것만)',
  tags: ['history'],
  auth: 'buyer',
  params: idParam,
  response: historyDetailSchema,
});
