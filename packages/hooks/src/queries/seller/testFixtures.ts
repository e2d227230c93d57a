// Contract-valid answers of the dealer endpoints, shared by this folder's tests.
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
} from '@quotemarket/contract';

const at = '2026-11-20T09:00:00.000Z';

export const account: SellerAccount = {
  id: 7,
  email: 'store@dealer.quotemarket.kr',
  storeName: '강남 모바일',
  firstName: '민수',
  imageUrl: null,
  phone: '01098765432',
  categories: [1, 2],
};

export const profile: SellerProfile = {
  ...account,
  averageRating: 4.5,
  reviewCount: 2,
  successfulBidCount: 3,
  introduction: '갤럭시와 아이폰 모두 최저가로 안내해 드려요.',
  address: '서울 강남구 테헤란로 123',
};

export const phoneTerms = {
  kind: 'phone',
  publiclyAnnouncedSubsidy: 500_000,
  storeSubsidy: 150_000,
  installmentPeriod: 24,
  installmentInterest: 3_000,
  ratePlanMonthly: 89_000,
  monthlyTelecomFee: 69_000,
  contractDuration: 24,
  additionalServices: [],
  conditions: null,
} satisfies EstimationTerms;

export const quotation = (quotationId: number): SellerQuotation => ({
  quotationId,
  categoryId: 1,
  categoryNameKo: '휴대폰',
  submittedAt: at,
  deadlineAt: '2026-11-22T09:00:00.000Z',
  estimationCount: 0,
  myEstimationId: null,
  requestedRentalFee: null,
  product: {
    id: 3,
    name: '갤럭시 S26',
    brand: '삼성전자',
    imageUrl: null,
    modelNumber: 'SM-S942N',
    price: 1_155_000,
    rentalFee: null,
    newsAgencyProperty: null,
    internetProperty: null,
    productType: null,
  },
  chosenOptions: [{ name: '색상', value: '블랙' }],
  answers: [{ questionText: '원하는 통신사는요?', answerText: 'SKT' }],
});

export const estimation = (id: number, quotationId: number): SellerEstimation => ({
  id,
  quotationId,
  categoryId: 1,
  status: 'ACTIVE',
  outcome: 'PENDING',
  terms: { ...phoneTerms, monthlyInstallment: 23_938 },
  submittedAt: at,
  updatedAt: at,
  withdrawnAt: null,
});

export const quotationDetail = (quotationId: number): SellerQuotationDetail => ({
  ...quotation(quotationId),
  isOpen: true,
  myEstimation: null,
});

export const estimationListItem = (estimationId: number): SellerEstimationListItem => ({
  estimationId,
  quotationId: 100 + estimationId,
  categoryId: 1,
  productName: '갤럭시 S26',
  submittedAt: at,
  deadlineAt: '2026-11-22T09:00:00.000Z',
  outcome: 'PENDING',
  summary: { kind: 'phone', upfrontBenefit: 650_000, monthlyPayment: 92_938, contractDuration: 24 },
});

export const deal = (selectionId: number): SellerDeal => ({
  selectionId,
  quotationId: 100 + selectionId,
  estimationId: 200 + selectionId,
  categoryId: 1,
  selectedAt: at,
  productName: '갤럭시 S26',
  buyerName: '김지현',
  buyerPhone: '010-1234-5678',
  summary: { kind: 'phone', upfrontBenefit: 650_000, monthlyPayment: 92_938, contractDuration: 24 },
  allInCost: { total: 2_230_512, months: 24 },
  review: null,
});

export const review = (ratingId: number): SellerReview => ({
  ratingId,
  rating: 5,
  review: '친절하게 안내해 주셨어요.',
  buyerName: '김*현',
  productName: '갤럭시 S26',
  createdAt: at,
  reply: null,
});

/** `count` items made by `make`, numbered from 1: a full page is ten. */
export const many = <Item>(count: number, make: (n: number) => Item) =>
  Array.from({ length: count }, (_, index) => make(index + 1));

export const page = <Item>(list: Item[], totalElements = list.length) => ({
  list,
  totalElements,
  totalPages: Math.ceil(totalElements / 10),
});
