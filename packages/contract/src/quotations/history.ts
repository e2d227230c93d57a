import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { additionalServiceSchema } from '../seller/estimation-terms';
import { idParam, isoDateTime, pagedContent, won } from '../core/paging';
import { allInCostSchema, entityId, months, sortedPageQuery, storeRating } from './shared';
import { lazySchema } from '../core/lazy-schema';
import { businessVerifiedAtField } from '../seller/applications';

const text = lazySchema(() => z.nullable(z.string()));

export const historyListItemSchema = lazySchema(() =>
  z
    .object({
      quotationId: entityId,
      estimationId: entityId,
      sellerId: entityId,
      categoryId1: entityId.check(
        z.describe('상세 화면 선택: 1 휴대폰, 2 인터넷, 그 밖은 정수기형'),
      ),
      productName: z.string(),
      newsAgency: text.check(z.describe('인터넷: 통신사')),
      internet: text.check(z.describe('인터넷: "통신사 속도 상품 구성" 한 줄 이름')),
      internetSpeed: text,
      productType: text,
      contractDuration: z.nullable(months),
      storeSubsidy: z.nullable(won),
      publiclyAnnouncedSubsidy: z.nullable(won),
      totalFeeMonthly: z.nullable(won).check(z.describe('월 할부금 + 월 통신요금')),
      ratePlanMonthly: z.nullable(won),
      rentalFee: z.nullable(won),
      cashGift: z.nullable(won).check(z.describe('인터넷: 현금 사은품')),
      monthlyBundledRate: z.nullable(won).check(z.describe('인터넷: 결합 후 월 요금')),
      sellerImg: text,
      storeName: z.string(),
      businessVerifiedAt: businessVerifiedAtField,
      storeRating,
      imageUrl: text,
      modelNumber: text,
      productColor: text,
      applicationStatus: z.string().check(z.describe('신청 상태 문구')),
    })
    .register(z.globalRegistry, { id: 'HistoryListItem' }),
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
      categoryId1: entityId.check(z.describe('상품의 대분류: 1 휴대폰, 2 인터넷, 그 밖은 렌탈')),
      productName: z.string(),
      releasePrice: won.check(z.describe('출고가')),
      highestSubsidy: z
        .nullable(won)
        .check(z.describe('가장 큰 지원금 (공시지원금 + 추가지원금 + 현금 사은품)')),
      highestSubsidyStoreName: text,
      biddingStoreCount: z.int().check(z.nonnegative()),
      lowestMonthlyFee: z.nullable(won).check(z.describe('가장 낮은 월 납부액')),
      contractMonths: z.nullable(months).check(z.describe('가장 큰 지원금을 준 견적의 약정 기간')),
      applicationStatus: z.enum([
        pendingApplicationStatuses.open,
        pendingApplicationStatuses.closed,
        pendingApplicationStatuses.noBids,
      ]),
      createdAt: isoDateTime,
    })
    .register(z.globalRegistry, { id: 'PendingHistoryItem' }),
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
        colorHex: text.check(z.describe('고른 색상의 색 (#RRGGBB)')),
        price: won,
        rentalFee: z.nullable(won),
        newsAgency: text,
        internetSpeed: text,
        productType: text,
      }),
      categoryId1: entityId,
      sellerId: entityId,
      storeName: z.string(),
      publiclyAnnouncedSubsidy: z.nullable(won),
      storeSubsidy: z.nullable(won),
      totalSupport: won,
      installmentPeriod: z.nullable(months),
      installmentInterest: z.nullable(won),
      monthlyInstallment: z.nullable(won),
      monthlyTelecommunicationFee: z.nullable(won),
      monthlyTotal: z.nullable(won).check(z.describe('월 할부금 + 월 통신요금')),
      monthlyBundledRate: z.nullable(won),
      cashGift: z.nullable(won),
      monthlyFeeBeforeBundle: z.nullable(won),
      howToManage: text,
      manageCycle: text,
      contractMonths: z.nullable(months),
      rentalFee: z.nullable(won),
      monthlySubsidy: z.nullable(won).check(z.describe('매장 지원금 ÷ 약정 개월 (반올림)')),
      monthlyRentalAfterSubsidy: z.nullable(won),
      additionalServices: z.array(additionalServiceSchema),
      allInCost: allInCostSchema,
      conditions: z.nullable(z.string()).check(z.describe('판매점이 적은 기타 조건 (휴대폰)')),
      notes: z.nullable(z.string()).check(z.describe('판매점이 적은 참고 사항 (인터넷·렌탈)')),
      phoneNumber: z.string().check(z.describe('판매점 전화번호 (전화 상담 버튼)')),
      hasReview: z.boolean(),
      hasReport: z
        .boolean()
        .check(z.describe('이 판매점을 이 상품으로 이미 신고했는지 (신고는 한 번)')),
    })
    .register(z.globalRegistry, { id: 'HistoryDetail' }),
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
