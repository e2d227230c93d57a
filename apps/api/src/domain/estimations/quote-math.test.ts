import { describe, expect, it } from 'vitest';
import { monthlyBill, rentalWithSubsidy, roundWon, totalSupport } from './quote-math';

describe('totalSupport', () => {
  it('adds the store subsidy to the publicly announced subsidy', () => {
    expect(totalSupport({ storeSubsidy: 150_000, publiclyAnnouncedSubsidy: 500_000 })).toBe(
      650_000,
    );
  });

  it('counts a missing subsidy as 0 (internet and rental quotes have no carrier subsidy)', () => {
    expect(totalSupport({ storeSubsidy: 200_000, publiclyAnnouncedSubsidy: null })).toBe(200_000);
    expect(totalSupport({ storeSubsidy: null, publiclyAnnouncedSubsidy: null })).toBe(0);
  });
});

describe('monthlyBill', () => {
  it('adds the monthly installment to the monthly telecom fee', () => {
    expect(monthlyBill({ monthlyInstallment: 23_210, monthlyTelecomFee: 89_000 })).toBe(112_210);
  });

  it('is the telecom fee alone when the phone is paid at once', () => {
    expect(monthlyBill({ monthlyInstallment: 0, monthlyTelecomFee: 69_000 })).toBe(69_000);
  });

  it('is null for a quote without phone fees', () => {
    expect(monthlyBill({ monthlyInstallment: null, monthlyTelecomFee: null })).toBeNull();
  });
});

describe('rentalWithSubsidy', () => {
  it('spreads the subsidy over the contract and takes it off the fee', () => {
    expect(
      rentalWithSubsidy({ rentalFee: 41_900, storeSubsidy: 360_000, contractMonths: 36 }),
    ).toEqual({
      monthlySubsidy: 10_000,
      monthlyRentalAfterSubsidy: 31_900,
    });
  });

  it('rounds the monthly subsidy to a whole won, half up', () => {
    // 100,000 ÷ 36 = 2,777.78 → 2,778; 50 ÷ 4 = 12.5 → 13
    expect(
      rentalWithSubsidy({ rentalFee: 30_000, storeSubsidy: 100_000, contractMonths: 36 }),
    ).toEqual({
      monthlySubsidy: 2_778,
      monthlyRentalAfterSubsidy: 27_222,
    });
    expect(
      rentalWithSubsidy({ rentalFee: 100, storeSubsidy: 50, contractMonths: 4 }).monthlySubsidy,
    ).toBe(13);
  });

  it('leaves the fee as it is without a subsidy or without contract months', () => {
    expect(
      rentalWithSubsidy({ rentalFee: 29_900, storeSubsidy: null, contractMonths: 36 }),
    ).toEqual({
      monthlySubsidy: 0,
      monthlyRentalAfterSubsidy: 29_900,
    });
    expect(
      rentalWithSubsidy({ rentalFee: 29_900, storeSubsidy: 120_000, contractMonths: 0 }),
    ).toEqual({
      monthlySubsidy: 0,
      monthlyRentalAfterSubsidy: 29_900,
    });
  });

  it('never makes the fee negative', () => {
    expect(
      rentalWithSubsidy({ rentalFee: 10_000, storeSubsidy: 600_000, contractMonths: 12 })
        .monthlyRentalAfterSubsidy,
    ).toBe(0);
  });
});

describe('roundWon', () => {
  it('rounds to the nearest whole won', () => {
    expect(roundWon(2_777.5)).toBe(2_778);
    expect(roundWon(2_777.49)).toBe(2_777);
  });
});
