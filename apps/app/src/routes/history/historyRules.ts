import {
  contractMonthOptions,
  contractMonthsLabel,
  defaultHistorySort,
  historySortLabels,
  historySortOptions,
  installmentMonthsLabel,
  internetProductName,
  pendingApplicationStatuses,
  quoteFigureLabels as words,
  quoteHeadlineFigures,
  quoteHeadlineRows,
  quoteKindOfRequest,
  totalSupport,
  type HistoryDetail,
  type HistoryListItem,
  type HistorySort,
  type PendingHistoryItem,
} from '@quotemarket/contract';
import {
  formatNumber,
  formatWon,
  type KeyValueItem,
  type PriceBreakdownItem,
  type SortOption,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { quoteFigureItems } from '../../shared/quoteFigureItems';

/** The history lists' empty texts (spec 8: "no quotation selection history"). */
export const selectedHistoryEmptyText = '견적 선택 내역이 없어요';
export const pendingHistoryEmptyText = '선택하지 않은 견적 요청이 없어요';

/** The two tabs of the history, in order; the URL decides which one is active. */
export const historyTabs = [
  { value: 'selected', label: '선택한 견적', href: paths.quoteHistory() },
  { value: 'not-selected', label: '선택하지 않은 견적', href: paths.notSelectedHistory() },
] as const;
export type HistoryTab = (typeof historyTabs)[number]['value'];

/** The sort sheet's radios, in the order the spec lists them. */
export const historySortChoices: readonly SortOption<HistorySort>[] = historySortOptions.map(
  (value) => ({ value, label: historySortLabels[value] }),
);

/** The sort kept in the address (`?sort=`); anything else reads as the newest first. */
export function parseHistorySort(raw: string | null): HistorySort {
  return (historySortOptions as readonly (string | null)[]).includes(raw)
    ? (raw as HistorySort)
    : defaultHistorySort;
}

/** The instalment months a phone deal could have had, each a read-only chip (spec 8). */
export const installmentChoices = contractMonthOptions.map((months) => ({
  value: String(months),
  label: installmentMonthsLabel(months),
}));

/** A selected deal's card: how it is named, what it shows and where its detail is. */
export interface SelectedDealCard {
  productName: string;
  href: string;
  figures: KeyValueItem[];
}

/**
 * The card of one selected deal (spec 6): the two figures a buyer of its kind compares, the
 * up-front one painted strong (a fee beside its contract's months), and a phone's rate plan;
 * internet plans are named carrier > speed > set.
 */
export function selectedDealCard(item: HistoryListItem): SelectedDealCard {
  const kind = quoteKindOfRequest(item.categoryId1);
  const headline = quoteHeadlineRows(
    kind,
    {
      // A deal that names neither subsidy (not a phone's) has no total to show.
      totalSupport:
        item.storeSubsidy === null && item.publiclyAnnouncedSubsidy === null
          ? null
          : totalSupport(item),
      monthlyBill: item.totalFeeMonthly,
      cashGift: item.cashGift,
      monthlyBundledRate: item.monthlyBundledRate,
      storeSubsidy: item.storeSubsidy,
      rentalFee: item.rentalFee,
    },
    item.contractDuration,
  );
  const figures = quoteFigureItems(headline, quoteHeadlineFigures[kind].upfront);
  if (kind === 'phone') {
    figures.push({
      key: 'ratePlanMonthly',
      label: words.ratePlanMonthly,
      value: formatWon(item.ratePlanMonthly),
    });
  }
  return {
    productName: kind === 'internet' ? (item.internet ?? item.productName) : item.productName,
    href: paths.historyDetail(kind, item.quotationId, item.sellerId),
    figures,
  };
}

/**
 * The words of a not-selected request's figures, by its category (spec 7): phones count 지원금,
 * 월 납부액 and show 출고가; internet plans 현금 사은품 and 월 요금, with no 출고가; rentals 매장
 * 지원금 and 월 렌탈료, with no 출고가 either (their price is a monthly fee).
 */
export function pendingFigureLabels(categoryId1: number): {
  subsidy: string;
  monthly: string;
  price: string | null;
} {
  switch (quoteKindOfRequest(categoryId1)) {
    case 'phone':
      return {
        subsidy: '최대 지원금',
        monthly: `최저 ${words.monthlyBill}`,
        price: words.releasePrice,
      };
    case 'internet':
      return {
        subsidy: `최대 ${words.cashGift}`,
        monthly: '최저 월 요금',
        price: null,
      };
    case 'rental':
      return {
        subsidy: `최대 ${words.storeSubsidy}`,
        monthly: `최저 ${words.rentalFee}`,
        price: null,
      };
  }
}

/** The figures of a request without a selection (spec 7), all as the API summarised them. */
export function pendingSummaryRows(item: PendingHistoryItem): KeyValueItem[] {
  const labels = pendingFigureLabels(item.categoryId1);
  const rows: KeyValueItem[] = [
    {
      key: 'subsidy',
      label: labels.subsidy,
      value: formatWon(item.highestSubsidy),
      note: item.highestSubsidyStoreName ?? undefined,
      emphasis: true,
    },
    { key: 'stores', label: '입찰한 판매점', value: `${formatNumber(item.biddingStoreCount)}곳` },
  ];
  if (labels.price) {
    rows.push({ key: 'price', label: labels.price, value: formatWon(item.releasePrice) });
  }
  rows.push(
    { key: 'monthly', label: labels.monthly, value: formatWon(item.lowestMonthlyFee) },
    { key: 'months', label: '약정 기간', value: contractMonthsLabel(item.contractMonths) },
  );
  return rows;
}

/** The header summary of a request's card: the highest subsidy, when a store has bid. */
export function pendingSummary(item: PendingHistoryItem): string | undefined {
  return item.highestSubsidy ? `최대 ${formatWon(item.highestSubsidy)}` : undefined;
}

/** Whether the request still takes quotes, so its quotes can be opened and chosen. */
export function isStillOpen(item: PendingHistoryItem): boolean {
  return item.applicationStatus === pendingApplicationStatuses.open;
}

/** A deal's product name as the detail shows it (internet: carrier > speed > set). */
export function dealProductName(detail: HistoryDetail): string {
  const { product } = detail;
  if (quoteKindOfRequest(detail.categoryId1) !== 'internet') return product.name;
  return (
    internetProductName(product.newsAgency, product.internetSpeed, product.productType) ||
    product.name
  );
}

/**
 * The deal's product as the kit's product banner shows it (spec 8): picture, name, the chosen
 * colour as a swatch beside its name, and the model number. An internet plan has neither colour
 * nor model: its name is carrier > speed > set.
 */
export function dealProductBanner(detail: HistoryDetail) {
  const { product } = detail;
  const name = dealProductName(detail);
  if (quoteKindOfRequest(detail.categoryId1) === 'internet') {
    // No placeholder stands in for a plan without a picture.
    return {
      name,
      imageSrc: product.imageURL,
      hideImage: !product.imageURL,
      color: null,
      options: [],
    };
  }
  return {
    name,
    imageSrc: product.imageURL,
    hideImage: false,
    color: product.color ? { name: product.color, hex: product.colorHex } : null,
    options: product.modelNumber ? [`모델명 ${product.modelNumber}`] : [],
  };
}

/** A phone deal's money, line by line (spec 8); every figure is the API's. */
export function phoneDealRows(detail: HistoryDetail) {
  const price: PriceBreakdownItem[] = [
    { key: 'price', label: words.releasePrice, amount: detail.product.price },
    {
      key: 'public',
      label: words.publiclyAnnouncedSubsidy,
      amount: detail.publiclyAnnouncedSubsidy,
      minus: true,
    },
    { key: 'store', label: words.additionalSubsidy, amount: detail.storeSubsidy, minus: true },
    {
      key: 'support',
      label: words.totalSupport,
      amount: detail.totalSupport,
      note: `${words.publiclyAnnouncedSubsidy} + ${words.additionalSubsidy}`,
      emphasis: true,
    },
  ];
  const monthly: PriceBreakdownItem[] = [
    {
      key: 'interest',
      label: words.installmentInterest,
      amount: detail.installmentInterest,
    },
    { key: 'installment', label: words.monthlyInstallment, amount: detail.monthlyInstallment },
    { key: 'telecom', label: words.monthlyTelecomFee, amount: detail.monthlyTelecommunicationFee },
  ];
  const total: PriceBreakdownItem = {
    key: 'total',
    label: words.monthlyBill,
    amount: detail.monthlyTotal,
    note: `${words.monthlyInstallment} + ${words.monthlyTelecomFee}`,
  };
  return { price, monthly, total };
}

/** A rental deal (spec 9): the subsidy spread over the contract and what is left to pay. */
export function rentalDealRows(detail: HistoryDetail) {
  const terms: KeyValueItem[] = [
    {
      key: 'months',
      label: words.contractDuration,
      value: contractMonthsLabel(detail.contractMonths),
    },
    { key: 'method', label: words.manageMethod, value: detail.howToManage ?? '-' },
    { key: 'cycle', label: words.manageCycle, value: detail.manageCycle ?? '-' },
  ];
  const money: PriceBreakdownItem[] = [
    { key: 'subsidy', label: words.storeSubsidy, amount: detail.storeSubsidy },
    { key: 'rental', label: words.expectedMonthlyRental, amount: detail.rentalFee },
    {
      key: 'monthly-subsidy',
      label: words.monthlySubsidy,
      amount: detail.monthlySubsidy,
      minus: true,
      note: `${words.storeSubsidy} ÷ 약정 개월 (반올림)`,
    },
  ];
  const total: PriceBreakdownItem = {
    key: 'after',
    label: words.rentalAfterSubsidy,
    amount: detail.monthlyRentalAfterSubsidy,
  };
  return { terms, money, total };
}

/** An internet deal (spec 10): the cash gift, the fee before and after the bundle. */
export function internetDealRows(detail: HistoryDetail) {
  const money: PriceBreakdownItem[] = [
    { key: 'cash', label: words.cashGift, amount: detail.cashGift, emphasis: true },
    { key: 'before', label: words.monthlyFeeBeforeBundle, amount: detail.monthlyFeeBeforeBundle },
    {
      key: 'months',
      label: words.contractDuration,
      amount: detail.contractMonths,
      valueText: contractMonthsLabel(detail.contractMonths),
    },
  ];
  const total: PriceBreakdownItem = {
    key: 'bundled',
    label: words.monthlyBundledRate,
    amount: detail.monthlyBundledRate,
  };
  return { money, total };
}

/** The dealer's extra services, one row each: 'V컬러링 · 월 3,300원', kept for 3 months. */
export function additionalServiceRows(detail: HistoryDetail): KeyValueItem[] {
  return detail.additionalServices.map((service, index) => ({
    key: `${index}-${service.name}`,
    label: service.name,
    value: `월 ${formatWon(service.monthlyFee)}`,
    note:
      service.requiredMonths > 0 ? `${formatNumber(service.requiredMonths)}개월 유지` : undefined,
  }));
}
