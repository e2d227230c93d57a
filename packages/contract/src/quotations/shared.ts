import { z } from 'zod/mini';
import {
  allInCostPartKeys,
  defaultHistorySort,
  estimationStatuses,
  historySortOptions,
} from '../domain';
import { pageQuery, recordId, won } from '../core/paging';
import { lazySchema } from '../core/lazy-schema';
import { businessVerifiedAtField } from '../seller/applications';
import { subsidyPayers } from '../seller/estimation-terms';
import { answerSpeedMinutesField } from './answer-speed';

export const entityId = recordId;
export const months = lazySchema(() =>
  z.int().check(z.nonnegative(), z.describe('개월 수 (0 = 일시불·무약정)')),
);
const count = lazySchema(() => z.int().check(z.nonnegative()));

/** `?page=&size=&sortOrder=` of the quote lists and both history tabs. */
export const sortedPageQuery = lazySchema(() =>
  z.extend(pageQuery, {
    sortOrder: z._default(z.enum(historySortOptions), defaultHistorySort),
  }),
);

/** What a quote costs in all over its contract, line by line (the contract's `allInCost`). */
export const allInCostSchema = lazySchema(() =>
  z
    .object({
      total: won.check(z.describe('약정 기간 동안 내는 돈의 합계 (혜택을 뺀 금액)')),
      months: months.check(z.describe('월 요금을 센 개월 수 (약정 기간, 무약정이면 24)')),
      parts: z.array(
        z.object({
          key: z.enum(allInCostPartKeys),
          amount: z
            .number()
            .check(z.int(), z.describe('원; 현금 사은품·매장 지원금처럼 빼 주는 금액은 음수')),
        }),
      ),
    })
    .register(z.globalRegistry, { id: 'AllInCost' }),
);

/** A dealer as a quote shows it. */
export const quotingSellerFields = {
  sellerId: entityId,
  sellerImageUrl: lazySchema(() =>
    z.nullable(z.string()).check(z.describe('null이면 앱이 기본 이미지를 보여 줌')),
  ),
  storeName: lazySchema(() => z.string()),
  successfulBidCount: lazySchema(() =>
    count.check(z.describe('낙찰 건수 (구매자가 선택한 견적 수)')),
  ),
  businessVerifiedAt: businessVerifiedAtField,
};

export const storeRating = lazySchema(() =>
  z
    .number()
    .check(z.minimum(0), z.maximum(5), z.describe('평균 별점 (소수 첫째 자리, 후기가 없으면 0)')),
);

const termCount = lazySchema(() => z.nullable(z.int().check(z.nonnegative())));

/**
 * The terms the law asks a quote to state, as the buyer's screens read them: null on a quote of
 * another kind, and on quotes sent before they were asked. A card carries these; the detail adds
 * who pays each subsidy.
 */
export const requiredCardTermFields = () => ({
  ratePlanRequiredMonths: termCount.check(z.describe('휴대폰: 요금제 유지 기간 (개월)')),
  cashGiftPaidWithinDays: termCount.check(
    z.describe('인터넷: 사은품 지급 시점 (설치 후 며칠 이내)'),
  ),
  mandatoryMonths: termCount.check(z.describe('렌탈: 의무 사용 기간 (개월)')),
  earlyTerminationFeePercent: termCount.check(
    z.describe('렌탈: 중도 해지 위약금 (남은 렌탈료의 %)'),
  ),
});

export const requiredDetailTermFields = () => ({
  ...requiredCardTermFields(),
  publiclyAnnouncedSubsidyPayer: z
    .nullable(z.enum(subsidyPayers))
    .check(z.describe('휴대폰: 공시지원금 지급 주체')),
  storeSubsidyPayer: z
    .nullable(z.enum(subsidyPayers))
    .check(z.describe('휴대폰: 추가지원금 지급 주체')),
});

/**
 * One dealer's quote as a card. Each category fills its own fields and leaves the others null:
 * phones the subsidies, installment and rate plan; internet the cash gift and bundled fee; rentals
 * the rental fee and store subsidy.
 */
export const estimationCardSchema = lazySchema(() =>
  z
    .object({
      estimationId: entityId,
      status: z
        .enum(estimationStatuses)
        .check(
          z.describe(
            'ACTIVE: 구매 신청할 수 있는 견적, SELECTED: 구매 신청한 견적, NOT_SELECTED: 다른 견적을 골라 선택되지 않은 견적, WITHDRAWN: 판매점 이용 정지로 철회된 견적 (판매점이 스스로 철회한 견적은 목록에 없음)',
          ),
        ),
      withdrawnForStore: z
        .boolean()
        .check(
          z.describe(
            '판매점 사정(이용 정지)으로 철회된 견적: 구매 신청할 수 없고 안내 문구로 보여요',
          ),
        ),
      ...quotingSellerFields,
      storeRating,
      medianAnswerMinutes: answerSpeedMinutesField,
      ratePlanMonthly: z.nullable(won).check(z.describe('요금제 (월)')),
      ...requiredCardTermFields(),
      totalFeeMonthly: z.nullable(won).check(z.describe('월 납부액 = 월 할부금 + 월 통신요금')),
      monthlyBillingAmount: z
        .nullable(won)
        .check(z.describe('월 납부액 = 월 할부금 + 월 통신요금')),
      storeSubsidy: z.nullable(won).check(z.describe('추가지원금 (매장 지원금)')),
      publiclyAnnouncedSubsidy: z.nullable(won).check(z.describe('공시지원금')),
      totalSupport: won.check(z.describe('총 지원금 = 공시지원금 + 추가지원금')),
      contractDuration: z.nullable(months),
      installmentPeriod: z.nullable(months),
      monthlyInstallment: z.nullable(won),
      rentalFee: z.nullable(won).check(z.describe('월 렌탈료')),
      cashGift: z.nullable(won).check(z.describe('현금 사은품 (인터넷)')),
      monthlyBundledRate: z.nullable(won).check(z.describe('결합 후 월 요금 (인터넷)')),
      allInCost: won.check(z.describe('약정 기간 총 비용: 이 견적으로 실제로 내게 될 돈의 합계')),
      allInCostMonths: months.check(z.describe('총 비용을 센 개월 수')),
    })
    .register(z.globalRegistry, { id: 'EstimationCard' }),
);
export type EstimationCard = z.infer<typeof estimationCardSchema>;
