import type { KeyValueItem } from '../PriceBreakdown/PriceBreakdown';

/*
 * The rows the apps pass the quote cards, for stories and tests: what each kind of quote shows is
 * the apps' to say (the contract's quote kinds), the card only lays the rows out.
 */

export const phoneFigures: KeyValueItem[] = [
  { key: 'totalSupport', label: '총 지원금', value: '800,000원', emphasis: true },
  { key: 'monthlyBill', label: '월 납부액', value: '89,000원' },
  { key: 'ratePlanMonthly', label: '요금제 (월)', value: '69,000원' },
];

export const rentalFigures: KeyValueItem[] = [
  { key: 'storeSubsidy', label: '매장 지원금', value: '120,000원', emphasis: true },
  { key: 'rentalFee', label: '월 렌탈료', value: '29,900원 · 36개월' },
];

export const internetFigures: KeyValueItem[] = [
  { key: 'cashGift', label: '현금 사은품', value: '450,000원', emphasis: true },
  { key: 'monthlyBundledRate', label: '결합 후 월 요금', value: '38,500원 · 36개월' },
];

/** A bid on a phone request: its support and bill (the plan is on its detail). */
export const bidPhoneFigures: KeyValueItem[] = [
  { key: 'totalSupport', label: '총 지원금', value: '750,000원', emphasis: true },
  { key: 'monthlyBill', label: '월 납부액', value: '91,200원' },
];

/** A bid on an internet request: its bundled fee without the months. */
export const bidInternetFigures: KeyValueItem[] = [
  internetFigures[0]!,
  { key: 'monthlyBundledRate', label: '결합 후 월 요금', value: '38,500원' },
];
