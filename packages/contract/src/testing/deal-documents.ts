// The 견적서 as the API sends it, for the hooks' tests and the apps' page tests: a phone deal with
// two add-ons at a store with an approved application. Its hash is a fixed stand-in, not computed.
import { allInCostOfTerms } from '../seller/estimation-terms';
import type { BuyerDealDocument, DealDocument, DealDocumentContent } from '../index';

const terms = {
  kind: 'phone',
  publiclyAnnouncedSubsidy: 500_000,
  publiclyAnnouncedSubsidyPayer: '통신사',
  storeSubsidy: 150_000,
  storeSubsidyPayer: '판매점',
  installmentPeriod: 24,
  installmentInterest: 1_200,
  monthlyInstallment: 21_000,
  ratePlanMonthly: 89_000,
  ratePlanRequiredMonths: 6,
  monthlyTelecomFee: 89_000,
  contractDuration: 24,
  additionalServices: [
    { name: '안심 보험', monthlyFee: 5_500, requiredMonths: 6 },
    { name: '음악 스트리밍', monthlyFee: 7_900, requiredMonths: 3 },
  ],
  conditions: '6개월 요금제 유지',
} satisfies DealDocumentContent['terms'];

export function dealDocumentContent(
  overrides: Partial<DealDocumentContent> = {},
): DealDocumentContent {
  return {
    selectionId: 7,
    quotationId: 26,
    estimationId: 41,
    selectedAt: '2026-11-26T05:30:00.000Z',
    consent: { version: '2026-07-01', consentedAt: '2026-11-26T05:30:00.000Z' },
    termsVersion: '2026-07-01',
    product: {
      id: 3,
      categoryId: 1,
      name: '갤럭시 S26',
      modelNumber: 'SM-S942N',
      releasePrice: 1_155_000,
      options: [
        { name: '색상', value: '티타늄 블랙' },
        { name: '용량', value: '256GB' },
      ],
    },
    dealer: {
      sellerId: 1007,
      storeName: '강남 견적폰',
      businessName: '주식회사 견적폰',
      businessNumber: '1234567891',
      representative: '김대표',
      address: '서울 강남구 테헤란로 1',
      phone: '0212345678',
    },
    terms,
    allInCost: allInCostOfTerms(terms, 1_155_000),
    ...overrides,
  };
}

export function dealDocument(overrides: Partial<DealDocument> = {}): DealDocument {
  return {
    content: dealDocumentContent(),
    hash: '9f2c4e1ab37d5c08e6f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7',
    ...overrides,
  };
}

export function buyerDealDocument(overrides: Partial<BuyerDealDocument> = {}): BuyerDealDocument {
  return { document: dealDocument(), share: null, ...overrides };
}
