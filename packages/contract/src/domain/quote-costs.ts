import { allInCostTitle, quoteFigureLabels } from './quote-kinds';

/**
 * The money rules a buyer reads on a quote (document 001 §9) and the all-in cost that lets quotes of
 * one request be compared, in whole won. The API computes every figure it sends with these, and the
 * dealer console shows the same all-in total while the dealer types, so no two screens disagree.
 */

/** Rounds to a whole won, half up; amounts are integers everywhere they are stored or sent. */
export function roundWon(amount: number): number {
  return Math.round(amount);
}

/** 총 지원금: the store subsidy plus the publicly announced subsidy (a missing one counts as 0). */
export function totalSupport(quote: {
  storeSubsidy: number | null;
  publiclyAnnouncedSubsidy: number | null;
}): number {
  return (quote.storeSubsidy ?? 0) + (quote.publiclyAnnouncedSubsidy ?? 0);
}

/** What is left of a phone's release price after both subsidies: the instalment principal. */
export function devicePrincipal(
  releasePrice: number,
  quote: { storeSubsidy: number | null; publiclyAnnouncedSubsidy: number | null },
): number {
  return Math.max(releasePrice - totalSupport(quote), 0);
}

/**
 * 월 할부금: the instalment principal spread over the instalment months, plus the monthly interest.
 * Paid at once (0 months) there is no monthly instalment at all.
 */
export function monthlyInstallment(
  releasePrice: number,
  terms: {
    publiclyAnnouncedSubsidy: number;
    storeSubsidy: number;
    installmentPeriod: number;
    installmentInterest: number;
  },
): number {
  if (terms.installmentPeriod === 0) return 0;
  return (
    roundWon(devicePrincipal(releasePrice, terms) / terms.installmentPeriod) +
    terms.installmentInterest
  );
}

/**
 * 월 납부액: the monthly installment plus the monthly telecom fee. Null for quotes that have
 * neither (internet and rentals), so no screen shows a phone bill of 0원 on them.
 */
export function monthlyBill(quote: {
  monthlyInstallment: number | null;
  monthlyTelecomFee: number | null;
}): number | null {
  if (quote.monthlyInstallment === null && quote.monthlyTelecomFee === null) return null;
  return (quote.monthlyInstallment ?? 0) + (quote.monthlyTelecomFee ?? 0);
}

export interface RentalWithSubsidy {
  /** The store subsidy spread over the contract, rounded to a whole won. */
  monthlySubsidy: number;
  /** The rental fee less the monthly subsidy: what the buyer can expect to pay each month. */
  monthlyRentalAfterSubsidy: number;
}

/**
 * A rental quote with its store subsidy spread over the contract months. Without a contract
 * (0 months) the subsidy cannot be spread and the fee stays as it is; the fee never goes below 0.
 */
export function rentalWithSubsidy(quote: {
  rentalFee: number;
  storeSubsidy: number | null;
  contractMonths: number;
}): RentalWithSubsidy {
  const monthlySubsidy =
    quote.contractMonths > 0 ? roundWon((quote.storeSubsidy ?? 0) / quote.contractMonths) : 0;
  return {
    monthlySubsidy,
    monthlyRentalAfterSubsidy: Math.max(quote.rentalFee - monthlySubsidy, 0),
  };
}

/**
 * A quote without a contract (무약정, 0 months) is compared over the usual two years: counting its
 * monthly fees for no months at all would make it look free.
 */
export const uncontractedComparisonMonths = 24;

/** The months a quote's monthly fees are counted for in its all-in cost. */
export function costMonths(contractMonths: number | null): number {
  return contractMonths && contractMonths > 0 ? contractMonths : uncontractedComparisonMonths;
}

export interface AdditionalServiceCost {
  name: string;
  monthlyFee: number;
  requiredMonths: number;
}

/** The quote terms the all-in cost reads, by kind (the fields the dealer fills in). */
export type AllInCostTerms =
  | {
      kind: 'phone';
      /** The product's release price (출고가). */
      releasePrice: number;
      publiclyAnnouncedSubsidy: number;
      storeSubsidy: number;
      installmentPeriod: number;
      /** Interest per instalment month (원). */
      installmentInterest: number;
      monthlyTelecomFee: number;
      contractDuration: number;
      additionalServices: readonly AdditionalServiceCost[];
    }
  | {
      kind: 'internet';
      cashGift: number;
      monthlyBundledRate: number;
      contractDuration: number;
    }
  | {
      kind: 'rental';
      rentalFee: number;
      storeSubsidy: number;
      contractDuration: number;
    };

