import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { allInCostOfColumns, columnsToTerms, termsToColumns } from './columns';
import { assertTermsFitQuotation, completeTerms, summarizeTerms } from './terms';
import { internetTerms, phoneTerms, rentalTerms } from '../../testing/seller-kit';

describe('assertTermsFitQuotation', () => {
  const failure = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return error instanceof DomainError ? [error.kind, error.message] : error;
    }
    return null;
  };

  it('takes the kind of the category', () => {
    expect(
      failure(() => assertTermsFitQuotation(rentalTerms, { categoryId: 7, releasePrice: 0 })),
    ).toBeNull();
    expect(
      failure(() => assertTermsFitQuotation(rentalTerms, { categoryId: 1, releasePrice: 0 })),
    ).toEqual(['invalid-input', '이 견적 요청에는 휴대폰 견적만 보낼 수 있어요.']);
    expect(
      failure(() => assertTermsFitQuotation(rentalTerms, { categoryId: 126, releasePrice: 0 })),
    ).toEqual(['invalid-input', '이 카테고리의 견적 요청에는 견적을 보낼 수 없어요.']);
  });

  it('lets phone subsidies reach the release price but not pass it', () => {
    const subsidies = phoneTerms.publiclyAnnouncedSubsidy + phoneTerms.storeSubsidy;
    expect(
      failure(() =>
        assertTermsFitQuotation(phoneTerms, { categoryId: 1, releasePrice: subsidies }),
      ),
    ).toBeNull();
    expect(
      failure(() =>
        assertTermsFitQuotation(phoneTerms, { categoryId: 1, releasePrice: subsidies - 1 }),
      ),
    ).toEqual(['invalid-input', '지원금 합계가 출고가보다 클 수 없어요.']);
  });
});

describe('stored terms', () => {
  it.each([
    [1, phoneTerms],
    [2, internetTerms],
    [8, rentalTerms],
  ] as const)('survive the columns of category %i unchanged', (categoryId, terms) => {
    const stored = completeTerms(terms, 1_155_000);
    expect(columnsToTerms(categoryId, termsToColumns(stored, 1_155_000))).toEqual(stored);
  });

  it('clear the columns of the other kinds, so an edit leaves nothing stale', () => {
    const columns = termsToColumns(completeTerms(internetTerms, 0), 0);
    expect(columns).toMatchObject({
      storeSubsidy: null,
      rentalFee: null,
      monthlyInstallment: null,
      additionalServices: [],
    });
    expect(columns.cashGift).toBe(internetTerms.cashGift);
  });

  it('keep the all-in cost beside the terms, for ranking', () => {
    const stored = completeTerms(rentalTerms, 0);
    const columns = termsToColumns(stored, 0);
    expect(columns.allInCost).toBe(allInCostOfColumns('rental', stored, 0).total);
    expect(columns.allInCost).toBe(29_900 * 36 - 120_000);
    expect(columns.allInMonths).toBe(rentalTerms.contractDuration);
  });

  it('store empty notes as null', () => {
    expect(completeTerms({ ...phoneTerms, conditions: '' }, 0)).toMatchObject({ conditions: null });
    expect(completeTerms({ ...rentalTerms, notes: undefined }, 0)).toMatchObject({ notes: null });
  });

  it('fail loudly on a row that is not a quote of its kind', () => {
    expect(() => columnsToTerms(1, termsToColumns(completeTerms(internetTerms, 0), 0))).toThrow();
  });
});

describe('summarizeTerms', () => {
  it('puts the comparable numbers of each kind side by side', () => {
    expect(summarizeTerms(completeTerms(phoneTerms, 1_155_000))).toEqual({
      kind: 'phone',
      upfrontBenefit: 650_000,
      monthlyPayment: 24_042 + 69_000,
      contractDuration: 24,
    });
    expect(summarizeTerms(completeTerms(internetTerms, 0))).toEqual({
      kind: 'internet',
      upfrontBenefit: 450_000,
      monthlyPayment: 27_500,
      contractDuration: 36,
    });
    expect(summarizeTerms(completeTerms(rentalTerms, 0))).toEqual({
      kind: 'rental',
      upfrontBenefit: 120_000,
      monthlyPayment: 29_900,
      contractDuration: 36,
    });
  });
});
