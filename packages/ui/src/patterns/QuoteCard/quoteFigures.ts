import { formatNumber, formatWon } from '../../format/format';
import type { KeyValueItem } from '../PriceBreakdown/PriceBreakdown';

/** Phones show subsidies and the monthly bill; every other category a rental with its term. */
export type QuoteKind = 'phone' | 'rental';

export interface QuoteAmounts {
  /** The store's own subsidy: a phone's 추가지원금, a rental's 매장 지원금. */
  storeSubsidy?: number | null | undefined;
  /** 공시지원금 (the carrier's announced subsidy), phones only. */
  publiclyAnnouncedSubsidy?: number | null | undefined;
  /** 월 납부액 (phones) or 월 렌탈료 (rentals). */
  monthlyFee?: number | null | undefined;
  /** 요금제 (월), phones only. */
  ratePlanMonthly?: number | null | undefined;
  /** 약정 기간 in months, rentals. */
  contractMonths?: number | null | undefined;
}

/** 총 지원금 = 추가지원금 + 공시지원금; `null` when neither is known. */
export function totalSupport(
  storeSubsidy: number | null | undefined,
  publiclyAnnouncedSubsidy: number | null | undefined,
): number | null {
  if (storeSubsidy == null && publiclyAnnouncedSubsidy == null) return null;
  return (storeSubsidy ?? 0) + (publiclyAnnouncedSubsidy ?? 0);
}

/** '29,900원 · 36개월' (the term left off when unknown). */
export function formatRentalFee(
  monthlyFee: number | null | undefined,
  contractMonths: number | null | undefined,
): string {
  const fee = formatWon(monthlyFee);
  return contractMonths ? `${fee} · ${formatNumber(contractMonths)}개월` : fee;
}

/** The rows a quote card shows, in the glossary's words. */
export function quoteFigures(
  kind: QuoteKind,
  amounts: QuoteAmounts,
  options: { ratePlan?: boolean } = {},
): KeyValueItem[] {
  if (kind === 'phone') {
    const rows: KeyValueItem[] = [
      {
        key: 'support',
        label: '총 지원금',
        value: formatWon(totalSupport(amounts.storeSubsidy, amounts.publiclyAnnouncedSubsidy)),
        emphasis: true,
      },
      { key: 'monthly', label: '월 납부액', value: formatWon(amounts.monthlyFee) },
    ];
    if (options.ratePlan !== false) {
      rows.push({ key: 'plan', label: '요금제 (월)', value: formatWon(amounts.ratePlanMonthly) });
    }
    return rows;
  }
  return [
    {
      key: 'subsidy',
      label: '매장 지원금',
      value: formatWon(amounts.storeSubsidy),
      emphasis: true,
    },
    {
      key: 'rental',
      label: '월 렌탈료',
      value: formatRentalFee(amounts.monthlyFee, amounts.contractMonths),
    },
  ];
}
