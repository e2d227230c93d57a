import {
  allInCostTitle,
  cashGiftPaymentLabel,
  contractMonthsLabel,
  earlyTerminationRuleLabel,
  devicePrincipal,
  installmentMonthsLabel,
  internetProductName,
  quoteFigureLabels as words,
  quoteHeadlineRows,
  ratePlanMonthsLabel,
  type EstimationCard,
  type EstimationDetail,
  type QuotationCheckItem,
  type QuotationEstimationEvent,
  type QuoteKind,
} from '@quotemarket/contract';
import {
  formatNumber,
  formatWon,
  type KeyValueItem,
  type PriceBreakdownItem,
} from '@quotemarket/ui';

import { quoteFigureItems } from '../../shared/quoteFigureItems';

// The quotation tab's pure rules: what a card and a quote detail show, in the glossary's words.

/**
 * The kind of a quote card, read from the fields its category fills (the contract: phones the
 * subsidies and bill, internet the cash gift and bundled fee, rentals the rental fee). The request's
 * list does not carry the category, and the detail page corrects a wrong guess from its own data.
 */
export function cardKind(
  card: Pick<EstimationCard, 'rentalFee' | 'cashGift' | 'monthlyBundledRate'>,
): QuoteKind {
  if (card.rentalFee !== null) return 'rental';
  if (card.cashGift !== null || card.monthlyBundledRate !== null) return 'internet';
  return 'phone';
}

/**
 * The rows of a quote card: the all-in cost first (the figure the quotes are ranked by), then the
 * two figures a buyer of that kind compares.
 */
export function quoteCardFigures(card: EstimationCard, kind: QuoteKind): KeyValueItem[] {
  const allIn: KeyValueItem = {
    key: 'all-in',
    label: allInCostTitle(card.allInCostMonths),
    value: formatWon(card.allInCost),
    emphasis: true,
  };
  const headline = quoteHeadlineRows(
    kind,
    {
      totalSupport: card.totalSupport,
      monthlyBill: card.monthlyBillingAmount,
      cashGift: card.cashGift,
      monthlyBundledRate: card.monthlyBundledRate,
      storeSubsidy: card.storeSubsidy,
      rentalFee: card.rentalFee,
    },
    kind === 'rental' ? card.contractDuration : undefined,
  );
  return [allIn, ...quoteFigureItems(headline), ...requiredTermItems(card, kind)];
}

/**
 * The terms a card states besides its money, in the words of the dealer's form: how long a phone's
 * plan must be kept, when an internet gift is paid, a rental's mandatory period and what leaving it
 * early costs. The detail adds who pays each subsidy.
 */
