import { storedEstimationTermsSchema, type StoredEstimationTerms } from '@quotemarket/contract';
import type { estimations } from '../../db/schema';
import { estimationKindFor } from './terms';

type NewEstimation = typeof estimations.$inferInsert;

/** Every column a quote's terms live in, empty: one table holds the columns of all three kinds. */
const noTerms = {
  publiclyAnnouncedSubsidy: null,
  storeSubsidy: null,
  installmentPeriod: null,
  installmentInterest: null,
  monthlyInstallment: null,
  ratePlanMonthly: null,
  monthlyTelecomFee: null,
  contractDuration: null,
  additionalServices: [],
  conditions: null,
  cashGift: null,
  monthlyFeeBeforeBundle: null,
  monthlyBundledRate: null,
  bestBenefitCarrier: null,
  rentalFee: null,
  manageMethod: null,
  manageCycle: null,
  notes: null,
} satisfies Partial<NewEstimation>;

export type TermColumns = { [Column in keyof typeof noTerms]: NewEstimation[Column] };

/**
 * The columns to write for these terms. The terms' field names are the column names; every other
 * kind's column is cleared, so an edit replaces the whole quote and leaves nothing stale behind.
 */
export function termsToColumns(terms: StoredEstimationTerms): TermColumns {
  const { kind: _kind, ...fields } = terms;
  return { ...noTerms, ...fields };
}

/**
 * The terms of a stored row, read by the kind of its quote request's category. Parsing with the
 * contract picks that kind's fields; a row that does not fit is a bug, and fails loudly.
 */
export function columnsToTerms(categoryId: number, row: TermColumns): StoredEstimationTerms {
  const kind = estimationKindFor(categoryId);
  if (!kind) throw new Error(`category ${categoryId} takes no estimations`);
  return storedEstimationTermsSchema.parse({ ...row, kind });
}
