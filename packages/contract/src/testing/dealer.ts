// The dealer console's answers as the API sends them: the store 강남 모바일 (seller 7), its phone
// requests, quotes, deals and reviews. Each numbered fixture names its item by its number.
import type {
  EstimationTerms,
  SellerAccount,
  SellerDeal,
  SellerEstimation,
  SellerEstimationListItem,
  SellerProfile,
  SellerQuotation,
  SellerQuotationDetail,
  SellerReview,
  SellerWarning,
} from '../index';

const at = '2026-11-20T09:00:00.000Z';
const deadline = '2026-11-22T09:00:00.000Z';

/** The signed-in dealer, as the login answers it. */
export const sellerAccount: SellerAccount = {
  id: 7,
  email: 'store@dealer.quotemarket.kr',
  storeName: '강남 모바일',
  firstName: '민수',
  imageUrl: null,
  phone: '01098765432',
  categories: [1, 2],
};

/** The same dealer's store, as the console's frame and store page read it. */
export const sellerProfile: SellerProfile = {
  ...sellerAccount,
  averageRating: 4.5,
  reviewCount: 2,
  successfulBidCount: 3,
  introduction: '갤럭시와 아이폰 모두 친절하게 상담해 드려요.',
  address: '서울 강남구 테헤란로 123',
};

/** A phone quote's terms as the dealer sends them (the API adds the monthly installment). */
export const phoneEstimationTerms = {
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
  additionalServices: [{ name: 'V컬러링', monthlyFee: 3_300, requiredMonths: 3 }],
  conditions: '기존 폰 반납 조건이에요.',
} satisfies EstimationTerms;

/** A phone request in the dealer's inbox: `갤럭시 S26 <quotationId>`, open until the 22nd. */
export function sellerQuotation(
  quotationId: number,
  overrides: Partial<SellerQuotation> = {},
): SellerQuotation {
  return {
    quotationId,
    categoryId: 1,
    categoryNameKo: '휴대폰',
    submittedAt: at,
    deadlineAt: deadline,
    estimationCount: 0,
    myEstimationId: null,
    requestedRentalFee: null,
    product: {
      id: 3,
      name: `갤럭시 S26 ${quotationId}`,
      brand: '삼성전자',
      imageUrl: null,
      modelNumber: 'SM-S942N',
      price: 1_155_000,
      rentalFee: null,
      newsAgencyProperty: null,
      internetProperty: null,
      productType: null,
    },
    chosenOptions: [
      { name: '색상', value: '블랙' },
      { name: '용량', value: '256GB' },
    ],
    answers: [
      { questionText: '원하는 통신사가 있나요?', answerText: 'SKT' },
      { questionText: '가입 방법은요?', answerText: '번호이동' },
    ],
    ...overrides,
  };
}

/** The request page's answer: the request, open, and (unless given) no quote of this store yet. */
export function sellerQuotationDetail(
  quotationId: number,
  overrides: Partial<SellerQuotationDetail> = {},
): SellerQuotationDetail {
  return { ...sellerQuotation(quotationId), isOpen: true, myEstimation: null, ...overrides };
}

/** This store's phone quote on a request, as the API stores it. */
export function sellerEstimation(
  id: number,
  quotationId: number,
  overrides: Partial<SellerEstimation> = {},
): SellerEstimation {
  return {
    id,
    quotationId,
    categoryId: 1,
    status: 'ACTIVE',
    outcome: 'PENDING',
    terms: { ...phoneEstimationTerms, monthlyInstallment: 24_042 },
    submittedAt: '2026-11-25T01:00:00.000Z',
    updatedAt: '2026-11-25T02:30:00.000Z',
    withdrawnAt: null,
    ...overrides,
  };
}

const phoneSummary = {
  kind: 'phone',
  upfrontBenefit: 650_000,
  monthlyPayment: 92_938,
  contractDuration: 24,
} as const;

/** A quote in the store's sent list, on request `100 + estimationId`. */
export function sellerEstimationListItem(
  estimationId: number,
  overrides: Partial<SellerEstimationListItem> = {},
): SellerEstimationListItem {
  return {
    estimationId,
    quotationId: 100 + estimationId,
    categoryId: 1,
    productName: `갤럭시 S26 ${estimationId}`,
    submittedAt: at,
    deadlineAt: deadline,
    outcome: 'PENDING',
    closedReason: null,
    summary: { ...phoneSummary },
    ...overrides,
  };
}

/** A deal the store won: the buyer 김지현 chose its quote on request `100 + selectionId`. */
export function sellerDeal(selectionId: number, overrides: Partial<SellerDeal> = {}): SellerDeal {
  return {
    selectionId,
    quotationId: 100 + selectionId,
    estimationId: 200 + selectionId,
    categoryId: 1,
    selectedAt: '2026-11-21T05:30:00.000Z',
    productName: `갤럭시 S26 ${selectionId}`,
    buyerName: '김지현',
    buyerPhone: '010-1234-5678',
    summary: { ...phoneSummary },
    allInCost: { total: 2_230_512, months: 24 },
    review: null,
    ...overrides,
  };
}

/** A buyer's review of the store, not yet answered. */
export function sellerReview(
  ratingId: number,
  overrides: Partial<SellerReview> = {},
): SellerReview {
  return {
    ratingId,
    rating: 5,
    review: `친절하게 안내해 주셨어요 ${ratingId}`,
    buyerName: '김*현',
    productName: '갤럭시 S26',
    createdAt: at,
    reply: null,
    ...overrides,
  };
}

/** An operator's warning the dealer has not acknowledged yet. */
export function sellerWarning(id: number, overrides: Partial<SellerWarning> = {}): SellerWarning {
  return {
    id,
    message: `구매자 신고를 확인한 결과, 운영 정책을 어긴 것으로 보여 경고드려요. ${id}`,
    createdAt: at,
    ...overrides,
  };
}
