import { and, count, eq, getTableColumns } from 'drizzle-orm';
import {
  defaultContractMonths,
  monthlyBill,
  rentalWithSubsidy,
  totalSupport,
  type AllInCost,
  type EstimationDetail,
  quoteKindOfRequest,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { estimations, products, quotations, sellers } from '../../db/schema';
import { allInCostOfColumns } from '../estimations/columns';
import { loadRequestAnswers } from './answers';
import { biddingEstimationWhere, storeRatingSql, successfulBidCountSql } from './estimations';
import { colourHexOf, colourOf, loadChosenOptionsOf } from './products';
import { quotationColumns, quotedProductColumns } from './records';
import { isAcceptingQuotes } from './state';

type EstimationRow = typeof estimations.$inferSelect;

/**
 * A rental quote's subsidy spread over its contract: the dealer's contract months, else the months
 * the buyer asked for, else the wizard's default. Null for quotes without a rental fee.
 */
export function rentalFiguresOf(estimation: EstimationRow, requestedMonths: number | null) {
  if (estimation.rentalFee === null) return null;
  const contractMonths = estimation.contractDuration ?? requestedMonths ?? defaultContractMonths;
  return {
    contractMonths,
    ...rentalWithSubsidy({
      rentalFee: estimation.rentalFee,
      storeSubsidy: estimation.storeSubsidy,
      contractMonths,
    }),
  };
}

/**
 * A quote's breakdown as it was sent. Lists rank by the total stored with the quote; should the
 * product's release price have changed since, only the device's principal differs, so the
 * difference goes there and the detail adds up to the same total the list showed.
 */
function asQuoted(cost: AllInCost, stored: { allInCost: number; allInMonths: number }): AllInCost {
  const drift = stored.allInCost - cost.total;
  if (drift === 0) return cost;
  return {
    total: stored.allInCost,
    months: stored.allInMonths,
    parts: cost.parts.map((part) =>
      part.key === 'devicePrincipal' ? { ...part, amount: part.amount + drift } : part,
    ),
  };
}

/**
 * The money of a quote as both the quote detail and the history detail show it, its all-in cost
 * computed against the product's release price.
 */
export function quoteMoney(
  estimation: EstimationRow,
  product: { categoryId1: number; price: number },
) {
  return {
    allInCost: asQuoted(
      allInCostOfColumns(quoteKindOfRequest(product.categoryId1), estimation, product.price),
      estimation,
    ),
    publiclyAnnouncedSubsidy: estimation.publiclyAnnouncedSubsidy,
    storeSubsidy: estimation.storeSubsidy,
    totalSupport: totalSupport(estimation),
    installmentPeriod: estimation.installmentPeriod,
    installmentInterest: estimation.installmentInterest,
    monthlyInstallment: estimation.monthlyInstallment,
    monthlyTelecommunicationFee: estimation.monthlyTelecomFee,
    cashGift: estimation.cashGift,
    monthlyFeeBeforeBundle: estimation.monthlyFeeBeforeBundle,
    monthlyBundledRate: estimation.monthlyBundledRate,
    rentalFee: estimation.rentalFee,
    additionalServices: estimation.additionalServices,
  };
}

/** The detail of a quote on one of the caller's requests; null when it is not theirs or not openable. */
export async function findEstimationDetail(
  db: Database,
  buyerId: number,
  estimationId: number,
  now: Date,
): Promise<EstimationDetail | null> {
  const [row] = await db
    .select({
      estimation: getTableColumns(estimations),
      seller: {
        sellerId: sellers.id,
        sellerImageUrl: sellers.imageUrl,
        storeName: sellers.storeName,
        businessVerifiedAt: sellers.businessVerifiedAt,
        successfulBidCount: successfulBidCountSql,
        averageRating: storeRatingSql,
      },
      quotation: quotationColumns,
      product: quotedProductColumns,
    })
    .from(estimations)
    .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
    .innerJoin(products, eq(products.id, quotations.productId))
    .innerJoin(sellers, eq(sellers.id, estimations.sellerId))
    .where(
      and(
        eq(estimations.id, estimationId),
        eq(quotations.buyerId, buyerId),
        biddingEstimationWhere,
      ),
    );
  if (!row) return null;
  const { estimation, quotation, product } = row;

  const [answers, chosenOptions, [bidders]] = await Promise.all([
    loadRequestAnswers(db, quotation),
    loadChosenOptionsOf(db, quotation),
    db
      .select({ total: count() })
      .from(estimations)
      .where(and(eq(estimations.quotationId, quotation.id), biddingEstimationWhere)),
  ]);
  const { categoryId1: _categoryId1, categoryId2: _categoryId2, ...productFields } = product;

  return {
    estimationId: estimation.id,
    quotationId: quotation.id,
    productId: product.id,
    categoryId1: product.categoryId1,
    seller: {
      ...row.seller,
      businessVerifiedAt: row.seller.businessVerifiedAt?.toISOString() ?? null,
    },
    quotation: { ...answers, biddingCount: bidders?.total ?? 0 },
    product: {
      ...productFields,
      color: colourOf(chosenOptions),
      colorHex: colourHexOf(chosenOptions),
    },
    ...quoteMoney(estimation, product),
    ratePlanMonthly: estimation.ratePlanMonthly,
    publiclyAnnouncedSubsidyPayer: estimation.publiclyAnnouncedSubsidyPayer,
    storeSubsidyPayer: estimation.storeSubsidyPayer,
    ratePlanRequiredMonths: estimation.ratePlanRequiredMonths,
    cashGiftPaidWithinDays: estimation.cashGiftPaidWithinDays,
    mandatoryMonths: estimation.mandatoryMonths,
    earlyTerminationFeePercent: estimation.earlyTerminationFeePercent,
    monthlyBillingAmount: monthlyBill(estimation),
    contractDuration: estimation.contractDuration,
    conditions: estimation.conditions,
    bestBenefitCarrier: estimation.bestBenefitCarrier,
    expectedMonthlyRental:
      rentalFiguresOf(estimation, answers.contractMonths)?.monthlyRentalAfterSubsidy ?? null,
    notes: estimation.notes,
    isSelectable: estimation.status === 'ACTIVE' && isAcceptingQuotes(quotation, now),
  };
}
