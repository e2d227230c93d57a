import { z } from 'zod';
import { allInCostPartKeys, defaultHistorySort, historySortOptions } from '../domain';
import { pageQuery, recordId, won } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';

export const entityId = recordId;
export const months = lazySchema(() =>
  z.number().int().nonnegative().describe('개월 수 (0 = 일시불·무약정)'),
);
const count = lazySchema(() => z.number().int().nonnegative());

/** `?page=&size=&sortOrder=` of the quote lists and both history tabs. */
export const sortedPageQuery = lazySchema(() =>
  pageQuery.extend({
    sortOrder: z.enum(historySortOptions).default(defaultHistorySort),
  }),
);

/** What a quote costs in all over its contract, line by line (the contract's `allInCost`). */
export const allInCostSchema = lazySchema(() =>
  z
    .object({
      total: won.describe('약정 기간 동안 내는 돈의 합계 (혜택을 뺀 금액)'),
      months: months.describe('월 요금을 센 개월 수 (약정 기간, 무약정이면 24)'),
      parts: z.array(
        z.object({
          key: z.enum(allInCostPartKeys),
          amount: z.number().int().describe('원; 현금 사은품·매장 지원금처럼 빼 주는 금액은 음수'),
        }),
      ),
    })
    .meta({ id: 'AllInCost' }),
);

/** A dealer as a quote shows it. */
export const quotingSellerFields = {
  sellerId: entityId,
  sellerImageUrl: lazySchema(() =>
    z.string().nullable().describe('null이면 앱이 기본 이미지를 보여 줌'),
  ),
  storeName: lazySchema(() => z.string()),
  successfulBidCount: lazySchema(() => count.describe('낙찰 건수 (구매자가 선택한 견적 수)')),
};

export const storeRating = lazySchema(() =>
  z.number().min(0).max(5).describe('평균 별점 (소수 첫째 자리, 후기가 없으면 0)'),
);

/**
 * One dealer's quote as a card. Each category fills its own fields and leaves the others null:
 * phones the subsidies, installment and rate plan; internet the cash gift and bundled fee; rentals
 * the rental fee and store subsidy.
 */
export const estimationCardSchema = lazySchema(() =>
  z
    .object({
      estimationId: entityId,
      ...quotingSellerFields,
      storeRating,
      ratePlanMonthly: won.nullable().describe('요금제 (월)'),
      totalFeeMonthly: won.nullable().describe('월 납부액 = 월 할부금 + 월 통신요금'),
      monthlyBillingAmount: won.nullable().describe('월 납부액 = 월 할부금 + 월 통신요금'),
      storeSubsidy: won.nullable().describe('추가지원금 (매장 지원금)'),
      publiclyAnnouncedSubsidy: won.nullable().describe('공시지원금'),
      totalSupport: won.describe('총 지원금 = 공시지원금 + 추가지원금'),
      contractDuration: months.nullable(),
      installmentPeriod: months.nullable(),
      monthlyInstallment: won.nullable(),
      rentalFee: won.nullable().describe('월 렌탈료'),
      cashGift: won.nullable().describe('현금 사은품 (인터넷)'),
      monthlyBundledRate: won.nullable().describe('결합 후 월 요금 (인터넷)'),
      allInCost: won.describe('약정 기간 총 비용: 이 견적으로 실제로 내게 될 돈의 합계'),
      allInCostMonths: months.describe('총 비용을 센 개월 수'),
    })
    .meta({ id: 'EstimationCard' }),
);
export type EstimationCard = z.infer<typeof estimationCardSchema>;
