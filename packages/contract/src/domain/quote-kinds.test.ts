import { describe, expect, it } from 'vitest';
import { allCategoriesId, mainCategoryIds } from './categories';
import {
  allInCostTitle,
  contractMonthsLabel,
  installmentMonthsLabel,
  quoteHeadlineRows,
  quoteKindOf,
  quoteKindOfRequest,
} from './quote-kinds';

describe('quote kinds', () => {
  it('sells phones, internet plans and rentals', () => {
    expect(quoteKindOf(mainCategoryIds.phone)).toBe('phone');
    expect(quoteKindOf(mainCategoryIds.internet)).toBe('internet');
    expect(quoteKindOf(mainCategoryIds.waterPurifier)).toBe('rental');
    expect(quoteKindOf(mainCategoryIds.homeAppliances)).toBe('rental');
    expect(quoteKindOf(mainCategoryIds.health)).toBe('rental');
  });

  it('gives no kind to 전체 or an unknown id', () => {
    expect(quoteKindOf(allCategoriesId)).toBeNull();
    expect(quoteKindOf(4)).toBeNull();
  });

  it('shows the quotes of a category it does not know as rentals, the shape the others share', () => {
    expect(quoteKindOfRequest(mainCategoryIds.internet)).toBe('internet');
    expect(quoteKindOfRequest(126)).toBe('rental');
  });
});

describe('a quote’s headline figures', () => {
  const figures = {
    totalSupport: 800_000,
    monthlyBill: 69_000,
    cashGift: 450_000,
    monthlyBundledRate: 38_500,
    storeSubsidy: 120_000,
    rentalFee: 29_900,
  };

  it('are what a buyer of each kind compares: up front, then each month', () => {
    expect(quoteHeadlineRows('phone', figures, 24)).toEqual([
      { key: 'totalSupport', label: '총 지원금', amount: 800_000 },
      { key: 'monthlyBill', label: '월 납부액', amount: 69_000 },
    ]);
    expect(quoteHeadlineRows('internet', figures, 36)).toEqual([
      { key: 'cashGift', label: '현금 사은품', amount: 450_000 },
      { key: 'monthlyBundledRate', label: '결합 후 월 요금', amount: 38_500, months: 36 },
    ]);
    expect(quoteHeadlineRows('rental', figures, 60)).toEqual([
      { key: 'storeSubsidy', label: '매장 지원금', amount: 120_000 },
      { key: 'rentalFee', label: '월 렌탈료', amount: 29_900, months: 60 },
    ]);
  });

  it('leaves a figure the quote does not have empty, and the months out when not given', () => {
    expect(quoteHeadlineRows('rental', {})).toEqual([
      { key: 'storeSubsidy', label: '매장 지원금', amount: null },
      { key: 'rentalFee', label: '월 렌탈료', amount: null },
    ]);
  });
});

describe('month labels', () => {
  it('name an instalment, a contract and an all-in total', () => {
    expect(installmentMonthsLabel(24)).toBe('24개월');
    expect(installmentMonthsLabel(0)).toBe('일시불');
    expect(contractMonthsLabel(36)).toBe('36개월');
    expect(contractMonthsLabel(0)).toBe('무약정');
    expect(allInCostTitle(24)).toBe('24개월 총 비용');
  });

  it('show a dash for months not known', () => {
    expect(installmentMonthsLabel(null)).toBe('-');
    expect(contractMonthsLabel(undefined)).toBe('-');
  });
});
