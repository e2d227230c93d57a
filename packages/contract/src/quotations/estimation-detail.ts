import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { additionalServiceSchema } from '../seller/estimation-terms';
import { idParam, won } from '../core/paging';
import {
  allInCostSchema,
  entityId,
  months,
  quotingSellerFields,
  requiredDetailTermFields,
  storeRating,
} from './shared';
import { lazySchema } from '../core/lazy-schema';

const answer = lazySchema(() => z.nullable(z.string()));

/** What the buyer answered in the wizard, as the quote detail repeats it (null when not asked). */
export const quotationRequestSchema = lazySchema(() =>
  z
    .object({
      howToManage: answer.check(z.describe('렌탈: 관리 방식')),
      manageCycle: answer.check(z.describe('렌탈: 관리 주기')),
      mainPurpose: answer.check(z.describe('인터넷: 주 사용 목적')),
      internetMobileCarrier: answer.check(z.describe('인터넷: 결합할 휴대폰 통신사')),
      mobileCarrier: answer.check(z.describe('인터넷: 월 예산 (앱이 쓰는 이름 그대로)')),
      changeOfCommunicationAgency: answer.check(
        z.describe('인터넷: 신청 유형 (신규가입, 통신사 변경 …)'),
      ),
      bundle: answer.check(z.describe('인터넷: 휴대폰 결합 여부')),
      biddingCount: z.int().check(z.nonnegative(), z.describe('견적을 보낸 판매점 수')),
      contractMonths: z.nullable(months).check(z.describe('휴대폰·렌탈: 희망 약정 기간')),
    })
    .register(z.globalRegistry, { id: 'QuotationRequest' }),
);

export const quotedProductSchema = lazySchema(() =>
  z
    .object({
      id: entityId,
      name: z.string(),
      imageUrl: z.nullable(z.string()),
      modelNumber: z.nullable(z.string()),
      color: z.nullable(z.string()).check(z.describe('구매자가 고른 색상')),
      colorHex: z.nullable(z.string()).check(z.describe('고른 색상의 색 (#RRGGBB), 없으면 null')),
      price: won.check(z.describe('출고가')),
      rentalFee: z.nullable(won).check(z.describe('상품의 기본 월 렌탈료')),
      newsAgencyProperty: z.nullable(z.string()),
      internetProperty: z.nullable(z.string()),
      productType: z.nullable(z.string()),
    })
    .register(z.globalRegistry, { id: 'QuotedProduct' }),
);

export const estimationDetailSchema = lazySchema(() =>
  z
    .object({
      estimationId: entityId,
      quotationId: entityId,
      productId: entityId,
      categoryId1: entityId,
      seller: z.object({ ...quotingSellerFields, averageRating: storeRating }),
      quotation: quotationRequestSchema,
      product: quotedProductSchema,
      publiclyAnnouncedSubsidy: z.nullable(won),
      storeSubsidy: z.nullable(won),
      totalSupport: won.check(z.describe('공시지원금 + 추가지원금')),
      installmentPeriod: z.nullable(months),
      installmentInterest: z.nullable(won).check(z.describe('할부 이자 (원)')),
      monthlyInstallment: z.nullable(won),
      ratePlanMonthly: z.nullable(won),
      ...requiredDetailTermFields(),
      monthlyTelecommunicationFee: z.nullable(won),
      monthlyBillingAmount: z.nullable(won).check(z.describe('월 할부금 + 월 통신요금')),
      contractDuration: z.nullable(months),
      additionalServices: z.array(additionalServiceSchema),
      conditions: z.nullable(z.string()).check(z.describe('기타 조건')),
      cashGift: z.nullable(won),
      monthlyFeeBeforeBundle: z.nullable(won),
      monthlyBundledRate: z.nullable(won),
      bestBenefitCarrier: z.nullable(z.string()).check(z.describe('결합 혜택이 가장 큰 통신사')),
      rentalFee: z.nullable(won).check(z.describe('판매점이 제시한 월 렌탈료')),
      expectedMonthlyRental: z
        .nullable(won)
        .check(
          z.describe('예상 월 렌탈료: 매장 지원금을 약정 개월로 나눠 뺀 금액 (원 단위 반올림)'),
        ),
      allInCost: allInCostSchema,
      notes: z.nullable(z.string()),
      isSelectable: z.boolean().check(z.describe('지금 구매 신청할 수 있는지 (마감 전, 선택 전)')),
    })
    .register(z.globalRegistry, { id: 'EstimationDetail' }),
);
export type EstimationDetail = z.infer<typeof estimationDetailSchema>;

export const getEstimationDetail = defineEndpoint({
  method: 'GET',
  path: '/v2/quotation-list/estimations/:id',
  summary: '견적 상세 (내 견적 요청에 온 견적만)',
  tags: ['quotations'],
  auth: 'buyer',
  params: idParam,
  response: estimationDetailSchema,
});
