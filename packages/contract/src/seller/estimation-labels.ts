import type { AdditionalServiceCost } from '../domain';
import type { EstimationKind, EstimationTerms } from './estimation-terms';

type TermsOf<Kind extends EstimationKind> = Extract<EstimationTerms, { kind: Kind }>;
type FieldLabels<Kind extends EstimationKind> = Record<
  Exclude<keyof TermsOf<Kind>, 'kind'>,
  string
>;

/**
 * How the dealer's screens name each field of a quote, by kind: the form's labels and the rows of
 * a sent quote. The same word means one thing here and on the buyer's side (a rental's store
 * subsidy is simply 매장 지원금; a phone's is the 추가지원금 on top of the public subsidy). The buyer's
 * quote and history screens and the API's validation messages take their words from here too.
 */
export const estimationFieldLabels = {
  phone: {
    publiclyAnnouncedSubsidy: '공시지원금',
    storeSubsidy: '추가지원금 (매장 지원금)',
    installmentPeriod: '할부 개월',
    installmentInterest: '할부 이자 (월)',
    ratePlanMonthly: '요금제 (월)',
    monthlyTelecomFee: '월 통신요금',
    contractDuration: '약정 기간',
    additionalServices: '필수 부가서비스',
    conditions: '기타 조건',
  },
  internet: {
    cashGift: '현금 사은품',
    monthlyFeeBeforeBundle: '결합 전 월 요금',
    monthlyBundledRate: '결합 후 월 요금',
    bestBenefitCarrier: '혜택이 가장 큰 휴대폰 통신사',
    contractDuration: '약정 기간',
    notes: '참고 사항',
  },
  rental: {
    rentalFee: '월 렌탈료',
    storeSubsidy: '매장 지원금',
    contractDuration: '약정 기간',
    manageMethod: '관리 방식',
    manageCycle: '관리 주기',
    notes: '참고 사항',
  },
} as const satisfies { [Kind in EstimationKind]: FieldLabels<Kind> };

/** The columns of one required add-on service row. */
export const additionalServiceFieldLabels = {
  name: '부가서비스 이름',
  monthlyFee: '월 요금',
  requiredMonths: '유지 개월',
} as const satisfies Record<keyof AdditionalServiceCost, string>;

/** 월 할부금: the figure a phone quote adds to the monthly bill (see `monthlyInstallment`). */
export const monthlyInstallmentLabel = '월 할부금';

/** '24개월', or '일시불' when the phone is paid at once (0 months). */
export function installmentMonthsLabel(months: number): string {
  return months === 0 ? '일시불' : `${months}개월`;
}

/** '36개월', or '무약정' without a contract (0 months). */
export function contractMonthsLabel(months: number): string {
  return months === 0 ? '무약정' : `${months}개월`;
}

/** '36개월 총 비용': the label of an all-in cost counted over `months`, on both sides of the market. */
export function allInCostTitle(months: number): string {
  return `${months}개월 총 비용`;
}
