import {
  allInCostPartLabels,
  contractMonthOptions,
  defaultHistorySort,
  estimationFieldLabels,
  historySortLabels,
  historySortOptions,
  internetProductName,
  pendingApplicationStatuses,
  type AllInCost,
  type HistoryDetail,
  type HistoryListItem,
  type HistorySort,
  type PendingHistoryItem,
} from '@quotemarket/contract';
import {
  formatNumber,
  formatRentalFee,
  formatWon,
  type KeyValueItem,
  type PriceBreakdownItem,
  type SortOption,
} from '@quotemarket/ui';
import { paths, quoteLayoutOf } from '../../paths';

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

/** '일시불' for an instalment of 0 months, else '24개월'; '-' when unknown. */
export function installmentLabel(months: number | null | undefined): string {
  if (months === null || months === undefined) return '-';
  return months === 0 ? '일시불' : `${formatNumber(months)}개월`;
}

/** '무약정' for a contract of 0 months, else '36개월'; '-' when unknown. */
export function contractLabel(months: number | null | undefined): string {
  if (months === null || months === undefined) return '-';
  return months === 0 ? '무약정' : `${formatNumber(months)}개월`;
}

/** The instalment months a phone deal could have had, each a read-only chip (spec 8). */
export const installmentChoices = contractMonthOptions.map((months) => ({
  value: String(months),
  label: installmentLabel(months),
}));

/** A selected deal's card: how it is named, what it shows and where its detail is. */
export type SelectedDealCard =
  | {
      kind: 'phone' | 'rental';
      productName: string;
      href: string;
      amounts: {
        storeSubsidy: number | null;
        publiclyAnnouncedSubsidy: number | null;
        monthlyFee: number | null;
        ratePlanMonthly: number | null;
        contractMonths: number | null;
      };
    }
  | { kind: 'internet'; productName: string; href: string; figures: KeyValueItem[] };

/**
 * The card of one selected deal (spec 6): phones show 총 지원금, 월 납부액 and 요금제 (월); rentals
 * 매장 지원금 and 월 렌탈료 over the contract; internet plans are named carrier > speed > set and show
 * their cash gift and bundled fee over the contract.
 */
export function selectedDealCard(item: HistoryListItem): SelectedDealCard {
  const layout = quoteLayoutOf(item.categoryId1);
  const href = paths.historyDetail(item.categoryId1, item.quotationId, item.sellerId);
  if (layout === 'internet') {
    return {
      kind: 'internet',
      productName: item.internet ?? item.productName,
      href,
      figures: [
        { key: 'cash', label: '현금 사은품', value: formatWon(item.cashGift), emphasis: true },
        {
          key: 'bundled',
          label: '결합 후 월 요금',
          value: formatRentalFee(item.monthlyBundledRate, item.contractDuration),
        },
      ],
    };
  }
  return {
    kind: layout,
    productName: item.productName,
    href,
    amounts: {
      storeSubsidy: item.storeSubsidy,
      publiclyAnnouncedSubsidy: item.publiclyAnnouncedSubsidy,
      monthlyFee: layout === 'phone' ? item.totalFeeMonthly : item.rentalFee,
      ratePlanMonthly: item.ratePlanMonthly,
      contractMonths: item.contractDuration,
    },
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
  switch (quoteLayoutOf(categoryId1)) {
    case 'phone':
      return { subsidy: '최대 지원금', monthly: '최저 월 납부액', price: '출고가' };
    case 'internet':
      return { subsidy: '최대 현금 사은품', monthly: '최저 월 요금', price: null };
    case 'rental':
      return { subsidy: '최대 매장 지원금', monthly: '최저 월 렌탈료', price: null };
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
    { key: 'months', label: '약정 기간', value: contractLabel(item.contractMonths) },
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
  if (quoteLayoutOf(detail.categoryId1) !== 'internet') return product.name;
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
  if (quoteLayoutOf(detail.categoryId1) === 'internet') {
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
    { key: 'price', label: '출고가', amount: detail.product.price },
    { key: 'public', label: '공시지원금', amount: detail.publiclyAnnouncedSubsidy, minus: true },
    { key: 'store', label: '추가지원금', amount: detail.storeSubsidy, minus: true },
    {
      key: 'support',
      label: '총 지원금',
      amount: detail.totalSupport,
      note: '공시지원금 + 추가지원금',
      emphasis: true,
    },
  ];
  const monthly: PriceBreakdownItem[] = [
    {
      key: 'interest',
      label: estimationFieldLabels.phone.installmentInterest,
      amount: detail.installmentInterest,
    },
    { key: 'installment', label: '월 할부금', amount: detail.monthlyInstallment },
    { key: 'telecom', label: '월 통신요금', amount: detail.monthlyTelecommunicationFee },
  ];
  const total: PriceBreakdownItem = {
    key: 'total',
    label: '월 납부액',
    amount: detail.monthlyTotal,
    note: '월 할부금 + 월 통신요금',
  };
  return { price, monthly, total };
}

/** A rental deal (spec 9): the subsidy spread over the contract and what is left to pay. */
export function rentalDealRows(detail: HistoryDetail) {
  const terms: KeyValueItem[] = [
    { key: 'months', label: '약정 기간', value: contractLabel(detail.contractMonths) },
    { key: 'method', label: '관리 방식', value: detail.howToManage ?? '-' },
    { key: 'cycle', label: '관리 주기', value: detail.manageCycle ?? '-' },
  ];
  const money: PriceBreakdownItem[] = [
    { key: 'subsidy', label: '매장 지원금', amount: detail.storeSubsidy },
    { key: 'rental', label: '예상 월 렌탈료', amount: detail.rentalFee },
    {
      key: 'monthly-subsidy',
      label: '월 지원금',
      amount: detail.monthlySubsidy,
      minus: true,
      note: '매장 지원금 ÷ 약정 개월 (반올림)',
    },
  ];
  const total: PriceBreakdownItem = {
    key: 'after',
    label: '지원금 적용 후 월 렌탈료',
    amount: detail.monthlyRentalAfterSubsidy,
  };
  return { terms, money, total };
}

/** An internet deal (spec 10): the cash gift, the fee before and after the bundle. */
export function internetDealRows(detail: HistoryDetail) {
  const money: PriceBreakdownItem[] = [
    { key: 'cash', label: '현금 사은품', amount: detail.cashGift, emphasis: true },
    { key: 'before', label: '결합 전 월 요금', amount: detail.monthlyFeeBeforeBundle },
    {
      key: 'months',
      label: '약정 기간',
      amount: detail.contractMonths,
      valueText: contractLabel(detail.contractMonths),
    },
  ];
  const total: PriceBreakdownItem = {
    key: 'bundled',
    label: '결합 후 월 요금',
    amount: detail.monthlyBundledRate,
  };
  return { money, total };
}

/** The deal's all-in cost, line by line in the contract's words, and its total over the months. */
export function allInCostRows(cost: AllInCost) {
  const items: PriceBreakdownItem[] = cost.parts.map((part) => ({
    key: part.key,
    label: allInCostPartLabels[part.key],
    amount: part.amount,
    minus: part.amount < 0,
  }));
  const total: PriceBreakdownItem = {
    key: 'total',
    label: `${formatNumber(cost.months)}개월 총 비용`,
    amount: cost.total,
  };
  return { items, total };
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
