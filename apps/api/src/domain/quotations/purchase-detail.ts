import { and, eq, getTableColumns } from 'drizzle-orm';
import { monthlyBill, type HistoryDetail } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import {
  estimations,
  products,
  quotations,
  ratings,
  reports,
  selections,
  sellers,
} from '../../db/schema';
import { reportOfDeal } from './feedback';
import { loadRequestAnswers } from './answers';
import { quoteMoney, rentalFiguresOf } from './detail';
import { colourHexOf, colourOf, loadChosenOptionsOf } from './products';
import { quotationColumns, quotedProductColumns } from './records';

/** The deal behind one of the caller's selected requests; null when it is not theirs or not selected. */
export async function findPurchaseDetail(
  db: Database,
  buyerId: number,
  quotationId: number,
): Promise<HistoryDetail | null> {
  const [row] = await db
    .select({
      estimation: getTableColumns(estimations),
      seller: { id: sellers.id, storeName: sellers.storeName, phone: sellers.phone },
      quotation: quotationColumns,
      product: quotedProductColumns,
      reviewId: ratings.id,
    })
    .from(selections)
    .innerJoin(estimations, eq(estimations.id, selections.estimationId))
    .innerJoin(sellers, eq(sellers.id, selections.sellerId))
    .innerJoin(quotations, eq(quotations.id, selections.quotationId))
    .innerJoin(products, eq(products.id, quotations.productId))
    .leftJoin(ratings, eq(ratings.selectionId, selections.id))
    .where(and(eq(selections.quotationId, quotationId), eq(selections.buyerId, buyerId)));
  if (!row) return null;
  const { estimation, quotation, product } = row;

  const [answers, chosenOptions, [report]] = await Promise.all([
    loadRequestAnswers(db, quotation),
    loadChosenOptionsOf(db, quotation),
    db
      .select({ id: reports.id })
      .from(reports)
      .where(reportOfDeal(buyerId, { sellerId: row.seller.id, productId: product.id }))
      .limit(1),
  ]);
  const rental = rentalFiguresOf(estimation, answers.contractMonths);
  return {
    product: {
      id: product.id,
      name: product.name,
      imageURL: product.imageUrl,
      modelNumber: product.modelNumber,
      color: colourOf(chosenOptions),
      colorHex: colourHexOf(chosenOptions),
      price: product.price,
      rentalFee: product.rentalFee,
      newsAgency: product.newsAgencyProperty,
      internetSpeed: product.internetProperty,
      productType: product.productType,
    },
    categoryId1: product.categoryId1,
    sellerId: row.seller.id,
    storeName: row.seller.storeName,
    ...quoteMoney(estimation, product),
    monthlyTotal: monthlyBill(estimation),
    // What the dealer offered wins over what the buyer asked for.
    howToManage: estimation.manageMethod ?? answers.howToManage,
    manageCycle: estimation.manageCycle ?? answers.manageCycle,
    contractMonths: rental?.contractMonths ?? estimation.contractDuration ?? answers.contractMonths,
    monthlySubsidy: rental?.monthlySubsidy ?? null,
    monthlyRentalAfterSubsidy: rental?.monthlyRentalAfterSubsidy ?? null,
    conditions: estimation.conditions,
    notes: estimation.notes,
    phoneNumber: row.seller.phone,
    hasReview: row.reviewId !== null,
    hasReport: report !== undefined,
  };
}
