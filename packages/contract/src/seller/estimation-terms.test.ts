import { describe, expect, it } from 'vitest';
import { laterMoneyMessage } from '../domain';
import { laterMoneyPhrasings } from '../testing/later-money';
import {
  allInCostOfTerms,
  estimationTermsSchema,
  storedEstimationTermsSchema,
  type EstimationTerms,
  type StoredEstimationTerms,
} from './estimation-terms';

const phone = {
  kind: 'phone',
  publiclyAnnouncedSubsidy: 500_000,
  publiclyAnnouncedSubsidyPayer: '통신사',
  storeSubsidy: 150_000,
  storeSubsidyPayer: '판매점',
  installmentPeriod: 24,
  installmentInterest: 3_000,
  ratePlanMonthly: 89_000,
  ratePlanRequiredMonths: 6,
  monthlyTelecomFee: 69_000,
  contractDuration: 24,
  additionalServices: [{ name: '부가서비스 A', monthlyFee: 9_900, requiredMonths: 3 }],
  conditions: '',
} satisfies EstimationTerms;

const internet = {
  kind: 'internet',
  cashGift: 450_000,
  cashGiftPaidWithinDays: 30,
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
  mandatoryMonths: 36,
  earlyTerminationFeePercent: 10,
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

describe('the terms the law asks a quote to state', () => {
  const messagesOf = (terms: unknown) =>
    estimationTermsSchema.safeParse(terms).error?.issues.map((issue) => issue.message);
  const without = (terms: object, field: string) =>
    Object.fromEntries(Object.entries(terms).filter(([key]) => key !== field));

  it.each([
    [
      phone,
      'publiclyAnnouncedSubsidyPayer',
      '공시지원금 지급 주체를 통신사, 제조사, 통신사·제조사, 판매점 중에서 골라 주세요.',
    ],
    [
      phone,
      'storeSubsidyPayer',
      '추가지원금 지급 주체를 통신사, 제조사, 통신사·제조사, 판매점 중에서 골라 주세요.',
    ],
    [phone, 'ratePlanRequiredMonths', '요금제 유지 기간은 0~48개월로 입력해 주세요.'],
    [
      internet,
      'cashGiftPaidWithinDays',
      '현금 사은품을 주면 사은품 지급 시점(설치 후 며칠 이내)을 입력해 주세요.',
    ],
    [rental, 'mandatoryMonths', '의무 사용 기간은 1~48개월로 입력해 주세요.'],
    [
      rental,
      'earlyTerminationFeePercent',
      '중도 해지 위약금은 남은 렌탈료의 0~100%로 입력해 주세요.',
    ],
  ] as const)('refuses a %s quote without %s, naming it', (terms, field, message) => {
    expect(messagesOf(without(terms, field))).toEqual([message]);
  });

  it('asks no payment date of an internet plan without a cash gift', () => {
    expect(messagesOf({ ...without(internet, 'cashGiftPaidWithinDays'), cashGift: 0 })).toBe(
      undefined,
    );
  });

  it('refuses a mandatory period longer than the contract and a payer it does not know', () => {
    expect(messagesOf({ ...rental, contractDuration: 24, mandatoryMonths: 36 })).toEqual([
      '의무 사용 기간은 약정 기간보다 길 수 없어요.',
    ]);
    expect(messagesOf({ ...phone, storeSubsidyPayer: '대리점' })).toHaveLength(1);
    expect(messagesOf({ ...internet, cashGiftPaidWithinDays: 0 })).toEqual([
      '사은품 지급 시점은 설치 후 1~90일 이내로 입력해 주세요.',
    ]);
  });

  it.each(laterMoneyPhrasings)(
    'refuses "%s" in any note, saying subsidies apply at signing',
    (text) => {
      expect(messagesOf({ ...phone, conditions: text })).toEqual([laterMoneyMessage]);
      expect(messagesOf({ ...internet, notes: text })).toEqual([laterMoneyMessage]);
      expect(messagesOf({ ...rental, notes: text })).toEqual([laterMoneyMessage]);
    },
  );

  it('reads a quote stored before the terms were asked, with the terms as null', () => {
    const stored = storedEstimationTermsSchema.parse({
      ...without(
        without(without(phone, 'publiclyAnnouncedSubsidyPayer'), 'storeSubsidyPayer'),
        'ratePlanRequiredMonths',
      ),
      publiclyAnnouncedSubsidyPayer: null,
      storeSubsidyPayer: null,
      ratePlanRequiredMonths: null,
      conditions: '페이백 약속',
      monthlyInstallment: 24_042,
    });
    expect(stored).toMatchObject({
      publiclyAnnouncedSubsidyPayer: null,
      ratePlanRequiredMonths: null,
    });
  });
});
