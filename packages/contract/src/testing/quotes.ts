// The quote loop's answers as the API sends them, for the hooks' tests and the apps' page tests:
// one phone quote for request 26 (its card, its
// detail, the request awaiting a choice) and the history's deal, open request and deal detail.
// Each takes the fields a test cares about as `overrides`.
import type {
  EstimationCard,
  MyReport,
  EstimationDetail,
  HistoryDetail,
  HistoryListItem,
  PendingHistoryItem,
  QuotationCheckItem,
  ReviewHistoryItem,
} from '../index';

/** When the phone request of `quotationCheckItem` was sent, and when its bidding ends. */
export const requestCreatedAt = '2026-11-25T03:00:00.000Z';
export const requestDeadline = '2026-11-27T03:00:00.000Z';
/** A moment while that request still takes quotes: tests of an open request freeze the clock here. */
export const whileBidding = '2026-11-26T03:00:00.000Z';

/** A dealer's phone quote as a card: store `판매점 <id>`, its figures those of `estimationDetail`. */
export function estimationCard(
  id: number,
  overrides: Partial<EstimationCard> = {},
): EstimationCard {
  return {
    estimationId: id,
    status: 'ACTIVE',
    withdrawnForStore: false,
    sellerId: id + 1000,
    sellerImageUrl: null,
    storeName: `판매점 ${id}`,
    businessVerifiedAt: '2026-03-02T01:00:00.000Z',
    successfulBidCount: 2,
    storeRating: 4.5,
    medianAnswerMinutes: 11.5,
    ratePlanMonthly: 55_000,
    ratePlanRequiredMonths: 6,
    cashGiftPaidWithinDays: null,
    mandatoryMonths: null,
    earlyTerminationFeePercent: null,
    totalFeeMonthly: 75_074,
    monthlyBillingAmount: 75_074,
    storeSubsidy: 370_000,
    publiclyAnnouncedSubsidy: 220_000,
    totalSupport: 590_000,
    contractDuration: 24,
    installmentPeriod: 36,
    monthlyInstallment: 20_074,
    rentalFee: null,
    cashGift: null,
    monthlyBundledRate: null,
    allInCost: 2_042_680,
    allInCostMonths: 24,
    ...overrides,
  };
}

/** A phone request awaiting the buyer's choice, its best quote `estimationCard(id * 10)`. */
export function quotationCheckItem(
  id: number,
  overrides: Partial<QuotationCheckItem> = {},
): QuotationCheckItem {
  return {
    quotationId: id,
    createdAt: requestCreatedAt,
    estimationCount: 4,
    quotationTimeLimit: requestDeadline,
    productDetails: {
      id: 1,
      name: '갤럭시 S26',
      categoryId1: 1,
      categoryId2: 101,
      imageUrl: null,
      attributes: [
        { attributeName: '모델명', value: 'SM-S942N' },
        { attributeName: '색상', value: '블랙' },
        { attributeName: '저장 용량', value: '256GB' },
      ],
      newsAgencyProperty: null,
      internetProperty: null,
      productType: null,
      price: 1_254_000,
    },
    estimationDetails: estimationCard(id * 10),
    sellerImages: [null, null, null, null],
    ...overrides,
  };
}

/** Quote 93 of request 26: a phone at 잠실 통신플라자, with a required add-on service. */
export function estimationDetail(overrides: Partial<EstimationDetail> = {}): EstimationDetail {
  return {
    estimationId: 93,
    quotationId: 26,
    productId: 1,
    categoryId1: 1,
    seller: {
      sellerId: 4,
      sellerImageUrl: null,
      storeName: '잠실 통신플라자',
      businessVerifiedAt: '2026-03-02T01:00:00.000Z',
      successfulBidCount: 2,
      averageRating: 4.5,
    },
    quotation: {
      howToManage: null,
      manageCycle: null,
      mainPurpose: null,
      internetMobileCarrier: null,
      mobileCarrier: null,
      changeOfCommunicationAgency: null,
      bundle: null,
      biddingCount: 4,
      contractMonths: 12,
    },
    product: {
      id: 1,
      name: '갤럭시 S26',
      imageUrl: null,
      modelNumber: 'SM-S942N',
      color: '블랙',
      colorHex: '#1f1f22',
      price: 1_254_000,
      rentalFee: null,
      newsAgencyProperty: null,
      internetProperty: null,
      productType: null,
    },
    publiclyAnnouncedSubsidy: 220_000,
    publiclyAnnouncedSubsidyPayer: '통신사',
    storeSubsidy: 370_000,
    storeSubsidyPayer: '판매점',
    totalSupport: 590_000,
    installmentPeriod: 36,
    installmentInterest: 1_630,
    monthlyInstallment: 20_074,
    ratePlanMonthly: 55_000,
    ratePlanRequiredMonths: 6,
    monthlyTelecommunicationFee: 55_000,
    monthlyBillingAmount: 75_074,
    contractDuration: 24,
    additionalServices: [{ name: '우주패스 라이트', monthlyFee: 9_900, requiredMonths: 6 }],
    conditions: '개통 후 6개월 유지 조건이에요.',
    cashGift: null,
    monthlyFeeBeforeBundle: null,
    monthlyBundledRate: null,
    bestBenefitCarrier: null,
    cashGiftPaidWithinDays: null,
    rentalFee: null,
    mandatoryMonths: null,
    earlyTerminationFeePercent: null,
    expectedMonthlyRental: null,
    allInCost: {
      total: 2_102_080,
      months: 24,
      parts: [
        { key: 'devicePrincipal', amount: 664_000 },
        { key: 'installmentInterest', amount: 58_680 },
        { key: 'telecomFees', amount: 1_320_000 },
        { key: 'additionalServices', amount: 59_400 },
      ],
    },
    notes: null,
    isSelectable: true,
    ...overrides,
  };
}

