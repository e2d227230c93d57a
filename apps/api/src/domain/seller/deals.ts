import { count, desc, eq } from 'drizzle-orm';
import { formatPhoneNumber, type SellerDeal } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { estimations, products, quotations, ratings, selections } from '../../db/schema';
import { columnsToTerms } from '../estimations/columns';
import { summarizeTerms } from '../estimations/terms';
import { pageWindow, pagedResult } from '../shared/paging';

/**
 * The deals the dealer won, newest first. The buyer's name and phone come from the selection row,
 * which records them for the chosen dealer alone: no other query of the dealer side reads them.
 * They are handed over only where the buyer consented to it; a selection made before the consent
 * was asked for shows none.
 */
export async function loadSellerDeals(
  db: Database,
  input: { sellerId: number; page: number; size: number },
) {
  const { limit, offset } = pageWindow(input.page, input.size);
  const rows = await db
    .select({
      selection: selections,
      estimation: estimations,
      categoryId: quotations.categoryId,
      productName: products.name,
      review: { rating: ratings.rating, review: ratings.review, createdAt: ratings.createdAt },
    })
    .from(selections)
    .innerJoin(estimations, eq(estimations.id, selections.estimationId))
    .innerJoin(quotations, eq(quotations.id, selections.quotationId))
    .innerJoin(products, eq(products.id, quotations.productId))
    .leftJoin(ratings, eq(ratings.selectionId, selections.id))
    .where(eq(selections.sellerId, input.sellerId))
    .orderBy(desc(selections.createdAt), desc(selections.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ value: count() })
    .from(selections)
    .where(eq(selections.sellerId, input.sellerId));
  const list = rows.map(
    ({ selection, estimation, categoryId, productName, review }): SellerDeal => {
      const consented = selection.consentVersion !== null;
      return {
        selectionId: selection.id,
        quotationId: selection.quotationId,
        estimationId: selection.estimationId,
        categoryId,
        selectedAt: selection.createdAt.toISOString(),
        productName,
        buyerName: consented ? selection.buyerName : null,
        buyerPhone:
          consented && selection.buyerPhone !== null
            ? formatPhoneNumber(selection.buyerPhone)
            : null,
        summary: summarizeTerms(columnsToTerms(categoryId, estimation)),
        allInCost: { total: estimation.allInCost, months: estimation.allInMonths },
        review: review && { ...review, createdAt: review.createdAt.toISOString() },
      };
    },
  );
  return pagedResult(list, total?.value ?? 0, input.size);
}
