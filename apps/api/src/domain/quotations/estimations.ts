import { eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { monthlyBill, totalSupport, type EstimationCard } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { estimations, ratings, selections, sellers } from '../../db/schema';
import { answerSpeedMinutesSql } from '../market/answer-speed';

/**
 * Every dealer who bid and did not take the quote back: the "bidding stores" count, and the quotes
 * the buyer can open (after a selection the others stay visible, as not chosen).
 */
export const biddingEstimationWhere: SQL = ne(estimations.status, 'WITHDRAWN');

/**
 * The cards a buyer sees on a request: the bidding ones, and those withdrawn because their store
 * was suspended, which stay as a notice (판매점 사정으로 철회된 견적이에요) instead of vanishing as a
 * dealer's own withdrawal does.
 */
export const shownToBuyerEstimationWhere: SQL = or(
  biddingEstimationWhere,
  eq(estimations.withdrawnForStore, true),
)!;

/** A review the operators hid counts nowhere in public. */
export const publicReviewWhere: SQL = sql`${ratings.hiddenAt} is null`;

/** The dealer's average rating, one decimal, 0 without reviews (as the store page shows it). */
export const storeRatingSql =
  sql<number>`(select coalesce(round(avg(${ratings.rating}), 1), 0)::float8
  from ${ratings} where ${ratings.sellerId} = ${sellers.id} and ${ratings.hiddenAt} is null)`.mapWith(
    Number,
  );

/** 낙찰 건수: how many buyers chose this dealer. */
export const successfulBidCountSql = sql<number>`(select count(*)::int
  from ${selections} where ${selections.sellerId} = ${sellers.id})`.mapWith(Number);

/**
 * Columns of a quote card at `now` (the store's answer speed is over the days before it); the
 * query joins `sellers` on the estimation's dealer.
 */
export const estimationCardColumns = (now: Date) => ({
  estimationId: estimations.id,
  status: estimations.status,
  withdrawnForStore: estimations.withdrawnForStore,
  sellerId: sellers.id,
  sellerImageUrl: sellers.imageUrl,
  storeName: sellers.storeName,
  businessVerifiedAt: sellers.businessVerifiedAt,
  storeRating: storeRatingSql,
  successfulBidCount: successfulBidCountSql,
  ratePlanMonthly: estimations.ratePlanMonthly,
  ratePlanRequiredMonths: estimations.ratePlanRequiredMonths,
  cashGiftPaidWithinDays: estimations.cashGiftPaidWithinDays,
  mandatoryMonths: estimations.mandatoryMonths,
  earlyTerminationFeePercent: estimations.earlyTerminationFeePercent,
  monthlyInstallment: estimations.monthlyInstallment,
  monthlyTelecomFee: estimations.monthlyTelecomFee,
  storeSubsidy: estimations.storeSubsidy,
  publiclyAnnouncedSubsidy: estimations.publiclyAnnouncedSubsidy,
  contractDuration: estimations.contractDuration,
  installmentPeriod: estimations.installmentPeriod,
  rentalFee: estimations.rentalFee,
  cashGift: estimations.cashGift,
  monthlyBundledRate: estimations.monthlyBundledRate,
  allInCost: estimations.allInCost,
  allInCostMonths: estimations.allInMonths,
  medianAnswerMinutes: answerSpeedMinutesSql(sql`${sellers.id}`, now),
});

type EstimationCardRow = SelectResultFields<ReturnType<typeof estimationCardColumns>>;

export function toEstimationCard(row: EstimationCardRow): EstimationCard {
  const { monthlyTelecomFee: _monthlyTelecomFee, ...fields } = row;
  const bill = monthlyBill(row);
  return {
    ...fields,
    businessVerifiedAt: row.businessVerifiedAt?.toISOString() ?? null,
    totalFeeMonthly: bill,
    monthlyBillingAmount: bill,
    totalSupport: totalSupport(row),
  };
}

/** Quote cards matching `where` (with the quotation each belongs to), in `orderBy` order. */
export async function findEstimationCards(
  db: Database,
  options: { where: SQL; orderBy: SQL[]; now: Date; limit?: number; offset?: number },
) {
  const query = db
    .select({ ...estimationCardColumns(options.now), quotationId: estimations.quotationId })
    .from(estimations)
    .innerJoin(sellers, eq(sellers.id, estimations.sellerId))
    .where(options.where)
    .orderBy(...options.orderBy)
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  return query;
}
