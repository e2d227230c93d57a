import {
  allInCost,
  storedEstimationTermsSchema,
  type AllInCost,
  type QuoteKind,
  type StoredEstimationTerms,
  quoteKindOf,
} from '@quotemarket/contract';
import type { estimations } from '../../db/schema';

type NewEstimation = typeof estimations.$inferInsert;

/** Every column a quote's terms live in, empty: one table holds the columns of all three kinds. */
const noTerms = {
  publiclyAnnouncedSubsidy: null,
  publiclyAnnouncedSubsidyPayer: null,
  storeSubsidy: null,
  storeSubsidyPayer: null,
  installmentPeriod: null,
  installmentInterest: null,
  monthlyInstallment: null,
  ratePlanMonthly: null,
  ratePlanRequiredMonths: null,
  monthlyTelecomFee: null,
  contractDuration: null,
  additionalServices: [],
  conditions: null,
  cashGift: null,
  cashGiftPaidWithinDays: null,
  monthlyFeeBeforeBundle: null,
  monthlyBundledRate: null,
  bestBenefitCarrier: null,
  rentalFee: null,
  mandatoryMonths: null,
  earlyTerminationFeePercent: null,
  manageMethod: null,
  manageCycle: null,
  notes: null,
} satisfies Partial<NewEstimation>;

export type TermColumns = { [Column in keyof typeof noTerms]: NewEstimation[Column] };

/**
 * The columns to write for these terms. The terms' field names are the column names; every other
 * kind's column is cleared, so an edit replaces the whole quote and leaves nothing stale behind.
 * The all-in cost is kept beside them, so lists rank quotes by it in the database.
 */
export function termsToColumns(
  terms: StoredEstimationTerms,
  releasePrice: number,
): TermColumns & Pick<NewEstimation, 'allInCost' | 'allInMonths'> {
  const { kind: _kind, ...fields } = terms;
  const cost = allInCostOfColumns(terms.kind, fields, releasePrice);
  return { ...noTerms, ...fields, allInCost: cost.total, allInMonths: cost.months };
}

/**
 * The terms of a stored row, read by the kind of its quote request's category. Parsing with the
 * contract picks that kind's fields; a row that does not fit is a bug, and fails loudly.
 */
export function columnsToTerms(categoryId: number, row: TermColumns): StoredEstimationTerms {
  const kind = quoteKindOf(categoryId);
  if (!kind) throw new Error(`category ${categoryId} takes no estimations`);
  return storedEstimationTermsSchema.parse({ ...row, kind });
}

type CostColumns = Pick<
  TermColumns,
  | 'publiclyAnnouncedSubsidy'
  | 'storeSubsidy'
  | 'installmentPeriod'
  | 'installmentInterest'
  | 'monthlyTelecomFee'
  | 'contractDuration'
  | 'additionalServices'
  | 'cashGift'
  | 'monthlyBundledRate'
  | 'rentalFee'
>;

/**
 * The all-in cost of a stored row of the given kind (a figure the row lacks counts as 0): the
 * breakdown a quote's detail shows beside the total kept in `all_in_cost`.
 */
export function allInCostOfColumns(
  kind: QuoteKind,
  row: Partial<CostColumns>,
  releasePrice: number,
): AllInCost {
  const contractDuration = row.contractDuration ?? 0;
  switch (kind) {
    case 'phone':
      return allInCost({
        kind,
        releasePrice,
        publiclyAnnouncedSubsidy: row.publiclyAnnouncedSubsidy ?? 0,
        storeSubsidy: row.storeSubsidy ?? 0,
        installmentPeriod: row.installmentPeriod ?? 0,
        installmentInterest: row.installmentInterest ?? 0,
        monthlyTelecomFee: row.monthlyTelecomFee ?? 0,
        contractDuration,
        additionalServices: row.additionalServices ?? [],
      });
    case 'internet':
      return allInCost({
        kind,
        cashGift: row.cashGift ?? 0,
        monthlyBundledRate: row.monthlyBundledRate ?? 0,
        contractDuration,
      });
    case 'rental':
      return allInCost({
        kind,
        rentalFee: row.rentalFee ?? 0,
        storeSubsidy: row.storeSubsidy ?? 0,
        contractDuration,
      });
  }
}
