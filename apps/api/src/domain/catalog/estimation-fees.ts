import { monthlyBill, quoteKindOfRequest, totalSupport } from '@quotemarket/contract';

/** The money fields of an estimation that the public comparison shows. */
export interface EstimationMoney {
  monthlyInstallment: number | null;
  monthlyTelecomFee: number | null;
  monthlyBundledRate: number | null;
  rentalFee: number | null;
  publiclyAnnouncedSubsidy: number | null;
  storeSubsidy: number | null;
  cashGift: number | null;
}

/**
 * What the buyer pays each month under a quote: for phones the device installment plus the telecom
 * fee, for internet the bundled rate, for rentals the rental fee.
 */
export function monthlyFeeOf(categoryId: number, money: EstimationMoney): number {
  switch (quoteKindOfRequest(categoryId)) {
    case 'phone':
      return monthlyBill(money) ?? 0;
    case 'internet':
      return money.monthlyBundledRate ?? 0;
    case 'rental':
      return money.rentalFee ?? 0;
  }
}

/** The support a quote gives: carrier and store subsidies for phones, the cash gift for internet. */
export function supportFundOf(money: EstimationMoney): number {
  // Each category fills only its own fields, so the sum is that category's support.
  return totalSupport(money) + (money.cashGift ?? 0);
}
