import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SellerQuotation, SellerQuotationDetail } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import {
  biddingQuestions,
  biddingResponses,
  categories,
  estimations,
  productAttributes,
  productOptionValues,
  products,
  quotations,
} from '../../db/schema';
import { findSellerEstimation } from '../estimations/reads';
import { isOpenForQuotes, openForQuotesWhere, quotationHasSelection } from '../estimations/window';
import { pageWindow, pagedResult } from '../shared/paging';
import { visibleToSellerWhere } from './scope';

/**
 * What a dealer is shown of a quote request. Deliberately no column of the buyer: the buyer's
 * identity reaches a dealer only through a selection (see seller/deals.ts).
 */
function selectQuotationsForSeller(db: Database, sellerId: number, where: SQL) {
  return db
    .select({
      quotationId: quotations.id,
      categoryId: quotations.categoryId,
      categoryNameKo: categories.nameKo,
      status: quotations.status,
      submittedAt: quotations.submittedAt,
      deadlineAt: quotations.deadlineAt,
      requestedRentalFee: quotations.rentalFee,
      productOptionValueIds: quotations.productOptionValueIds,
      hasSelection: quotationHasSelection,
      estimationCount: sql<number>`(
        select count(*)::int from ${estimations}
        where ${estimations.quotationId} = ${quotations.id} and ${estimations.status} <> 'WITHDRAWN'
      )`,
      myEstimationId: sql<number | null>`(
        select ${estimations.id} from ${estimations}
        where ${estimations.quotationId} = ${quotations.id} and ${estimations.sellerId} = ${sellerId}
      )`,
      product: {
        id: products.id,
        name: products.name,
        brand: products.brand,
        imageUrl: products.image,
        modelNumber: products.modelNumber,
        price: products.price,
        rentalFee: products.rentalFee,
        newsAgencyProperty: products.newsAgencyProperty,
        internetProperty: products.internetProperty,
        productType: products.productType,
      },
    })
    .from(quotations)
    .innerJoin(products, eq(products.id, quotations.productId))
    .innerJoin(categories, eq(categories.id, quotations.categoryId))
    .where(and(visibleToSellerWhere(sellerId), where));
}

type QuotationRow = Awaited<ReturnType<typeof selectQuotationsForSeller>>[number];
type Details = Pick<SellerQuotation, 'chosenOptions' | 'answers'>;

/** The product options each buyer picked (색상: 블랙 …), in the product's attribute order. */
async function loadChosenOptions(db: Database, rows: QuotationRow[]) {
  const ids = [...new Set(rows.flatMap((row) => row.productOptionValueIds))];
  if (ids.length === 0) return () => [];
  const options = await db
    .select({
      id: productOptionValues.id,
      name: productAttributes.name,
      value: productOptionValues.value,
    })
    .from(productOptionValues)
    .innerJoin(productAttributes, eq(productAttributes.id, productOptionValues.attributeId))
    .where(inArray(productOptionValues.id, ids))
    .orderBy(asc(productAttributes.displayOrder), asc(productAttributes.id));
  return (row: QuotationRow) =>
    options
      .filter((option) => row.productOptionValueIds.includes(option.id))
      .map(({ name, value }) => ({ name, value }));
}

/** The buyer's wizard answers, in the order the questions were asked. */
async function loadAnswers(db: Database, rows: QuotationRow[]) {
  const ids = rows.map((row) => row.quotationId);
  if (ids.length === 0) return () => [];
  const answers = await db
    .select({
      quotationId: biddingResponses.quotationId,
      questionText: biddingQuestions.questionText,
      answerText: biddingResponses.responseText,
    })
    .from(biddingResponses)
    .innerJoin(biddingQuestions, eq(biddingQuestions.id, biddingResponses.questionId))
    .where(inArray(biddingResponses.quotationId, ids))
    .orderBy(asc(biddingQuestions.displayOrder), asc(biddingQuestions.id));
  return (row: QuotationRow) =>
    answers
      .filter((answer) => answer.quotationId === row.quotationId)
      .map(({ questionText, answerText }) => ({ questionText, answerText }));
}

/** Fetches the options and answers of all rows in two queries, not two per row. */
async function loadDetails(
  db: Database,
  rows: QuotationRow[],
): Promise<(row: QuotationRow) => Details> {
  const chosenOptionsOf = await loadChosenOptions(db, rows);
  const answersOf = await loadAnswers(db, rows);
  return (row) => ({ chosenOptions: chosenOptionsOf(row), answers: answersOf(row) });
}

function toSellerQuotation(row: QuotationRow, details: Details): SellerQuotation {
  return {
    quotationId: row.quotationId,
    categoryId: row.categoryId,
    categoryNameKo: row.categoryNameKo,
    // Both are set on every request a dealer may see (visibleToSellerWhere).
    submittedAt: row.submittedAt!.toISOString(),
    deadlineAt: row.deadlineAt!.toISOString(),
    estimationCount: row.estimationCount,
    myEstimationId: row.myEstimationId,
    requestedRentalFee: row.requestedRentalFee,
    product: row.product,
    ...details,
  };
}

/** Requests still taking quotes in the dealer's categories (or one of them), newest first. */
export async function loadSellerInbox(
  db: Database,
  input: {
    sellerId: number;
    now: Date;
    categoryId?: number | undefined;
    page: number;
    size: number;
  },
) {
  const where = and(
    openForQuotesWhere(input.now),
    input.categoryId === undefined ? undefined : eq(quotations.categoryId, input.categoryId),
  )!;
  const { limit, offset } = pageWindow(input.page, input.size);
  const rows = await selectQuotationsForSeller(db, input.sellerId, where)
    .orderBy(desc(quotations.submittedAt), desc(quotations.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ value: count() })
    .from(quotations)
    .where(and(visibleToSellerWhere(input.sellerId), where));
  const detailsOf = await loadDetails(db, rows);
  const list = rows.map((row) => toSellerQuotation(row, detailsOf(row)));
  return pagedResult(list, total?.value ?? 0, input.size);
}

/** One request the dealer may see, open or not, with the dealer's own quote if there is one. */
export async function findSellerQuotation(
  db: Database,
  input: { sellerId: number; quotationId: number; now: Date },
): Promise<SellerQuotationDetail | null> {
  const [row] = await selectQuotationsForSeller(
    db,
    input.sellerId,
    eq(quotations.id, input.quotationId),
  );
  if (!row) return null;
  const detailsOf = await loadDetails(db, [row]);
  const myEstimation = await findSellerEstimation(db, input);
  return {
    ...toSellerQuotation(row, detailsOf(row)),
    isOpen: isOpenForQuotes(row, row.hasSelection, input.now),
    myEstimation,
  };
}
