import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { HistorySort } from '@quotemarket/contract';
import { estimations } from '../../db/schema';

/*
 * How quotes are compared in lists, as SQL so lists sort and page in the database. Each category
 * fills only its own columns, so one expression serves all of them (the dealer console summarises
 * a quote with the same two numbers).
 */

/** What the buyer gets up front: both phone subsidies, the internet cash gift, a rental's store subsidy. */
export const upfrontBenefitSql = sql<number>`(coalesce(${estimations.publiclyAnnouncedSubsidy}, 0)
  + coalesce(${estimations.storeSubsidy}, 0) + coalesce(${estimations.cashGift}, 0))`.mapWith(
  Number,
);

/** What the buyer pays each month: installment + telecom fee, the bundled internet fee, or the rental fee. */
export const monthlyPaymentSql = sql<number | null>`coalesce(
  ${estimations.monthlyInstallment} + ${estimations.monthlyTelecomFee},
  ${estimations.monthlyBundledRate}, ${estimations.rentalFee})`.mapWith(Number);

/** The sort keys of one list: its "latest" column, and its benefit and monthly figures. */
export interface RankingKeys {
  latest: AnyColumn | SQLWrapper;
  benefit: AnyColumn | SQLWrapper;
  monthly: AnyColumn | SQLWrapper;
  /** Makes the order total, so pages never repeat or skip a row. */
  tieBreaker: AnyColumn;
}

/** ORDER BY for the three sorts of the app; a row without the figure sorted on goes last. */
export function rankingOrder(sort: HistorySort, keys: RankingKeys): SQL[] {
  const byLatest = [desc(keys.latest), desc(keys.tieBreaker)];
  switch (sort) {
    case 'latest':
      return byLatest;
    case 'highestAmountFunding':
      return [
        sql`${keys.benefit} desc nulls last`,
        sql`${keys.monthly} asc nulls last`,
        ...byLatest,
      ];
    case 'lowestMonthlyFee':
      return [
        sql`${keys.monthly} asc nulls last`,
        sql`${keys.benefit} desc nulls last`,
        ...byLatest,
      ];
  }
}

/**
 * The best quote first, as every screen ranks quotes: the lowest all-in cost, then the earliest.
 * The cheapest to own is what 최저가 견적 means; a big subsidy on a dear plan is not the best.
 */
export const cheapestEstimationFirst: SQL[] = [asc(estimations.allInCost), asc(estimations.id)];

/** The quote behind a request's "highest subsidy" figure: the most up front, then the cheapest. */
export const highestSubsidyEstimationFirst: SQL[] = [
  desc(upfrontBenefitSql),
  ...cheapestEstimationFirst,
];
