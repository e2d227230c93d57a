import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  defaultReportReason,
  doneMessages,
  feedbackMessages,
  notFoundMessage,
  reportContentProblem,
  reportReasonAttachesDealDocument,
  reviewProblem,
  type ReportReason,
  type ReviewHistoryItem,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import {
  categories,
  dealDocuments,
  estimations,
  products,
  quotations,
  ratings,
  reports,
  selections,
  sellers,
} from '../../db/schema';
import { conflict, invalidField, invalidInput, notFound } from '../shared/errors';
import { isUniqueViolation } from '../../db/postgres-errors';
import { pageWindow, totalPagesOf } from '../shared/paging';

export const feedbackResultMessages = {
  reported: doneMessages.reportReceived,
  reviewed: doneMessages.reviewRegistered,
  unknownSeller: notFoundMessage('storeToReport'),
  noDeal: notFoundMessage('dealToReview'),
  alreadyReviewed: '이미 리뷰를 작성했어요.',
  alreadyReported: '이미 신고한 판매점이에요.',
  noDealDocument: feedbackMessages.reportNeedsDealDocument,
} as const;

interface DealRef {
  sellerId: number;
  productId: number;
}

/** Whether the buyer already reported this dealer about this product (one report each). */
export function reportOfDeal(buyerId: number, deal: DealRef) {
  return and(
    eq(reports.buyerId, buyerId),
    eq(reports.sellerId, deal.sellerId),
    eq(reports.productId, deal.productId),
  );
}

/**
 * The 견적서 of the buyer's deal with this dealer: the one for the reported product, else the latest
 * deal with the store. The server finds it, so a report never carries a document id the buyer chose.
 */
async function dealDocumentToAttach(db: Database, buyerId: number, deal: DealRef) {
  const [document] = await db
    .select({ id: dealDocuments.id })
    .from(dealDocuments)
    .innerJoin(selections, eq(selections.id, dealDocuments.selectionId))
    .innerJoin(quotations, eq(quotations.id, selections.quotationId))
    .where(and(eq(dealDocuments.buyerId, buyerId), eq(dealDocuments.sellerId, deal.sellerId)))
    .orderBy(
      desc(sql`${quotations.productId} = ${deal.productId}`),
      desc(selections.createdAt),
      desc(selections.id),
    )
    .limit(1);
  return document ?? null;
}

/**
 * A buyer reports a dealer who quoted on one of their requests for this product, once; a dealer
 * the buyer never dealt with cannot be reported (nor told apart from one that does not exist).
 * A report that the contract differed from the quote takes the deal's 견적서, so there must be one.
 */
export async function fileSellerReport(
  db: Database,
  buyerId: number,
  input: DealRef & { content: string; reason?: ReportReason | undefined },
) {
  const problem = reportContentProblem(input.content);
  if (problem) throw invalidInput(problem);
  const reason = input.reason ?? defaultReportReason;
  const [quoted] = await db
    .select({ id: estimations.id })
    .from(estimations)
    .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
    .where(
      and(
        eq(estimations.sellerId, input.sellerId),
        eq(quotations.buyerId, buyerId),
        eq(quotations.productId, input.productId),
      ),
    )
    .limit(1);
  if (!quoted) throw notFound(feedbackResultMessages.unknownSeller);
  const [earlier] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(reportOfDeal(buyerId, input))
    .limit(1);
  if (earlier) throw conflict(feedbackResultMessages.alreadyReported);
  let dealDocumentId: number | null = null;
  if (reportReasonAttachesDealDocument(reason)) {
    const document = await dealDocumentToAttach(db, buyerId, input);
    if (!document) throw invalidField('reason', feedbackResultMessages.noDealDocument);
    dealDocumentId = document.id;
  }
  const [report] = await db
    .insert(reports)
    .values({
      sellerId: input.sellerId,
      buyerId,
      productId: input.productId,
      reason,
      content: input.content.trim(),
      dealDocumentId,
    })
    .returning({ reportId: reports.id });
  return report!;
}

/**
 * One review per deal: the buyer must have chosen this dealer for this product, and each selection
 * takes one review (the unique selectionId decides a race between two submissions).
 */
export async function addReview(
  db: Database,
  buyerId: number,
  input: DealRef & { rating: number; review: string },
) {
  const problem = reviewProblem(input);
  if (problem) throw invalidInput(problem);
  const deals = await db
    .select({ selectionId: selections.id, reviewId: ratings.id })
    .from(selections)
    .innerJoin(quotations, eq(quotations.id, selections.quotationId))
    .leftJoin(ratings, eq(ratings.selectionId, selections.id))
    .where(
      and(
        eq(selections.buyerId, buyerId),
        eq(selections.sellerId, input.sellerId),
        eq(quotations.productId, input.productId),
      ),
    )
    .orderBy(desc(selections.createdAt));
  if (deals.length === 0) throw notFound(feedbackResultMessages.noDeal);
  const unreviewed = deals.find((deal) => deal.reviewId === null);
  if (!unreviewed) throw conflict(feedbackResultMessages.alreadyReviewed);

  try {
    const [rating] = await db
      .insert(ratings)
      .values({
        sellerId: input.sellerId,
        buyerId,
        selectionId: unreviewed.selectionId,
        productId: input.productId,
        rating: input.rating,
        review: input.review.trim(),
      })
      .returning({ ratingId: ratings.id });
    return rating!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(feedbackResultMessages.alreadyReviewed);
    throw error;
  }
}

/** The caller's own reviews, newest first or best rated first. */
export async function findReviewHistory(
  db: Database,
  buyerId: number,
  query: { pageNo: number; pageSize: number; sortBy: 'createdAt' | 'rating' },
) {
  const where = eq(ratings.buyerId, buyerId);
  const { limit, offset } = pageWindow(query.pageNo, query.pageSize);
  const [counted] = await db.select({ total: count() }).from(ratings).where(where);
  const byLatest = [desc(ratings.createdAt), desc(ratings.id)];
  const rows = await db
    .select({
      ratingId: ratings.id,
      productCategory: categories.nameKo,
      productName: products.name,
      storeName: sellers.storeName,
      rating: ratings.rating,
      review: ratings.review,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(sellers, eq(sellers.id, ratings.sellerId))
    .leftJoin(products, eq(products.id, ratings.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId1))
    .where(where)
    .orderBy(...(query.sortBy === 'rating' ? [desc(ratings.rating), ...byLatest] : byLatest))
    .limit(limit)
    .offset(offset);
  const totalElements = counted?.total ?? 0;
  return {
    list: rows.map((row): ReviewHistoryItem => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    totalElements,
    totalPages: totalPagesOf(totalElements, query.pageSize),
  };
}
