import {
  allInCostPartLabels,
  allInCostTitle,
  contractMonthsLabel,
  devicePrincipal,
  estimationFieldLabels,
  installmentMonthsLabel,
  internetProductName,
  mainCategoryIds,
  type EstimationCard,
  type EstimationDetail,
  type QuotationCheckItem,
  type QuotationEstimationEvent,
} from '@quotemarket/contract';
import {
  formatNumber,
  formatRentalFee,
  formatWon,
  type KeyValueItem,
  type PriceBreakdownItem,
} from '@quotemarket/ui';
import type { QuoteLayout } from '../../paths';

// The quotation tab's pure rules: what a card and a quote detail show, in the glossary's words.

/** A main category standing for each layout, for `paths.quoteDetail` when only the layout is known. */
export const layoutCategoryIds = {
  phone: mainCategoryIds.phone,
  internet: mainCategoryIds.internet,
  rental: mainCategoryIds.waterPurifier,
} as const satisfies Record<QuoteLayout, number>;

/**
 * The layout of a quote card, read from the fields its category fills (the contract: phones the
 * subsidies and bill, internet the cash gift and bundled fee, rentals the rental fee). The request's
 * list does not carry the category, and the detail page corrects a wrong guess from its own data.
 */
export function cardLayout(
  card: Pick<EstimationCard, 'rentalFee' | 'cashGift' | 'monthlyBundledRate'>,
): QuoteLayout {
  if (card.rentalFee !== null) return 'rental';
  if (card.cashGift !== null || card.monthlyBundledRate !== null) return 'internet';
  return 'phone';
}

/** '약정 24개월', '무약정' (0 months). */
export function contractText(months: number | null | undefined): string {
  if (months === null || months === undefined) return '-';
  return contractMonthsLabel(months);
}

/** '36개월', '일시불' (0 months). */
export function installmentText(months: number | null | undefined): string {
  if (months === null || months === undefined) return '-';
  return installmentMonthsLabel(months);
}

/**
 * The rows of a quote card: the all-in cost first (the figure the quotes are ranked by), then the
 * two figures a buyer of that kind compares.
 */
export function quoteCardFigures(card: EstimationCard, layout: QuoteLayout): KeyValueItem[] {
  const allIn: KeyValueItem = {
    key: 'all-in',
    label: allInCostTitle(card.allInCostMonths),
    value: formatWon(card.allInCost),
    emphasis: true,
  };
  switch (layout) {
    case 'phone':
      return [
        allIn,
        { key: 'support', label: '총 지원금', value: formatWon(card.totalSupport) },
        { key: 'monthly', label: '월 납부액', value: formatWon(card.monthlyBillingAmount) },
      ];
    case 'internet':
      return [
        allIn,
        { key: 'cash-gift', label: '현금 사은품', value: formatWon(card.cashGift) },
        { key: 'bundled', label: '결합 후 월 요금', value: formatWon(card.monthlyBundledRate) },
      ];
    case 'rental':
      return [
        allIn,
        { key: 'subsidy', label: '매장 지원금', value: formatWon(card.storeSubsidy) },
        {
          key: 'rental',
          label: '월 렌탈료',
          value: formatRentalFee(card.rentalFee, card.contractDuration),
        },
      ];
  }
}

/** A quoted product's name: internet plans by carrier > speed > set, others by name. */
export function requestProductName(
  product: Pick<
    QuotationCheckItem['productDetails'],
    'name' | 'newsAgencyProperty' | 'internetProperty' | 'productType'
  >,
): string {
  return (
    internetProductName(
      product.newsAgencyProperty,
      product.internetProperty,
      product.productType,
    ) || product.name
  );
}

/**
 * The quote's product as the kit's product banner shows it above the quote: picture, name, the
 * chosen colour as a swatch beside its name, the model number, and how many stores sent a quote.
 * An internet plan has neither colour nor model: its name is carrier > speed > set.
 */
export function quoteProductBanner(detail: EstimationDetail, layout: QuoteLayout) {
  const { product } = detail;
  const note = `판매점 ${formatNumber(detail.quotation.biddingCount)}곳이 견적을 보냈어요`;
  const name = requestProductName(product);
  if (layout === 'internet') {
    // No placeholder stands in for a plan without a picture.
    const imageSrc = product.imageUrl;
    return { name, imageSrc, hideImage: !imageSrc, color: null, options: [], note };
  }
  return {
    name,
    imageSrc: product.imageUrl,
    hideImage: false,
    color: product.color ? { name: product.color, hex: product.colorHex } : null,
    options: product.modelNumber ? [`모델명 ${product.modelNumber}`] : [],
    note,
  };
}

