// Contract-valid answers of the dealer endpoints for the console's page tests (append-only: each
// page helper adds what its tests need).
import {
  getSellerProfile,
  type SellerDeal,
  type SellerEstimationListItem,
  type SellerProfile,
  type SellerReview,
} from '@quotemarket/contract';
import { mockEndpoint, type setupMswServer } from '@quotemarket/hooks/testing';
import type {
  SellerEstimation,
  SellerQuotation,
  SellerQuotationDetail,
} from '@quotemarket/contract';

type MswServer = ReturnType<typeof setupMswServer>;

export const sellerProfile: SellerProfile = {
  id: 7,
  email: 'store@dealer.quotemarket.kr',
  storeName: '강남 모바일',
  firstName: '민수',
  imageUrl: null,
  phone: '01098765432',
  categories: [1, 2],
  averageRating: 4.5,
  reviewCount: 2,
  successfulBidCount: 3,
  introduction: '갤럭시와 아이폰 모두 친절하게 상담해 드려요.',
  address: '서울 강남구 테헤란로 123',
};

/** Answers the profile the console's frame asks for on every signed-in page. */
export function serveSellerProfile(server: MswServer, profile: Partial<SellerProfile> = {}) {
  const mock = mockEndpoint(getSellerProfile, { ...sellerProfile, ...profile });
  server.use(mock.handler);
  return mock;
}

/** One page of a dealer list: ten items make a full page. */
export function sellerPage<Item>(list: Item[], totalElements = list.length) {
  return { list, totalElements, totalPages: Math.ceil(totalElements / 10) };
}

/** `count` items made by `make`, numbered from `from`. */
export function numbered<Item>(count: number, make: (n: number) => Item, from = 1) {
  return Array.from({ length: count }, (_, index) => make(from + index));
}

export function sentEstimation(
  estimationId: number,
  overrides: Partial<SellerEstimationListItem> = {},
): SellerEstimationListItem {
  return {
    estimationId,
    quotationId: 100 + estimationId,
    categoryId: 1,
    productName: `갤럭시 S26 ${estimationId}`,
    submittedAt: '2026-11-20T09:00:00.000Z',
    deadlineAt: '2026-11-22T09:00:00.000Z',
    outcome: 'PENDING',
    summary: {
      kind: 'phone',
      upfrontBenefit: 650_000,
      monthlyPayment: 92_938,
      contractDuration: 24,
    },
    ...overrides,
  };
}

export function wonDeal(selectionId: number, overrides: Partial<SellerDeal> = {}): SellerDeal {
  return {
    selectionId,
    quotationId: 100 + selectionId,
    estimationId: 200 + selectionId,
    categoryId: 1,
    selectedAt: '2026-11-21T05:30:00.000Z',
    productName: `갤럭시 S26 ${selectionId}`,
    buyerName: '김지현',
    buyerPhone: '010-1234-5678',
    summary: {
      kind: 'phone',
      upfrontBenefit: 650_000,
      monthlyPayment: 92_938,
      contractDuration: 24,
    },
    allInCost: { total: 2_230_512, months: 24 },
    review: null,
    ...overrides,
  };
}

export function storeReview(ratingId: number, overrides: Partial<SellerReview> = {}): SellerReview {
  return {
    ratingId,
    rating: 5,
    review: `친절하게 안내해 주셨어요 ${ratingId}`,
    buyerName: '김*현',
    productName: '갤럭시 S26',
    createdAt: '2026-11-20T09:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

const hour = 60 * 60 * 1000;

/**
 * An open quote request for a phone, sent two hours ago, so its bidding window is still running
 * by the real clock the countdowns read.
 */
export function openRequest(
  quotationId: number,
  overrides: Partial<SellerQuotation> = {},
): SellerQuotation {
  return {
    quotationId,
    categoryId: 1,
    categoryNameKo: '휴대폰',
    submittedAt: new Date(Date.now() - 2 * hour).toISOString(),
    deadlineAt: new Date(Date.now() + 46 * hour).toISOString(),
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

/** The request page's answer: an open request and, unless given, no quote of this store yet. */
export function requestDetail(
  quotationId: number,
  overrides: Partial<SellerQuotationDetail> = {},
): SellerQuotationDetail {
  return { ...openRequest(quotationId), isOpen: true, myEstimation: null, ...overrides };
}

/** This store's phone quote on a request, as the API stores it. */
export function myPhoneEstimation(
  estimationId: number,
  quotationId: number,
  overrides: Partial<SellerEstimation> = {},
): SellerEstimation {
  return {
    id: estimationId,
    quotationId,
    categoryId: 1,
    status: 'ACTIVE',
    outcome: 'PENDING',
    terms: {
      kind: 'phone',
      publiclyAnnouncedSubsidy: 500_000,
      storeSubsidy: 150_000,
      installmentPeriod: 24,
      installmentInterest: 3_000,
      ratePlanMonthly: 89_000,
      monthlyTelecomFee: 69_000,
      contractDuration: 24,
      additionalServices: [{ name: 'V컬러링', monthlyFee: 3_300, requiredMonths: 3 }],
      conditions: '기존 폰 반납 조건이에요.',
      monthlyInstallment: 24_042,
    },
    submittedAt: '2026-11-25T01:00:00.000Z',
    updatedAt: '2026-11-25T02:30:00.000Z',
    withdrawnAt: null,
    ...overrides,
  };
}
