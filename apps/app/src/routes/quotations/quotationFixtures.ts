// Fixtures of the quotation tab's tests: answers as the API sends them (checked against the
// contract by `mockEndpoint`).
import type {
  EstimationCard,
  EstimationDetail,
  QuotationCheckItem,
  QuotationEstimationEvent,
} from '@quotemarket/contract';

export const requestCreatedAt = '2026-11-25T03:00:00.000Z';
export const requestDeadline = '2026-11-27T03:00:00.000Z';

export function phoneCard(id: number, overrides: Partial<EstimationCard> = {}): EstimationCard {
  return {
    estimationId: id,
    sellerId: id + 1000,
    sellerImageUrl: null,
    storeName: `판매점 ${id}`,
    successfulBidCount: 2,
    storeRating: 4.5,
    ratePlanMonthly: 55_000,
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

export function rentalCard(id: number, overrides: Partial<EstimationCard> = {}): EstimationCard {
  return phoneCard(id, {
    ratePlanMonthly: null,
    totalFeeMonthly: null,
    monthlyBillingAmount: null,
    storeSubsidy: 160_000,
    publiclyAnnouncedSubsidy: null,
    totalSupport: 160_000,
    contractDuration: 36,
    installmentPeriod: null,
    monthlyInstallment: null,
    rentalFee: 29_700,
    allInCost: 909_200,
    allInCostMonths: 36,
    ...overrides,
  });
}

export function checkItem(
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
    estimationDetails: phoneCard(id * 10),
    sellerImages: [null, null, null, null],
    ...overrides,
  };
}

export function quotationProgress(overrides: Partial<ProgressFields> = {}): ProgressFields {
  return {
    quotationId: 26,
    createdAt: requestCreatedAt,
    deadlineAt: requestDeadline,
    productName: '갤럭시 S26',
    estimationCount: 3,
    isOpen: true,
    cheapestSaving: 1_472_740,
    ...overrides,
  };
}

export interface ProgressFields {
  quotationId: number;
  createdAt: string;
  deadlineAt: string;
  productName: string;
  estimationCount: number;
  isOpen: boolean;
  cheapestSaving: number | null;
}

/** The three quotes of request 26, cheapest over the contract first (the API's default order). */
export const rankedCards = [
  phoneCard(93, { storeName: '잠실 통신플라자', allInCost: 2_042_680 }),
  phoneCard(91, { storeName: '대전 둔산 통신', allInCost: 2_751_400, totalSupport: 380_000 }),
  phoneCard(92, { storeName: '대구 동성로 모바일', allInCost: 3_515_420 }),
];

export function phoneDetail(overrides: Partial<EstimationDetail> = {}): EstimationDetail {
  return {
    estimationId: 93,
    quotationId: 26,
    productId: 1,
    categoryId1: 1,
    seller: {
      sellerId: 4,
      sellerImageUrl: null,
      storeName: '잠실 통신플라자',
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
    storeSubsidy: 370_000,
    totalSupport: 590_000,
    installmentPeriod: 36,
    installmentInterest: 1_630,
    monthlyInstallment: 20_074,
    ratePlanMonthly: 55_000,
    monthlyTelecommunicationFee: 55_000,
    monthlyBillingAmount: 75_074,
    contractDuration: 24,
    additionalServices: [{ name: '우주패스 라이트', monthlyFee: 9_900, requiredMonths: 6 }],
    conditions: '개통 후 6개월 유지 조건이에요.',
    cashGift: null,
    monthlyFeeBeforeBundle: null,
    monthlyBundledRate: null,
    bestBenefitCarrier: null,
    rentalFee: null,
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

export function internetDetail(overrides: Partial<EstimationDetail> = {}): EstimationDetail {
  const phone = phoneDetail();
  return phoneDetail({
    estimationId: 97,
    quotationId: 28,
    productId: 40,
    categoryId1: 2,
    quotation: {
      ...phone.quotation,
      mainPurpose: '실시간 방송·대용량 파일',
      internetMobileCarrier: null,
      mobileCarrier: '4만원대',
      changeOfCommunicationAgency: '통신사 변경',
      bundle: '결합 안 해요',
      biddingCount: 3,
      contractMonths: null,
    },
    product: {
      ...phone.product,
      id: 40,
      name: 'LG U+ 1GB 인터넷+TV+집전화',
      modelNumber: null,
      color: null,
      colorHex: null,
      price: 0,
      newsAgencyProperty: 'LG U+',
      internetProperty: '1GB',
      productType: '인터넷+TV+집전화',
    },
    publiclyAnnouncedSubsidy: null,
    storeSubsidy: null,
    totalSupport: 0,
    installmentPeriod: null,
    installmentInterest: null,
    monthlyInstallment: null,
    ratePlanMonthly: null,
    monthlyTelecommunicationFee: null,
    monthlyBillingAmount: null,
    contractDuration: 36,
    additionalServices: [],
    conditions: null,
    cashGift: 340_000,
    monthlyFeeBeforeBundle: 59_400,
    monthlyBundledRate: 50_600,
    bestBenefitCarrier: 'LG U+',
    notes: '현금 사은품은 설치 후 7일 안에 입금돼요.',
    allInCost: {
      total: 1_481_600,
      months: 36,
      parts: [
        { key: 'internetFees', amount: 1_821_600 },
        { key: 'cashGift', amount: -340_000 },
      ],
    },
    ...overrides,
  });
}

export function rentalDetail(overrides: Partial<EstimationDetail> = {}): EstimationDetail {
  const phone = phoneDetail();
  return phoneDetail({
    estimationId: 96,
    quotationId: 27,
    productId: 15,
    categoryId1: 3,
    seller: { ...phone.seller, storeName: '판교 정수기·가전 렌탈센터' },
    quotation: {
      ...phone.quotation,
      howToManage: '자가 관리',
      manageCycle: '6개월',
      biddingCount: 3,
      contractMonths: 36,
    },
    product: {
      ...phone.product,
      id: 15,
      name: '코웨이 아이콘 정수기 2',
      modelNumber: 'CP-7211N',
      color: '페블 그레이',
      colorHex: '#8a8d8f',
      price: 1_188_000,
      rentalFee: 32_900,
    },
    publiclyAnnouncedSubsidy: null,
    storeSubsidy: 160_000,
    totalSupport: 160_000,
    installmentPeriod: null,
    installmentInterest: null,
    monthlyInstallment: null,
    ratePlanMonthly: null,
    monthlyTelecommunicationFee: null,
    monthlyBillingAmount: null,
    contractDuration: 36,
    additionalServices: [],
    conditions: null,
    rentalFee: 29_700,
    expectedMonthlyRental: 25_256,
    notes: '설치비 무료, 필터 1회 추가 증정이에요.',
    allInCost: {
      total: 909_200,
      months: 36,
      parts: [
        { key: 'rentalFees', amount: 1_069_200 },
        { key: 'storeSubsidy', amount: -160_000 },
      ],
    },
    ...overrides,
  });
}

/** A fake event stream: the test pushes events the way the API's stream would deliver them. */
export function createEventStream() {
  const handlers: { onEvent: (event: QuotationEstimationEvent) => void; onOpen?: () => void }[] =
    [];
  return {
    listen: (_stream: unknown, next: (typeof handlers)[number]) => {
      handlers.push(next);
      return () => {
        handlers.splice(handlers.indexOf(next), 1);
      };
    },
    get listening() {
      return handlers.length;
    },
    emit(event: QuotationEstimationEvent) {
      for (const handler of [...handlers]) handler.onEvent(event);
    },
  };
}
