// Fixtures of the quotation tab's tests beside the shared quote loop's (`estimationCard`,
// `estimationDetail`, `quotationCheckItem` from '@quotemarket/testing'): a water purifier's
// card, the request's progress, the ranked quotes and the internet and rental details. Answers as
// the API sends them (checked against the contract by `mockEndpoint`).
import type {
  ConversationEvent,
  EstimationCard,
  EstimationDetail,
  QuotationEstimationEvent,
  QuotationProgress,
} from '@quotemarket/contract';
import {
  estimationCard,
  estimationDetail,
  requestCreatedAt,
  requestDeadline,
} from '@quotemarket/contract/testing';

/** A water purifier's quote as a card: a store subsidy against 36 months of rental fees. */
export function rentalCard(id: number, overrides: Partial<EstimationCard> = {}): EstimationCard {
  return estimationCard(id, {
    ratePlanMonthly: null,
    ratePlanRequiredMonths: null,
    mandatoryMonths: 36,
    earlyTerminationFeePercent: 10,
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

export function quotationProgress(overrides: Partial<QuotationProgress> = {}): QuotationProgress {
  return {
    quotationId: 26,
    createdAt: requestCreatedAt,
    deadlineAt: requestDeadline,
    productName: '갤럭시 S26',
    estimationCount: 3,
    isOpen: true,
    selectedEstimationId: null,
    cheapestSaving: 1_472_740,
    ...overrides,
  };
}

/** The three quotes of request 26, cheapest over the contract first (the API's default order). */
export const rankedCards = [
  estimationCard(93, { storeName: '잠실 통신플라자', allInCost: 2_042_680 }),
  estimationCard(91, { storeName: '대전 둔산 통신', allInCost: 2_751_400, totalSupport: 380_000 }),
  estimationCard(92, { storeName: '대구 동성로 모바일', allInCost: 3_515_420 }),
];

/** What a category's detail sets on the phone quote's: `seller`, `quotation`, `product` in part. */
interface DetailVariant extends Partial<
  Omit<EstimationDetail, 'seller' | 'quotation' | 'product'>
> {
  seller?: Partial<EstimationDetail['seller']>;
  quotation?: Partial<EstimationDetail['quotation']>;
  product?: Partial<EstimationDetail['product']>;
}

/**
 * A quote that is not a phone's, built on `estimationDetail`: no public subsidy, installments,
 * plan, required services or conditions, over 36 months; then the category's own fields (its
 * nested parts merged into the phone's), then a test's `overrides`, which replace whole fields.
 */
function nonPhoneDetail(
  { seller, quotation, product, ...fields }: DetailVariant,
  overrides: Partial<EstimationDetail>,
): EstimationDetail {
  const phone = estimationDetail();
  return estimationDetail({
    publiclyAnnouncedSubsidy: null,
    installmentPeriod: null,
    installmentInterest: null,
    monthlyInstallment: null,
    ratePlanMonthly: null,
    monthlyTelecommunicationFee: null,
    monthlyBillingAmount: null,
    contractDuration: 36,
    additionalServices: [],
    conditions: null,
    ...fields,
    seller: { ...phone.seller, ...seller },
    quotation: { ...phone.quotation, ...quotation },
    product: { ...phone.product, ...product },
    ...overrides,
  });
}

/** Quote 97 of request 28: an LG U+ internet plan with a cash gift and a bundle discount. */
export function internetDetail(overrides: Partial<EstimationDetail> = {}): EstimationDetail {
  return nonPhoneDetail(
    {
      estimationId: 97,
      quotationId: 28,
      productId: 40,
      categoryId1: 2,
      quotation: {
        mainPurpose: '실시간 방송·대용량 파일',
        mobileCarrier: '4만 원대',
        changeOfCommunicationAgency: '통신사 변경',
        bundle: '결합 안 해요',
        biddingCount: 3,
        contractMonths: null,
      },
      product: {
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
      storeSubsidy: null,
      totalSupport: 0,
      cashGift: 340_000,
      cashGiftPaidWithinDays: 30,
      monthlyFeeBeforeBundle: 59_400,
      monthlyBundledRate: 50_600,
      bestBenefitCarrier: 'LG U+',
      notes: '설치 당일 공유기를 무상으로 바꿔 드려요.',
      allInCost: {
        total: 1_481_600,
        months: 36,
        parts: [
          { key: 'internetFees', amount: 1_821_600 },
          { key: 'cashGift', amount: -340_000 },
        ],
      },
    },
    overrides,
  );
}

/** Quote 96 of request 27: a water purifier's rental at 판교 정수기·가전 렌탈센터. */
export function rentalDetail(overrides: Partial<EstimationDetail> = {}): EstimationDetail {
  return nonPhoneDetail(
    {
      estimationId: 96,
      quotationId: 27,
      productId: 15,
      categoryId1: 3,
      seller: { storeName: '판교 정수기·가전 렌탈센터' },
      quotation: {
        howToManage: '자가 관리',
        manageCycle: '6개월',
        biddingCount: 3,
        contractMonths: 36,
      },
      product: {
        id: 15,
        name: '코웨이 아이콘 정수기 2',
        modelNumber: 'CP-7211N',
        color: '페블 그레이',
        colorHex: '#8a8d8f',
        price: 1_188_000,
        rentalFee: 32_900,
      },
      storeSubsidy: 160_000,
      totalSupport: 160_000,
      rentalFee: 29_700,
      expectedMonthlyRental: 25_256,
      mandatoryMonths: 36,
      earlyTerminationFeePercent: 10,
      notes: '설치비 무료, 필터 1회 추가 증정이에요.',
      allInCost: {
        total: 909_200,
        months: 36,
        parts: [
          { key: 'rentalFees', amount: 1_069_200 },
          { key: 'storeSubsidy', amount: -160_000 },
        ],
      },
    },
    overrides,
  );
}

/** A fake event stream: the test pushes events the way the API's stream would deliver them. */
export function createEventStream() {
  const handlers: {
    onEvent: (event: QuotationEstimationEvent) => void;
    onOpen?: () => void;
    onAlso?: { message?: (event: ConversationEvent) => void };
  }[] = [];
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
    /** A conversation's event (a new message, a read receipt), as the stream's `message`. */
    emitMessage(event: ConversationEvent) {
      for (const handler of [...handlers]) handler.onAlso?.message?.(event);
    },
  };
}