/** One line of an all-in cost; a benefit (cash gift, store subsidy) is a negative amount. */
export const allInCostPartKeys = [
  'devicePrincipal',
  'installmentInterest',
  'telecomFees',
  'additionalServices',
  'internetFees',
  'cashGift',
  'rentalFees',
  'storeSubsidy',
] as const;
export type AllInCostPartKey = (typeof allInCostPartKeys)[number];

/** How each line reads on a quote: a sum over the months, so not the monthly figures' words. */
export const allInCostPartLabels = {
  devicePrincipal: '기기값 (지원금 뺀 할부원금)',
  installmentInterest: '할부 이자',
  telecomFees: '통신요금',
  additionalServices: quoteFigureLabels.additionalServices,
  internetFees: '결합 후 요금',
  cashGift: quoteFigureLabels.cashGift,
  rentalFees: '렌탈료',
  storeSubsidy: quoteFigureLabels.storeSubsidy,
} as const satisfies Record<AllInCostPartKey, string>;

export interface AllInCostPart {
  key: AllInCostPartKey;
  amount: number;
}

export interface AllInCost {
  /** What the quote costs in all over `months`, never below 0. */
  total: number;
  /** The months the monthly fees were counted for (the contract, or 24 without one). */
  months: number;
  parts: AllInCostPart[];
}

/**
 * What a quote really costs over its contract. Phones: the instalment principal after both
 * subsidies, the interest over the instalment months, the telecom fee over the contract and each
 * required add-on for its required months. Internet: the bundled fee over the contract less the cash
 * gift. Rentals: the rental fee over the contract less the store subsidy.
 */
export function allInCost(terms: AllInCostTerms): AllInCost {
  const months = costMonths(terms.contractDuration);
  let parts: AllInCostPart[];
  switch (terms.kind) {
    case 'phone':
      parts = [
        { key: 'devicePrincipal', amount: devicePrincipal(terms.releasePrice, terms) },
        {
          key: 'installmentInterest',
          amount: terms.installmentInterest * terms.installmentPeriod,
        },
        { key: 'telecomFees', amount: terms.monthlyTelecomFee * months },
        {
          key: 'additionalServices',
          amount: terms.additionalServices.reduce(
            (sum, service) => sum + service.monthlyFee * service.requiredMonths,
            0,
          ),
        },
      ];
      break;
    case 'internet':
      parts = [
        { key: 'internetFees', amount: terms.monthlyBundledRate * months },
        { key: 'cashGift', amount: -terms.cashGift },
      ];
      break;
    case 'rental':
      parts = [
        { key: 'rentalFees', amount: terms.rentalFee * months },
        { key: 'storeSubsidy', amount: -terms.storeSubsidy },
      ];
      break;
  }
  const total = Math.max(
    parts.reduce((sum, part) => sum + part.amount, 0),
    0,
  );
  return { total, months, parts };
}

/** One line of an all-in cost as a row: a benefit keeps its negative amount. */
export interface AllInCostRow {
  key: AllInCostPartKey | 'total';
  label: string;
  amount: number;
}

/** An all-in cost line by line in its words, and its total over the months, for every screen. */
export function allInCostRows(cost: AllInCost): { items: AllInCostRow[]; total: AllInCostRow } {
  return {
    items: cost.parts.map((part) => ({
      key: part.key,
      label: allInCostPartLabels[part.key],
      amount: part.amount,
    })),
    total: { key: 'total', label: allInCostTitle(cost.months), amount: cost.total },
  };
}

/**
 * How much the cheapest of some quotes saves against the dearest, by all-in total; null with fewer
 * than two quotes, where there is nothing to compare.
 */
export function cheapestSaving(totals: readonly number[]): number | null {
  if (totals.length < 2) return null;
  return Math.max(...totals) - Math.min(...totals);
}

/** Quotes ordered cheapest first by all-in total; equal totals keep their order. */
export function rankByAllInCost<Quote extends { allInCost: { total: number } }>(
  quotes: readonly Quote[],
): Quote[] {
  return [...quotes].sort((a, b) => a.allInCost.total - b.allInCost.total);
}
