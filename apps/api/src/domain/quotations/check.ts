import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  cheapestSaving,
  maxSellerImages,
  type EstimationSort,
  type QuotationCheckItem,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { estimations, products, quotations } from '../../db/schema';
import {
  findEstimationCards,
  biddingEstimationWhere,
  shownToBuyerEstimationWhere,
  toEstimationCard,
} from './estimations';
import { pageWindow, totalPagesOf } from '../shared/paging';
import { loadChosenOptions, type ChosenOption } from './products';
import {
  cheapestEstimationFirst,
  monthlyPaymentSql,
  rankingOrder,
  upfrontBenefitSql,
} from './ranking';
import {
  findOwnSubmittedQuotation,
  quotationColumns,
  quotedProductColumns,
  requestTimes,
} from './records';
import { acceptingQuotesWhere, isAcceptingQuotes } from './state';

interface Paging {
  page: number;
  size: number;
}

/** The product of a request card: the model number first, then the options the buyer picked. */
function productAttributes(modelNumber: string | null, chosen: readonly ChosenOption[]) {
  return [
    ...(modelNumber ? [{ attributeName: '모델명', value: modelNumber }] : []),
    ...chosen.map(({ attributeName, value }) => ({ attributeName, value })),
  ];
}

/** The quote-check tab: the caller's requests still taking quotes, newest first. */
export async function findQuotationsAwaitingSelection(
  db: Database,
  buyerId: number,
  now: Date,
  { page, size }: Paging,
) {
  const where = and(eq(quotations.buyerId, buyerId), acceptingQuotesWhere(now));
  const { limit, offset } = pageWindow(page, size);
  const [counted] = await db.select({ total: count() }).from(quotations).where(where);
  const rows = await db
    .select({ ...quotationColumns, product: quotedProductColumns })
    .from(quotations)
    .innerJoin(products, eq(products.id, quotations.productId))
    .where(where)
    .orderBy(desc(quotations.submittedAt), desc(quotations.id))
    .limit(limit)
    .offset(offset);

  // Every quote of the page's requests, cheapest first, so each request's first card is its best.
  const cards =
    rows.length === 0
      ? []
      : await findEstimationCards(db, {
          where: and(
            inArray(
              estimations.quotationId,
              rows.map((row) => row.id),
            ),
            biddingEstimationWhere,
          )!,
          orderBy: [asc(estimations.quotationId), ...cheapestEstimationFirst],
          now,
        });
  const cardsByQuotation = new Map<number, typeof cards>();
  for (const card of cards) {
    const group = cardsByQuotation.get(card.quotationId);
    if (group) group.push(card);
    else cardsByQuotation.set(card.quotationId, [card]);
  }
  const chosenOptions = await loadChosenOptions(db, rows);

  const list = rows.map((row): QuotationCheckItem => {
    const quoteCards = cardsByQuotation.get(row.id) ?? [];
    const { submittedAt, deadlineAt } = requestTimes(row);
    const { modelNumber, rentalFee: _rentalFee, ...product } = row.product;
    return {
      quotationId: row.id,
      createdAt: submittedAt.toISOString(),
      estimationCount: quoteCards.length,
      quotationTimeLimit: deadlineAt.toISOString(),
      productDetails: {
        ...product,
        attributes: productAttributes(modelNumber, chosenOptions.get(row.id) ?? []),
      },
      estimationDetails: quoteCards[0] ? toEstimationCard(quoteCards[0]) : null,
      sellerImages: quoteCards.slice(0, maxSellerImages).map((card) => card.sellerImageUrl),
    };
  });
  const totalElements = counted?.total ?? 0;
  return { list, totalElements, totalPages: totalPagesOf(totalElements, size) };
}

/** One of the caller's requests with its quote cards in the chosen order; null if not the caller's. */
export async function findEstimationsOfQuotation(
  db: Database,
  buyerId: number,
  now: Date,
  query: Paging & { quotationId: number; sortOrder: EstimationSort },
) {
  const quotation = await findOwnSubmittedQuotation(db, buyerId, query.quotationId);
  if (!quotation) return null;
  const where = and(eq(estimations.quotationId, quotation.id), shownToBuyerEstimationWhere)!;
  const bidding = sql`filter (where ${biddingEstimationWhere})`;
  const [counted] = await db
    .select({
      total: count(),
      bidding: sql<number>`count(*) ${bidding}`.mapWith(Number),
      cheapest: sql<number | null>`min(${estimations.allInCost}) ${bidding}`,
      dearest: sql<number | null>`max(${estimations.allInCost}) ${bidding}`,
      selectedId: sql<
        number | null
      >`max(case when ${estimations.status} = 'SELECTED' then ${estimations.id} end)`,
    })
    .from(estimations)
    .where(where);
  const cards = await findEstimationCards(db, {
    where,
    // Quotes withdrawn for their store come after every one the buyer can still choose.
    orderBy: [
      asc(estimations.withdrawnForStore),
      ...(query.sortOrder === 'lowestAllInCost'
        ? cheapestEstimationFirst
        : rankingOrder(query.sortOrder, {
            latest: estimations.createdAt,
            benefit: upfrontBenefitSql,
            monthly: monthlyPaymentSql,
            tieBreaker: estimations.id,
          })),
    ],
    ...pageWindow(query.page, query.size),
    now,
  });
  const totalElements = counted?.total ?? 0;
  const biddingCount = counted?.bidding ?? 0;
  const { cheapest, dearest, selectedId } = counted ?? {};
  const { submittedAt, deadlineAt } = requestTimes(quotation);
  return {
    quotation: {
      quotationId: quotation.id,
      createdAt: submittedAt.toISOString(),
      deadlineAt: deadlineAt.toISOString(),
      productName: quotation.product.name,
      estimationCount: biddingCount,
      isOpen: isAcceptingQuotes(quotation, now),
      selectedEstimationId: selectedId == null ? null : Number(selectedId),
      cheapestSaving:
        biddingCount >= 2 && cheapest != null && dearest != null
          ? cheapestSaving([Number(cheapest), Number(dearest)])
          : null,
    },
    list: cards.map(toEstimationCard),
    totalElements,
    totalPages: totalPagesOf(totalElements, query.size),
  };
}
