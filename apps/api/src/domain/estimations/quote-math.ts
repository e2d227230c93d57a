/**
 * The money rules a buyer reads on a quote (document 001 §9), in whole won. Every screen that shows
 * one of these numbers computes it here, so the quote detail and the history never disagree.
 */

/** Rounds to a whole won; amounts are integers everywhere they are stored or sent. */
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

/**
 * 월 납부액: the monthly installment plus the monthly telecom fee. Null for quotes that have
 * neither (internet and rentals), so the app does not show a phone bill of 0원 on them.
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
