// Fixtures shared by the quotation hook tests.
import type {
  EstimationCard,
  HistoryListItem,
  PendingHistoryItem,
  QuotationCheckItem,
  ReviewHistoryItem,
} from '@quotemarket/contract';

const createdAt = '2026-11-20T10:00:00.000Z';

export const historyItem = (id: number): HistoryListItem => ({
  quotationId: id,
  estimationId: id + 100,
  sellerId: 5,
  categoryId1: 1,
  productName: '갤럭시 S25',
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
  storeRating: 4.5,
  imageUrl: null,
  modelNumber: 'SM-S931N',
  productColor: '블랙',
  applicationStatus: '구매 신청 완료',
});

export const pendingItem = (id: number): PendingHistoryItem => ({
  quotationId: id,
  productId: 7,
  categoryId1: 1,
  productName: '갤럭시 S25',
  releasePrice: 1_155_000,
  highestSubsidy: null,
  highestSubsidyStoreName: null,
  biddingStoreCount: 0,
  lowestMonthlyFee: null,
  contractMonths: null,
  applicationStatus: '견적 진행 중',
  createdAt,
});

export const estimationCard = (id: number): EstimationCard => ({
  estimationId: id,
  sellerId: 5,
  sellerImageUrl: null,
  storeName: '강남 폰가게',
  successfulBidCount: 3,
  storeRating: 4.5,
  ratePlanMonthly: 60_000,
  totalFeeMonthly: 80_000,
  monthlyBillingAmount: 80_000,
  storeSubsidy: 100_000,
  publiclyAnnouncedSubsidy: 200_000,
  totalSupport: 300_000,
  contractDuration: 24,
  installmentPeriod: 24,
  monthlyInstallment: 20_000,
  rentalFee: null,
  cashGift: null,
  monthlyBundledRate: null,
  allInCost: 2_400_000,
  allInCostMonths: 24,
});

export const quotationCheckItem = (id: number): QuotationCheckItem => ({
  quotationId: id,
  createdAt,
  estimationCount: 1,
  quotationTimeLimit: '2026-11-22T10:00:00.000Z',
  productDetails: {
    id: 7,
    name: '갤럭시 S25',
    categoryId1: 1,
    categoryId2: null,
    imageUrl: null,
    attributes: [],
    newsAgencyProperty: null,
    internetProperty: null,
    productType: null,
    price: 1_155_000,
  },
  estimationDetails: estimationCard(id + 100),
  sellerImages: [null],
});

export const reviewItem = (id: number): ReviewHistoryItem => ({
  ratingId: id,
  productCategory: '휴대폰',
  productName: '갤럭시 S25',
  storeName: '강남 폰가게',
  rating: 5,
  review: '친절했어요.',
  createdAt,
});

/** `count` items numbered from `first`, as one page of a list. */
export function pageOf<Item>(make: (id: number) => Item, count: number, first = 1): Item[] {
  return Array.from({ length: count }, (_, index) => make(first + index));
}
