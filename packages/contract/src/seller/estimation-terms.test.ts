import { describe, expect, it } from 'vitest';
import {
  allInCostOfTerms,
  estimationTermsSchema,
  type EstimationTerms,
  type StoredEstimationTerms,
} from './estimation-terms';

const phone = {
  kind: 'phone',
  publiclyAnnouncedSubsidy: 500_000,
  storeSubsidy: 150_000,
  installmentPeriod: 24,
  installmentInterest: 3_000,
  ratePlanMonthly: 89_000,
  monthlyTelecomFee: 69_000,
  contractDuration: 24,
  additionalServices: [{ name: '부가서비스 A', monthlyFee: 9_900, requiredMonths: 3 }],
  conditions: '',
} satisfies EstimationTerms;

const internet = {
  kind: 'internet',
  cashGift: 450_000,
  monthlyFeeBeforeBundle: 38_500,
  monthlyBundledRate: 27_500,
  bestBenefitCarrier: 'KT',
  contractDuration: 36,
  notes: null,
} satisfies EstimationTerms;

const rental = {
  kind: 'rental',
  rentalFee: 29_900,
  storeSubsidy: 120_000,
  contractDuration: 36,
  manageMethod: '방문 관리',
  manageCycle: '4개월',
  notes: null,
} satisfies EstimationTerms;

describe('allInCostOfTerms', () => {
  it("counts a phone's release price less both subsidies, with the interest, fees and add-ons", () => {
    // (1,155,000 − 650,000) + 24 × 3,000 + 24 × 69,000 + 3 × 9,900
    expect(allInCostOfTerms(phone, 1_155_000)).toEqual({
      total: 2_262_700,
      months: 24,
      parts: [
        { key: 'devicePrincipal', amount: 505_000 },
        { key: 'installmentInterest', amount: 72_000 },
        { key: 'telecomFees', amount: 1_656_000 },
        { key: 'additionalServices', amount: 29_700 },
      ],
    });
    // A dearer phone with the same terms costs the difference more.
    expect(allInCostOfTerms(phone, 1_355_000).total).toBe(2_462_700);
  });

  it('counts nothing for the device when the subsidies cover its price', () => {
    // 0 + 24 × 3,000 + 24 × 69,000 + 3 × 9,900
    expect(allInCostOfTerms(phone, 600_000).total).toBe(1_757_700);
  });

  it('compares a phone without a contract over 24 months', () => {
    expect(allInCostOfTerms({ ...phone, contractDuration: 0 }, 1_155_000)).toMatchObject({
      total: 2_262_700,
      months: 24,
    });
  });

  it('ignores the release price for internet and rental quotes', () => {
    for (const releasePrice of [0, 1_200_000]) {
      // 36 × 27,500 − 450,000
      expect(allInCostOfTerms(internet, releasePrice)).toMatchObject({
        total: 540_000,
        months: 36,
      });
      // 36 × 29,900 − 120,000
      expect(allInCostOfTerms(rental, releasePrice)).toMatchObject({ total: 956_400, months: 36 });
    }
  });

  it('gives stored terms the same figure as the terms the dealer sent', () => {
    const stored: StoredEstimationTerms[] = [
      { ...phone, conditions: null, monthlyInstallment: 24_042 },
      internet,
      rental,
    ];
    for (const terms of stored) {
      const sent = estimationTermsSchema.parse(terms);
      expect(allInCostOfTerms(terms, 1_155_000)).toEqual(allInCostOfTerms(sent, 1_155_000));
    }
  });
});

describe('estimationTermsSchema messages', () => {
  // The dealer console checks a draft with this schema before sending it, where the API's Korean
  // error map is not installed: every check a form can fail carries its own Korean message.
  const messagesOf = (terms: unknown) =>
    estimationTermsSchema.safeParse(terms).error?.issues.map((issue) => issue.message);

  it('says how long an add-on must be kept, for a fraction or a number that is not one', () => {
    for (const requiredMonths of [1.5, Number.NaN, -1, 25]) {
      const services = [{ name: '부가서비스 A', monthlyFee: 9_900, requiredMonths }];
      expect(messagesOf({ ...phone, additionalServices: services })).toEqual([
        '유지 기간은 0~24개월로 입력해 주세요.',
      ]);
    }
  });

  it('asks to check the kind of quote without naming its codes', () => {
    expect(messagesOf({ ...phone, kind: 'tablet' })).toEqual(['견적 종류를 다시 확인해 주세요.']);
  });

  it('explains each money field in Korean', () => {
    expect(messagesOf({ ...phone, storeSubsidy: 1.5, ratePlanMonthly: undefined })).toEqual([
      '금액은 원 단위 정수로 입력해 주세요.',
      '금액을 숫자로 입력해 주세요.',
    ]);
  });
});