/** The model number and the options the buyer chose, as the request card lists them. */
export function requestOptions(product: QuotationCheckItem['productDetails']): string[] {
  return product.attributes.map((attribute) => attribute.value.trim()).filter(Boolean);
}

/**
 * The in-progress screen's comparison line. Null when there is nothing to compare (fewer than two
 * quotes); quotes that all cost the same are said to be so rather than "saving 0원".
 */
export function savingText(cheapestSaving: number | null | undefined): string | null {
  if (cheapestSaving === null || cheapestSaving === undefined) return null;
  if (cheapestSaving === 0) return '모든 견적의 총 비용이 같아요';
  return `최저가 견적이 가장 비싼 견적보다 ${formatWon(cheapestSaving)} 아껴요`;
}

/**
 * Whether a card is the cheapest over its contract: the first of the default order (cheapest
 * first), and any other of the same total; nothing is marked when every quote costs the same.
 */
export function isCheapest(
  card: Pick<EstimationCard, 'allInCost'>,
  cheapestTotal: number | undefined,
  cheapestSaving: number | null | undefined,
): boolean {
  return (
    cheapestTotal !== undefined &&
    cheapestSaving !== null &&
    cheapestSaving !== undefined &&
    cheapestSaving > 0 &&
    card.allInCost === cheapestTotal
  );
}

/** The toast for a dealer's news; none for a withdrawn quote (the list just drops it). */
export function quoteEventToastTitle(event: QuotationEstimationEvent): string | null {
  switch (event.change) {
    case 'submitted':
      return `${event.storeName}에서 견적이 도착했어요`;
    case 'updated':
      return `${event.storeName}에서 견적을 수정했어요`;
    case 'withdrawn':
      return null;
  }
}

export const notSelectableReasons = {
  deadlinePassed: '견적 마감 시간이 지나 구매 신청할 수 없어요.',
  alreadySelected: '이 견적 요청은 이미 구매 신청을 마쳤어요. 구매 신청 내역에서 확인해 주세요.',
  unknown: '지금은 이 견적에 구매 신청할 수 없어요.',
} as const;

/**
 * Why a quote cannot be chosen, from its request's window: past the deadline it has closed;
 * before it, the request is closed only by a selection. Unknown while the request is not loaded.
 */
export function notSelectableReason(
  request: { deadlineAt: string } | undefined,
  nowMs: number,
): string {
  if (!request) return notSelectableReasons.unknown;
  return Date.parse(request.deadlineAt) <= nowMs
    ? notSelectableReasons.deadlinePassed
    : notSelectableReasons.alreadySelected;
}

/** The phone quote's money, top to bottom as a buyer reads a phone contract (screen 4). */
export function phonePriceItems(detail: EstimationDetail): {
  items: PriceBreakdownItem[];
  total: PriceBreakdownItem;
} {
  return {
    items: [
      { key: 'price', label: '출고가', amount: detail.product.price },
      {
        key: 'public',
        label: '공시지원금',
        amount: detail.publiclyAnnouncedSubsidy,
        minus: true,
      },
      { key: 'store', label: '추가지원금', amount: detail.storeSubsidy, minus: true },
      {
        key: 'support',
        label: '총 지원금',
        amount: detail.totalSupport,
        emphasis: true,
        note: '공시지원금과 추가지원금을 더한 금액이에요',
      },
      {
        key: 'principal',
        label: '할부 원금',
        amount: devicePrincipal(detail.product.price, detail),
      },
      {
        key: 'period',
        label: estimationFieldLabels.phone.installmentPeriod,
        amount: null,
        valueText: installmentText(detail.installmentPeriod),
      },
      {
        key: 'interest',
        label: estimationFieldLabels.phone.installmentInterest,
        amount: detail.installmentInterest,
      },
      { key: 'installment', label: '월 할부금', amount: detail.monthlyInstallment },
      {
        key: 'plan',
        label: estimationFieldLabels.phone.ratePlanMonthly,
        amount: detail.ratePlanMonthly,
      },
      { key: 'telecom', label: '월 통신요금', amount: detail.monthlyTelecommunicationFee },
    ],
    total: {
      key: 'bill',
      label: '월 납부액',
      amount: detail.monthlyBillingAmount,
      note: '월 할부금과 월 통신요금을 더한 금액이에요',
    },
  };
}

