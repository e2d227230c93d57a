import { count, eq } from 'drizzle-orm';
import {
  internetProductName,
  mainCategoryIds,
  type HistoryListItem,
  type HistorySort,
} from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { estimations, products, quotations, selections, sellers } from '../../db/schema';
import { estimationCardColumns, toEstimationCard } from './estimations';
import { pageWindow, totalPagesOf } from '../shared/paging';
import { colourOf, loadChosenOptions } from './products';
import { monthlyPaymentSql, rankingOrder, upfrontBenefitSql } from './ranking';
import { quotedProductColumns } from './records';

/** What the selected tab says of every deal: the purchase request went to the dealer. */
const selectedApplicationStatus = '구매 신청 완료';

/** An internet plan as the app names it: carrier > speed > product set. */
function internetPlanLabel(product: {
  categoryId1: number;
  newsAgencyProperty: string | null;
  internetProperty: string | null;
  productType: string | null;
}): string | null {
  if (product.categoryId1 !== mainCategoryIds.internet) return null;
  return (
    internetProductName(
      product.newsAgencyProperty,
      product.internetProperty,
      product.productType,
    ) || null
  );
}

/** The selected-history tab: every quote the caller chose, in the chosen order. */
export async function findSelectedHistory(
  db: Database,
  buyerId: number,
  query: { page: number; size: number; sortOrder: HistorySort },
  now: Date,
) {
  const where = eq(selections.buyerId, buyerId);
  const { limit, offset } = pageWindow(query.page, query.size);
  const [counted] = await db.select({ total: count() }).from(selections).where(where);
  const rows = await db
    .select({
      card: estimationCardColumns(now),
      quotation: { id: quotations.id, productOptionValueIds: quotations.productOptionValueIds },
      product: quotedProductColumns,
    })
    .from(selections)
    .innerJoin(estimations, eq(estimations.id, selections.estimationId))
    .innerJoin(sellers, eq(sellers.id, estimations.sellerId))
    .innerJoin(quotations, eq(quotations.id, selections.quotationId))
    .innerJoin(products, eq(products.id, quotations.productId))
    .where(where)
    .orderBy(
      ...rankingOrder(query.sortOrder, {
        latest: selections.createdAt,
        benefit: upfrontBenefitSql,
        monthly: monthlyPaymentSql,
        tieBreaker: selections.id,
      }),
    )
    .limit(limit)
    .offset(offset);
  const chosenOptions = await loadChosenOptions(
    db,
    rows.map((row) => row.quotation),
  );

  const content = rows.map(({ card: cardRow, quotation, product }): HistoryListItem => {
    const card = toEstimationCard(cardRow);
    return {
      quotationId: quotation.id,
      estimationId: card.estimationId,
      sellerId: card.sellerId,
      categoryId1: product.categoryId1,
      productName: product.name,
      newsAgency: product.newsAgencyProperty,
      internet: internetPlanLabel(product),
      internetSpeed: product.internetProperty,
      productType: product.productType,
      contractDuration: card.contractDuration,
      storeSubsidy: card.storeSubsidy,
      publiclyAnnouncedSubsidy: card.publiclyAnnouncedSubsidy,
      totalFeeMonthly: card.totalFeeMonthly,
      ratePlanMonthly: card.ratePlanMonthly,
      rentalFee: card.rentalFee,
      cashGift: card.cashGift,
      monthlyBundledRate: card.monthlyBundledRate,
      sellerImg: card.sellerImageUrl,
      storeName: card.storeName,
      businessVerifiedAt: card.businessVerifiedAt,
      storeRating: card.storeRating,
      imageUrl: product.imageUrl,
      modelNumber: product.modelNumber,
      productColor: colourOf(chosenOptions.get(quotation.id) ?? []),
      applicationStatus: selectedApplicationStatus,
    };
  });
  const totalElements = counted?.total ?? 0;
  return { content, totalElements, totalPages: totalPagesOf(totalElements, query.size) };
}
