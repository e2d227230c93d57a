import { mainCategoryIds, type MainCategoryId } from './categories';

/*
 * A quote's kind and the figures it shows: the product's most-used rule, in one place. Every screen
 * of either side, the API's messages and the dealer's form read their words from here.
 */

/**
 * How a category is sold and quoted, which decides its wizard, its quote's shape and its figures:
 * phones by 출고가 and subsidies, internet plans by carrier and speed, everything else as a
 * monthly rental (water purifiers, home appliances and health/beauty share the rental shape).
 */
export const quoteKinds = ['phone', 'internet', 'rental'] as const;
export type QuoteKind = (typeof quoteKinds)[number];

const quoteKindOfCategory = {
  [mainCategoryIds.phone]: 'phone',
  [mainCategoryIds.internet]: 'internet',
  [mainCategoryIds.waterPurifier]: 'rental',
  [mainCategoryIds.homeAppliances]: 'rental',
  [mainCategoryIds.health]: 'rental',
} as const satisfies Record<MainCategoryId, QuoteKind>;

/** The kind of a main category's quotes; null for '전체' and ids the spec does not know. */
export function quoteKindOf(categoryId: number): QuoteKind | null {
  return (quoteKindOfCategory as Partial<Record<number, QuoteKind>>)[categoryId] ?? null;
}

/**
 * The kind a request's quotes take: its main category's, and the rental shape, which every other
 * category shares, for an id the spec does not know.
 */
export function quoteKindOfRequest(categoryId: number): QuoteKind {
  return quoteKindOf(categoryId) ?? 'rental';
}

/** How a kind is called in a sentence: '이 견적 요청에는 휴대폰 견적만 보낼 수 있어요.' */
export const quoteKindNames = {
  phone: '휴대폰',
  internet: '인터넷',
  rental: '렌탈',
} as const satisfies Record<QuoteKind, string>;

/**
 * The words of a quote's figures, in the glossary's terms. A phone's store subsidy is the
 * 추가지원금 on top of the carrier's 공시지원금; a rental's is simply 매장 지원금.
 */
export const quoteFigureLabels = {
  releasePrice: '출고가',
  publiclyAnnouncedSubsidy: '공시지원금',
  publiclyAnnouncedSubsidyPayer: '공시지원금 지급 주체',
  additionalSubsidy: '추가지원금',
  storeSubsidyPayer: '추가지원금 지급 주체',
  totalSupport: '총 지원금',
  devicePrincipal: '할부 원금',
  installmentPeriod: '할부 개월',
  installmentInterest: '할부 이자 (월)',
  monthlyInstallment: '월 할부금',
  ratePlanMonthly: '요금제 (월)',
  ratePlanRequiredMonths: '요금제 유지 기간',
  monthlyTelecomFee: '월 통신요금',
  monthlyBill: '월 납부액',
  cashGift: '현금 사은품',
  cashGiftPaidWithinDays: '사은품 지급 시점',
  monthlyFeeBeforeBundle: '결합 전 월 요금',
  monthlyBundledRate: '결합 후 월 요금',
  bestBenefitCarrier: '혜택이 가장 큰 휴대폰 통신사',
  rentalFee: '월 렌탈료',
  storeSubsidy: '매장 지원금',
  monthlySubsidy: '월 지원금',
  expectedMonthlyRental: '예상 월 렌탈료',
  rentalAfterSubsidy: '지원금 적용 후 월 렌탈료',
  contractDuration: '약정 기간',
  mandatoryMonths: '의무 사용 기간',
  earlyTerminationFeePercent: '중도 해지 위약금',
  manageMethod: '관리 방식',
  manageCycle: '관리 주기',
  additionalServices: '필수 부가서비스',
  conditions: '기타 조건',
  notes: '참고 사항',
} as const;
export type QuoteFigureKey = keyof typeof quoteFigureLabels;

/**
 * The two figures a buyer compares quotes of a kind by, and the dealer's summary shows: what they
 * get up front, and what they pay each month.
 */
export const quoteHeadlineFigures = {
  phone: { upfront: 'totalSupport', monthly: 'monthlyBill' },
  internet: { upfront: 'cashGift', monthly: 'monthlyBundledRate' },
  rental: { upfront: 'storeSubsidy', monthly: 'rentalFee' },
} as const satisfies Record<QuoteKind, { upfront: QuoteFigureKey; monthly: QuoteFigureKey }>;

/** One figure of a quote as a row: which figure, its words and its amount in won. */
export interface QuoteFigureRow {
  key: QuoteFigureKey;
  label: string;
  amount: number | null;
  /** For a monthly fee that runs over the contract, its months (shown beside the fee). */
  months?: number | null;
}

/**
 * The headline rows of a quote of `kind`, from its figures by name: the up-front figure, then the
 * monthly one (with `months` beside a rental's or an internet plan's fee, when given).
 */
export function quoteHeadlineRows(
  kind: QuoteKind,
  figures: Partial<Record<QuoteFigureKey, number | null>>,
  months?: number | null,
): QuoteFigureRow[] {
  const { upfront, monthly } = quoteHeadlineFigures[kind];
  const monthlyRow: QuoteFigureRow = {
    key: monthly,
    label: quoteFigureLabels[monthly],
    amount: figures[monthly] ?? null,
  };
  if (kind !== 'phone' && months !== undefined) monthlyRow.months = months;
  return [
    { key: upfront, label: quoteFigureLabels[upfront], amount: figures[upfront] ?? null },
    monthlyRow,
  ];
}

/** '24개월', or '일시불' when the phone is paid at once (0 months); '-' when unknown. */
export function installmentMonthsLabel(months: number | null | undefined): string {
  if (months === null || months === undefined) return '-';
  return months === 0 ? '일시불' : `${months}개월`;
}

/** '36개월', or '무약정' without a contract (0 months); '-' when unknown. */
export function contractMonthsLabel(months: number | null | undefined): string {
  if (months === null || months === undefined) return '-';
  return months === 0 ? '무약정' : `${months}개월`;
}

/** '6개월', or '유지 조건 없음' when the plan may be changed at once (0 months); '-' when unknown. */
export function ratePlanMonthsLabel(months: number | null | undefined): string {
  if (months === null || months === undefined) return '-';
  return months === 0 ? '유지 조건 없음' : `${months}개월`;
}

/** '설치 후 14일 이내 지급': when an internet plan's cash gift is paid; '-' when not stated. */
export function cashGiftPaymentLabel(days: number | null | undefined): string {
  if (days === null || days === undefined) return '-';
  return `설치 후 ${days}일 이내 지급`;
}

/**
 * '남은 렌탈료의 10%': what ending a rental inside its mandatory period costs, or '위약금 없음';
 * '-' when not stated (quotes sent before the rule was asked).
 */
export function earlyTerminationRuleLabel(percent: number | null | undefined): string {
  if (percent === null || percent === undefined) return '-';
  return percent === 0 ? '위약금 없음' : `남은 렌탈료의 ${percent}%`;
}

/** '36개월 총 비용': the label of an all-in cost counted over `months`, on both sides of the market. */
export function allInCostTitle(months: number): string {
  return `${months}개월 총 비용`;
}

/**
 * The mark of a request's best quote, wherever quotes are ranked: the one with the lowest all-in
 * cost (a bigger subsidy on a dearer plan is not the better deal).
 */
export const cheapestQuoteMark = '최저가 견적';
