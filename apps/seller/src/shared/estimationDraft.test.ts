import { describe, expect, it } from 'vitest';
import { laterMoneyMessage, type StoredEstimationTerms } from '@quotemarket/contract';
import {
  allInCostOfDraft,
  checkEstimationDraft,
  emptyEstimationDraft,
  estimationDraftOfTerms,
  monthlyInstallmentOfDraft,
  newAdditionalService,
  type PhoneEstimationDraft,
} from './estimationDraft';

const releasePrice = 1_155_000;

const phoneForm = (patch: Partial<PhoneEstimationDraft> = {}): PhoneEstimationDraft => ({
  ...(emptyEstimationDraft('phone') as PhoneEstimationDraft),
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
  ...patch,
});

describe('checkEstimationDraft', () => {
  it('gives the terms to send, blank notes as null and empty months of an add-on as 0', () => {
    const service = { ...newAdditionalService(), name: ' V컬러링 ', monthlyFee: 3_300 };
    expect(
      checkEstimationDraft(phoneForm({ additionalServices: [service], conditions: '  ' })),
    ).toEqual({
      errors: null,
      terms: {
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
        additionalServices: [{ name: 'V컬러링', monthlyFee: 3_300, requiredMonths: 0 }],
        conditions: null,
      },
    });
  });

  it('reports the schema’s own message for each empty or wrong box, by path', () => {
    const service = { ...newAdditionalService(), monthlyFee: 3_300, requiredMonths: '30' };
    const check = checkEstimationDraft(
      phoneForm({
        storeSubsidy: null,
        ratePlanMonthly: 10_000_001,
        installmentPeriod: null,
        additionalServices: [service],
      }),
    );
    expect(check.terms).toBeNull();
    expect(check.errors).toEqual({
      storeSubsidy: '금액을 숫자로 입력해 주세요.',
      ratePlanMonthly: '금액은 1,000만 원 이하로 입력해 주세요.',
      installmentPeriod: '0, 12, 18, 24, 30, 36, 48개월 중에서 골라 주세요.',
      'additionalServices.0.name': '부가서비스 이름을 입력해 주세요.',
      'additionalServices.0.requiredMonths': '유지 기간은 0~24개월로 입력해 주세요.',
    });
  });

  it('asks for the choices a new internet or rental quote leaves open', () => {
    expect(checkEstimationDraft(emptyEstimationDraft('internet')).errors).toMatchObject({
      cashGift: '금액을 숫자로 입력해 주세요.',
      bestBenefitCarrier: 'SKT, KT, LG U+, 알뜰폰, 결합 없음 중에서 골라 주세요.',
    });
    expect(checkEstimationDraft(emptyEstimationDraft('rental')).errors).toMatchObject({
      mandatoryMonths: '의무 사용 기간은 1~48개월로 입력해 주세요.',
      earlyTerminationFeePercent: '중도 해지 위약금은 남은 렌탈료의 0~100%로 입력해 주세요.',
      manageMethod: '방문 관리, 자가 관리 중에서 골라 주세요.',
      manageCycle: '2개월, 4개월, 6개월, 12개월 중에서 골라 주세요.',
    });
    expect(checkEstimationDraft(emptyEstimationDraft('phone')).errors).toMatchObject({
      publiclyAnnouncedSubsidyPayer:
        '공시지원금 지급 주체를 통신사, 제조사, 통신사·제조사, 판매점 중에서 골라 주세요.',
      storeSubsidyPayer:
        '추가지원금 지급 주체를 통신사, 제조사, 통신사·제조사, 판매점 중에서 골라 주세요.',
      ratePlanRequiredMonths: '요금제 유지 기간은 0~48개월로 입력해 주세요.',
    });
  });

  it('keeps the internet rule that the bundled fee is not above the fee before the bundle', () => {
    const check = checkEstimationDraft({
      kind: 'internet',
      cashGift: 300_000,
      cashGiftPaidWithinDays: 30,
      monthlyFeeBeforeBundle: 40_000,
      monthlyBundledRate: 45_000,
      bestBenefitCarrier: 'KT',
      contractDuration: 36,
      notes: '',
    });
    expect(check.errors).toEqual({
      monthlyBundledRate: '결합 후 월 요금은 결합 전 월 요금보다 클 수 없어요.',
    });
  });
});

describe('money promised later', () => {
  it('is refused in the conditions with the same message the API gives', () => {
    expect(
      checkEstimationDraft(phoneForm({ conditions: '개통 후 페이 백 10만 원' })).errors,
    ).toEqual({
      conditions: laterMoneyMessage,
    });
  });
});

describe('estimationDraftOfTerms', () => {
  it('puts a sent quote back in the form, and the form gives the same terms again', () => {
    const stored = {
      kind: 'phone',
      publiclyAnnouncedSubsidy: 500_000,
      publiclyAnnouncedSubsidyPayer: '통신사·제조사',
      storeSubsidy: 150_000,
      storeSubsidyPayer: '판매점',
      installmentPeriod: 0,
      installmentInterest: 0,
      ratePlanMonthly: 89_000,
      ratePlanRequiredMonths: 0,
      monthlyTelecomFee: 69_000,
      contractDuration: 0,
      additionalServices: [{ name: '우주패스', monthlyFee: 9_900, requiredMonths: 3 }],
      conditions: null,
      monthlyInstallment: 0,
    } satisfies StoredEstimationTerms;
    const form = estimationDraftOfTerms(stored);
    expect(form).toMatchObject({
      conditions: '',
      additionalServices: [{ name: '우주패스', monthlyFee: 9_900, requiredMonths: '3' }],
    });
    const { monthlyInstallment: _fromServer, ...sent } = stored;
    expect(checkEstimationDraft(form).terms).toEqual(sent);
  });

  it('turns a rental’s empty notes into an empty box', () => {
    expect(
      estimationDraftOfTerms({
        kind: 'rental',
        rentalFee: 29_900,
        storeSubsidy: 100_000,
        contractDuration: 36,
        mandatoryMonths: null,
        earlyTerminationFeePercent: null,
        manageMethod: '방문 관리',
        manageCycle: '4개월',
        notes: null,
      }),
    ).toMatchObject({ kind: 'rental', notes: '', mandatoryMonths: null });
  });
});

describe('allInCostOfDraft', () => {
  it('counts every empty box as 0 while the dealer types', () => {
    const cost = allInCostOfDraft(emptyEstimationDraft('phone'), releasePrice);
    expect(cost.total).toBe(releasePrice);
    expect(cost.months).toBe(36);
    expect(allInCostOfDraft(emptyEstimationDraft('rental'), releasePrice).total).toBe(0);
  });

  it('adds the device left after subsidies, the interest, the fees and the add-ons', () => {
    const service = {
      ...newAdditionalService(),
      name: 'V컬러링',
      monthlyFee: 3_300,
      requiredMonths: '3',
    };
    const form = phoneForm({ additionalServices: [service] });
    // 1,155,000 − 650,000 = 505,000; 3,000 × 24; 69,000 × 24; 3,300 × 3.
    expect(allInCostOfDraft(form, releasePrice).total).toBe(505_000 + 72_000 + 1_656_000 + 9_900);
    // 505,000 ÷ 24 = 21,041.67 → 21,042, plus the 3,000 interest.
    expect(monthlyInstallmentOfDraft(form, releasePrice)).toBe(24_042);
    expect(monthlyInstallmentOfDraft(phoneForm({ installmentPeriod: 0 }), releasePrice)).toBe(0);
  });
});