/** A chosen phone quote in the history list: `갤럭시 S25 <id>` at 강남 폰가게 (seller 5). */
export function historyItem(id: number, overrides: Partial<HistoryListItem> = {}): HistoryListItem {
  return {
    quotationId: id,
    estimationId: id + 100,
    sellerId: 5,
    categoryId1: 1,
    productName: `갤럭시 S25 ${id}`,
    newsAgency: null,
    internet: null,
    internetSpeed: null,
    productType: null,
    contractDuration: 24,
    storeSubsidy: 100_000,
    publiclyAnnouncedSubsidy: 200_000,
    totalFeeMonthly: 80_000,
    ratePlanMonthly: 60_000,
    rentalFee: null,
    cashGift: null,
    monthlyBundledRate: null,
    sellerImg: null,
    storeName: '강남 폰가게',
    businessVerifiedAt: '2026-03-02T01:00:00.000Z',
    storeRating: 4.5,
    imageUrl: null,
    modelNumber: 'SM-S931N',
    productColor: '블랙',
    applicationStatus: '구매 신청 완료',
    ...overrides,
  };
}

/** A phone request still open and without bids, in the not-selected history: `갤럭시 S26 <id>`. */
export function pendingItem(
  id: number,
  overrides: Partial<PendingHistoryItem> = {},
): PendingHistoryItem {
  return {
    quotationId: id,
    productId: 7,
    categoryId1: 1,
    productName: `갤럭시 S26 ${id}`,
    releasePrice: 1_155_000,
    highestSubsidy: null,
    highestSubsidyStoreName: null,
    biddingStoreCount: 0,
    lowestMonthlyFee: null,
    contractMonths: null,
    applicationStatus: '견적 진행 중',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The history's phone deal at 강남 폰가게, its figures deliberately not what a page could compute
 * from the others (a page must show the API's).
 */
export function historyDetail(overrides: Partial<HistoryDetail> = {}): HistoryDetail {
  return {
    product: {
      id: 7,
      name: '갤럭시 S25',
      imageURL: null,
      modelNumber: 'SM-S931N',
      color: '블랙',
      colorHex: '#1F1F22',
      price: 1_155_000,
      rentalFee: null,
      newsAgency: null,
      internetSpeed: null,
      productType: null,
    },
    categoryId1: 1,
    sellerId: 5,
    storeName: '강남 폰가게',
    publiclyAnnouncedSubsidy: 200_000,
    storeSubsidy: 100_000,
    totalSupport: 300_001,
    installmentPeriod: 24,
    installmentInterest: 1_230,
    monthlyInstallment: 20_111,
    monthlyTelecommunicationFee: 60_000,
    monthlyTotal: 80_999,
    monthlyBundledRate: null,
    cashGift: null,
    monthlyFeeBeforeBundle: null,
    howToManage: null,
    manageCycle: null,
    contractMonths: 24,
    rentalFee: null,
    monthlySubsidy: null,
    monthlyRentalAfterSubsidy: null,
    additionalServices: [{ name: 'V컬러링', monthlyFee: 3_300, requiredMonths: 3 }],
    allInCost: {
      total: 2_055_000,
      months: 24,
      parts: [
        { key: 'devicePrincipal', amount: 855_000 },
        { key: 'installmentInterest', amount: 29_520 },
        { key: 'telecomFees', amount: 1_440_000 },
        { key: 'additionalServices', amount: 9_900 },
      ],
    },
    conditions: '6개월 요금제 유지',
    notes: null,
    phoneNumber: '010-2026-0001',
    hasReview: false,
    hasReport: false,
    ...overrides,
  };
}

/** A review the buyer wrote of a deal, in "my reviews": of `갤럭시 S26 <id>` at 강남 모바일. */
export function reviewHistoryItem(
  id: number,
  overrides: Partial<ReviewHistoryItem> = {},
): ReviewHistoryItem {
  return {
    ratingId: id,
    productCategory: '휴대폰',
    productName: `갤럭시 S26 ${id}`,
    storeName: '강남 모바일',
    rating: 4,
    review: `리뷰 ${id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** One of the buyer's reports as 신고 내역 lists it: received, not yet looked at. */
export function myReport(id: number, overrides: Partial<MyReport> = {}): MyReport {
  return {
    id,
    storeName: '강남 모바일',
    productName: '갤럭시 S26',
    reason: 'OTHER',
    content: `다른 요금제를 강요했어요 ${id}`,
    status: 'RECEIVED',
    action: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    handledAt: null,
    ...overrides,
  };
}
