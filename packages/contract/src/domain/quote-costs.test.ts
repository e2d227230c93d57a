import { describe, expect, it } from 'vitest';
import {
  allInCost,
  allInCostRows,
  cheapestSaving,
  costMonths,
  devicePrincipal,
  monthlyBill,
  monthlyInstallment,
  rankByAllInCost,
  rentalWithSubsidy,
  roundWon,
  totalSupport,
  uncontractedComparisonMonths,
} from './quote-costs';

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

describe('monthlyInstallment', () => {
  const terms = {
    publiclyAnnouncedSubsidy: 500_000,
    storeSubsidy: 150_000,
    installmentPeriod: 24,
    installmentInterest: 3_000,
  };

  it('spreads what the subsidies leave of the release price and adds the monthly interest', () => {
    // (1,250,000 − 650,000) ÷ 24 = 25,000
    expect(monthlyInstallment(1_250_000, terms)).toBe(28_000);
  });

  it('is 0 when the phone is paid at once', () => {
    expect(monthlyInstallment(1_250_000, { ...terms, installmentPeriod: 0 })).toBe(0);
  });

  it('never finances less than nothing', () => {
    expect(devicePrincipal(500_000, terms)).toBe(0);
    expect(monthlyInstallment(500_000, terms)).toBe(3_000);
  });
});

describe('allInCost', () => {
  const phone = {
    kind: 'phone' as const,
    releasePrice: 1_250_000,
    publiclyAnnouncedSubsidy: 500_000,
    storeSubsidy: 150_000,
    installmentPeriod: 24,
    installmentInterest: 3_000,
    monthlyTelecomFee: 69_000,
    contractDuration: 24,
    additionalServices: [
      { name: '부가서비스 A', monthlyFee: 9_900, requiredMonths: 3 },
      { name: '부가서비스 B', monthlyFee: 5_500, requiredMonths: 6 },
    ],
  };

  it('phone: the principal after subsidies, interest, the plan over the contract and each add-on for its months', () => {
    const cost = allInCost(phone);
    expect(cost.months).toBe(24);
    expect(cost.parts).toEqual([
      { key: 'devicePrincipal', amount: 600_000 },
      { key: 'installmentInterest', amount: 72_000 },
      { key: 'telecomFees', amount: 1_656_000 },
      { key: 'additionalServices', amount: 29_700 + 33_000 },
    ]);
    expect(cost.total).toBe(600_000 + 72_000 + 1_656_000 + 62_700);
  });

  it('phone paid at once: no interest, the plan still over the contract', () => {
    const cost = allInCost({ ...phone, installmentPeriod: 0, additionalServices: [] });
    expect(cost.total).toBe(600_000 + 69_000 * 24);
  });

  it('internet: the bundled fee over the contract less the cash gift', () => {
    const cost = allInCost({
      kind: 'internet',
      cashGift: 400_000,
      monthlyBundledRate: 33_000,
      contractDuration: 36,
    });
    expect(cost).toEqual({
      total: 33_000 * 36 - 400_000,
      months: 36,
      parts: [
        { key: 'internetFees', amount: 1_188_000 },
        { key: 'cashGift', amount: -400_000 },
      ],
    });
  });

  it('rental: the fee over the contract less the store subsidy', () => {
    expect(
      allInCost({ kind: 'rental', rentalFee: 29_900, storeSubsidy: 200_000, contractDuration: 60 })
        .total,
    ).toBe(29_900 * 60 - 200_000);
  });

  it('counts a quote without a contract over two years, and never below 0', () => {
    expect(costMonths(0)).toBe(uncontractedComparisonMonths);
    expect(costMonths(null)).toBe(uncontractedComparisonMonths);
    expect(
      allInCost({ kind: 'internet', cashGift: 0, monthlyBundledRate: 30_000, contractDuration: 0 }),
    ).toMatchObject({ months: 24, total: 720_000 });
    expect(
      allInCost({ kind: 'rental', rentalFee: 1_000, storeSubsidy: 900_000, contractDuration: 12 })
        .total,
    ).toBe(0);
  });
});

describe('comparing quotes', () => {
  const quote = (id: number, total: number) => ({ id, allInCost: { total } });

  it('ranks the cheapest first, keeping the order of equal totals', () => {
    expect(
      rankByAllInCost([quote(1, 300), quote(2, 100), quote(3, 300), quote(4, 200)]).map(
        (q) => q.id,
      ),
    ).toEqual([2, 4, 1, 3]);
  });

  it('says how much the cheapest saves against the dearest, once there are two', () => {
    expect(cheapestSaving([])).toBeNull();
    expect(cheapestSaving([500])).toBeNull();
    expect(cheapestSaving([500, 1_200, 800])).toBe(700);
  });
});

describe('monthlyInstallment, rounding', () => {
  const terms = {
    publiclyAnnouncedSubsidy: 300_000,
    storeSubsidy: 100_000,
    installmentPeriod: 24,
    installmentInterest: 0,
  } as const;

  it('spreads what the subsidies leave of the release price, rounded to a won, plus interest', () => {
    expect(monthlyInstallment(1_000_000, terms)).toBe(25_000);
    expect(monthlyInstallment(1_000_001, terms)).toBe(25_000);
    expect(monthlyInstallment(1_000_012, terms)).toBe(25_001);
    expect(monthlyInstallment(1_000_000, { ...terms, installmentInterest: 2_500 })).toBe(27_500);
  });

  it('is nothing when paid at once, interest included', () => {
    expect(
      monthlyInstallment(1_000_000, { ...terms, installmentPeriod: 0, installmentInterest: 2_500 }),
    ).toBe(0);
  });

  it('never goes below the interest when subsidies cover the price', () => {
    expect(monthlyInstallment(300_000, { ...terms, installmentInterest: 1_000 })).toBe(1_000);
  });
});

describe('allInCostRows', () => {
  it('reads an all-in cost line by line, a benefit as its negative amount, and its total over the months', () => {
    const cost = allInCost({
      kind: 'internet',
      cashGift: 450_000,
      monthlyBundledRate: 38_500,
      contractDuration: 36,
    });
    expect(allInCostRows(cost)).toEqual({
      items: [
        { key: 'internetFees', label: '결합 후 요금', amount: 1_386_000 },
        { key: 'cashGift', label: '현금 사은품', amount: -450_000 },
      ],
      total: { key: 'total', label: '36개월 총 비용', amount: 936_000 },
    });
  });
});