/** The all-in cost line by line: benefits (cash gift, store subsidy) as subtractions. */
export function allInCostItems(allInCost: EstimationDetail['allInCost']): {
  items: PriceBreakdownItem[];
  total: PriceBreakdownItem;
} {
  return {
    items: allInCost.parts.map((part) => ({
      key: part.key,
      label: allInCostPartLabels[part.key],
      amount: Math.abs(part.amount),
      minus: part.amount < 0,
    })),
    total: { key: 'total', label: allInCostTitle(allInCost.months), amount: allInCost.total },
  };
}

/** '결합할게요' → 예, '결합 안 해요' → 아니요: the wizard's answer as a yes or no. */
export function bundleText(answer: string | null): string {
  if (!answer) return '-';
  return /안\s*해|안\s*함|없/.test(answer) ? '아니요' : '예';
}

/** The internet request as the buyer answered it (screen 4, internet). */
export function internetRequestItems(detail: EstimationDetail): KeyValueItem[] {
  const { product, quotation } = detail;
  return [
    { key: 'product', label: '상품', value: requestProductName(product) },
    { key: 'purpose', label: '주 사용 목적', value: quotation.mainPurpose ?? '-' },
    {
      key: 'carrier',
      label: '휴대폰 통신사',
      value: quotation.internetMobileCarrier ?? '결합 안 함',
    },
    { key: 'bundle', label: '휴대폰 결합', value: bundleText(quotation.bundle) },
    { key: 'budget', label: '월 예산', value: quotation.mobileCarrier ?? '-' },
  ];
}

/** The dealer's internet quote (screen 4, internet). */
export function internetQuoteItems(detail: EstimationDetail): PriceBreakdownItem[] {
  return [
    {
      key: 'cash-gift',
      label: '현금 사은품',
      amount: detail.cashGift,
      emphasis: true,
      note: '요금 할인과 별도로 받아요',
    },
    { key: 'before', label: '결합 전 월 요금', amount: detail.monthlyFeeBeforeBundle },
    { key: 'bundled', label: '결합 후 월 요금', amount: detail.monthlyBundledRate },
    {
      key: 'carrier',
      label: '혜택이 가장 큰 통신사',
      amount: null,
      valueText: detail.bestBenefitCarrier ?? '-',
    },
    {
      key: 'contract',
      label: '약정 기간',
      amount: null,
      valueText: contractText(detail.contractDuration),
    },
  ];
}

/** The rental request as the buyer answered it (screen 4, water purifier). */
export function rentalRequestItems(detail: EstimationDetail): KeyValueItem[] {
  return [
    { key: 'product', label: '상품명', value: detail.product.name },
    { key: 'method', label: '관리 방식', value: detail.quotation.howToManage ?? '-' },
    { key: 'cycle', label: '관리 주기', value: detail.quotation.manageCycle ?? '-' },
    {
      key: 'months',
      label: '희망 약정 기간',
      value: contractText(detail.quotation.contractMonths),
    },
  ];
}

/** The dealer's rental quote: the fee, the subsidy and what is left each month (rounded). */
export function rentalQuoteItems(detail: EstimationDetail): {
  items: PriceBreakdownItem[];
  total: PriceBreakdownItem;
} {
  const months = detail.contractDuration ?? detail.quotation.contractMonths;
  return {
    items: [
      { key: 'fee', label: '월 렌탈료', amount: detail.rentalFee },
      {
        key: 'subsidy',
        label: '매장 지원금',
        amount: detail.storeSubsidy,
        minus: true,
        ...(months
          ? { note: `${formatNumber(months)}개월로 나누어 매달 렌탈료에서 빼 드려요` }
          : {}),
      },
      {
        key: 'contract',
        label: '약정 기간',
        amount: null,
        valueText: contractText(detail.contractDuration),
      },
    ],
    total: {
      key: 'expected',
      label: '예상 월 렌탈료',
      amount: detail.expectedMonthlyRental,
    },
  };
}
