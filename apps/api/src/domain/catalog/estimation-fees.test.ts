import { describe, expect, it } from 'vitest';
import { monthlyFeeOf, supportFundOf, type EstimationMoney } from './estimation-fees';

const none: EstimationMoney = {
  monthlyInstallment: null,
  monthlyTelecomFee: null,
  monthlyBundledRate: null,
  rentalFee: null,
  publiclyAnnouncedSubsidy: null,
  storeSubsidy: null,
  cashGift: null,
};

describe('monthlyFeeOf', () => {
  it('adds the installment and the telecom fee for a phone', () => {
    expect(
      monthlyFeeOf(1, { ...none, monthlyInstallment: 31_200, monthlyTelecomFee: 69_000 }),
    ).toBe(100_200);
  });

  it('takes the bundled rate for internet', () => {
    expect(monthlyFeeOf(2, { ...none, monthlyBundledRate: 38_500, rentalFee: 1 })).toBe(38_500);
  });

  it('takes the rental fee for water purifiers, appliances and health', () => {
    for (const categoryId of [3, 7, 8]) {
      expect(monthlyFeeOf(categoryId, { ...none, rentalFee: 29_900, monthlyTelecomFee: 1 })).toBe(
        29_900,
      );
    }
  });

  it('counts a missing amount as zero', () => {
    expect(monthlyFeeOf(1, { ...none, monthlyTelecomFee: 55_000 })).toBe(55_000);
    expect(monthlyFeeOf(2, none)).toBe(0);
  });
});

describe('supportFundOf', () => {
  it('adds the carrier and store subsidies of a phone quote', () => {
    expect(
      supportFundOf({ ...none, publiclyAnnouncedSubsidy: 500_000, storeSubsidy: 75_000 }),
    ).toBe(575_000);
  });

  it('is the cash gift of an internet quote', () => {
    expect(supportFundOf({ ...none, cashGift: 450_000 })).toBe(450_000);
  });

  it('is zero for a rental quote', () => {
    expect(supportFundOf({ ...none, rentalFee: 29_900 })).toBe(0);
  });
});
