// The operator console's enforcement answers: a dealer as its list and detail show it, a report,
// and a review a dealer asked to have checked.
import type {
  AdminDealerDetail,
  AdminDealerSummary,
  AdminReportDetail,
  AdminReportSummary,
  AdminReview,
  ReviewCheck,
} from '../index';

export function adminDealerSummary(
  id: number,
  overrides: Partial<AdminDealerSummary> = {},
): AdminDealerSummary {
  return {
    id,
    storeName: `강남 모바일 ${id}호점`,
    email: `store${id}@example.com`,
    phone: '02-555-0100',
    businessRegistrationNumber: '220-81-62517',
    status: 'active',
    suspension: null,
    bidCount: 12,
    openReportCount: 0,
    createdAt: '2026-11-02T01:00:00.000Z',
    ...overrides,
  };
}

export function adminReview(id: number, overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id,
    rating: 2,
    review: '개통 후 약속한 사은품을 받지 못했어요.',
    productName: '갤럭시 S26',
    createdAt: '2026-12-01T03:00:00.000Z',
    hidden: null,
    ...overrides,
  };
}

export function adminReportSummary(
  id: number,
  overrides: Partial<AdminReportSummary> = {},
): AdminReportSummary {
  return {
    id,
    status: 'RECEIVED',
    action: null,
    kind: 'seller',
    reporter: 'buyer',
    reason: 'OTHER',
    content: '견적과 다른 요금제로 개통하려고 했어요.',
    dealer: { id: 3, storeName: '강남 모바일 3호점' },
    productName: '갤럭시 S26',
    reporterPhone: '010-****-1234',
    createdAt: '2026-12-04T02:00:00.000Z',
    handledAt: null,
    ...overrides,
  };
}

export function adminReportDetail(
  id: number,
  overrides: Partial<AdminReportDetail> = {},
): AdminReportDetail {
  return {
    ...adminReportSummary(id),
    operatorNote: null,
    hiddenReviewId: null,
    dealerStatus: 'active',
    dealDocument: null,
    dealerReviews: [adminReview(21)],
    conversation: null,
    ...overrides,
  };
}

export function adminDealerDetail(
  id: number,
  overrides: Partial<AdminDealerDetail> = {},
): AdminDealerDetail {
  return {
    id,
    storeName: `강남 모바일 ${id}호점`,
    representative: '김대표',
    email: `store${id}@example.com`,
    phone: '02-555-0100',
    address: '서울 강남구 테헤란로 123',
    introduction: '강남역 1번 출구 앞 매장이에요.',
    businessRegistrationNumber: '220-81-62517',
    businessVerifiedAt: '2026-11-02T01:00:00.000Z',
    categories: [{ id: 1, name: '휴대폰' }],
    status: 'active',
    suspension: null,
    bids: { total: 12, won: 3, winRate: 0.25, withdrawnForStore: 0 },
    averageRating: 4.2,
    reviewCount: 5,
    hiddenReviewCount: 0,
    reviews: [adminReview(21)],
    reports: [adminReportSummary(8, { dealer: { id, storeName: `강남 모바일 ${id}호점` } })],
    createdAt: '2026-11-02T01:00:00.000Z',
    ...overrides,
  };
}

export function reviewCheck(id: number, overrides: Partial<ReviewCheck> = {}): ReviewCheck {
  return {
    id,
    status: 'PENDING',
    reason: '실제 거래가 없었던 구매자의 후기예요.',
    operatorNote: null,
    dealer: { id: 3, storeName: '강남 모바일 3호점' },
    review: adminReview(21),
    createdAt: '2026-12-05T01:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