function requiredTermItems(card: EstimationCard, kind: QuoteKind): KeyValueItem[] {
  switch (kind) {
    case 'phone':
      return [
        {
          key: 'plan-months',
          label: words.ratePlanRequiredMonths,
          value: ratePlanMonthsLabel(card.ratePlanRequiredMonths),
        },
      ];
    case 'internet':
      return [
        {
          key: 'cash-gift-when',
          label: words.cashGiftPaidWithinDays,
          value: cashGiftPaymentLabel(card.cashGiftPaidWithinDays),
        },
      ];
    case 'rental':
      return [
        {
          key: 'mandatory',
          label: words.mandatoryMonths,
          value: contractMonthsLabel(card.mandatoryMonths),
        },
        {
          key: 'early-termination',
          label: words.earlyTerminationFeePercent,
          value: earlyTerminationRuleLabel(card.earlyTerminationFeePercent),
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
export function quoteProductBanner(detail: EstimationDetail, kind: QuoteKind) {
  const { product } = detail;
  const note = `판매점 ${formatNumber(detail.quotation.biddingCount)}곳이 견적을 보냈어요`;
  const name = requestProductName(product);
  if (kind === 'internet') {
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
      { key: 'price', label: words.releasePrice, amount: detail.product.price },
      {
        key: 'public',
        label: words.publiclyAnnouncedSubsidy,
        amount: detail.publiclyAnnouncedSubsidy,
        minus: true,
      },
      {
        key: 'public-payer',
        label: words.publiclyAnnouncedSubsidyPayer,
        amount: null,
        valueText: detail.publiclyAnnouncedSubsidyPayer ?? '-',
      },
      { key: 'store', label: words.additionalSubsidy, amount: detail.storeSubsidy, minus: true },
      {
        key: 'store-payer',
        label: words.storeSubsidyPayer,
        amount: null,
        valueText: detail.storeSubsidyPayer ?? '-',
      },
      {
        key: 'support',
        label: words.totalSupport,
        amount: detail.totalSupport,
        emphasis: true,
        note: `${words.publiclyAnnouncedSubsidy}과 ${words.additionalSubsidy}을 더한 금액이에요`,
      },
      {
        key: 'principal',
        label: words.devicePrincipal,
        amount: devicePrincipal(detail.product.price, detail),
      },
      {
        key: 'period',
        label: words.installmentPeriod,
        amount: null,
        valueText: installmentMonthsLabel(detail.installmentPeriod),
      },
      {
        key: 'interest',
        label: words.installmentInterest,
        amount: detail.installmentInterest,
      },
      { key: 'installment', label: words.monthlyInstallment, amount: detail.monthlyInstallment },
      { key: 'plan', label: words.ratePlanMonthly, amount: detail.ratePlanMonthly },
      {
        key: 'plan-months',
        label: words.ratePlanRequiredMonths,
        amount: null,
        valueText: ratePlanMonthsLabel(detail.ratePlanRequiredMonths),
      },
      {
        key: 'telecom',
        label: words.monthlyTelecomFee,
        amount: detail.monthlyTelecommunicationFee,
      },
    ],
    total: {
      key: 'bill',
      label: words.monthlyBill,
      amount: detail.monthlyBillingAmount,
      note: `${words.monthlyInstallment}과 ${words.monthlyTelecomFee}을 더한 금액이에요`,
    },
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
      label: words.cashGift,
      amount: detail.cashGift,
      emphasis: true,
      note: '요금 할인과 별도로 받아요',
    },
    {
      key: 'cash-gift-when',
      label: words.cashGiftPaidWithinDays,
      amount: null,
      valueText: cashGiftPaymentLabel(detail.cashGiftPaidWithinDays),
    },
    { key: 'before', label: words.monthlyFeeBeforeBundle, amount: detail.monthlyFeeBeforeBundle },
    { key: 'bundled', label: words.monthlyBundledRate, amount: detail.monthlyBundledRate },
    {
      key: 'carrier',
      label: '혜택이 가장 큰 통신사',
      amount: null,
      valueText: detail.bestBenefitCarrier ?? '-',
    },
    {
      key: 'contract',
      label: words.contractDuration,
      amount: null,
      valueText: contractMonthsLabel(detail.contractDuration),
    },
  ];
}

/** The rental request as the buyer answered it (screen 4, water purifier). */
export function rentalRequestItems(detail: EstimationDetail): KeyValueItem[] {
  return [
    { key: 'product', label: '상품명', value: detail.product.name },
    { key: 'method', label: words.manageMethod, value: detail.quotation.howToManage ?? '-' },
    { key: 'cycle', label: words.manageCycle, value: detail.quotation.manageCycle ?? '-' },
    {
      key: 'months',
      label: '희망 약정 기간',
      value: contractMonthsLabel(detail.quotation.contractMonths),
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
      { key: 'fee', label: words.rentalFee, amount: detail.rentalFee },
      {
        key: 'subsidy',
        label: words.storeSubsidy,
        amount: detail.storeSubsidy,
        minus: true,
        ...(months
          ? { note: `${formatNumber(months)}개월로 나누어 매달 렌탈료에서 빼 드려요` }
          : {}),
      },
      {
        key: 'contract',
        label: words.contractDuration,
        amount: null,
        valueText: contractMonthsLabel(detail.contractDuration),
      },
      {
        key: 'mandatory',
        label: words.mandatoryMonths,
        amount: null,
        // At least a month when stated, so never read as 무약정.
        valueText: contractMonthsLabel(detail.mandatoryMonths),
      },
      {
        key: 'early-termination',
        label: words.earlyTerminationFeePercent,
        amount: null,
        valueText: earlyTerminationRuleLabel(detail.earlyTerminationFeePercent),
      },
    ],
    total: {
      key: 'expected',
      label: words.expectedMonthlyRental,
      amount: detail.expectedMonthlyRental,
    },
  };
}
