import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products, quotations } from '../../db/schema';
import { biddingDeadline } from './state';

/** A product as the quote screens show it; the query joins `products` on the quotation's product. */
export const quotedProductColumns = {
  id: products.id,
  name: products.name,
  categoryId1: products.categoryId1,
  categoryId2: products.categoryId2,
  imageUrl: products.image,
  modelNumber: products.modelNumber,
  price: products.price,
  rentalFee: products.rentalFee,
  newsAgencyProperty: products.newsAgencyProperty,
  internetProperty: products.internetProperty,
  productType: products.productType,
};

/** The quotation columns the quote screens need. */
export const quotationColumns = {
  id: quotations.id,
  categoryId: quotations.categoryId,
  status: quotations.status,
  productOptionValueIds: quotations.productOptionValueIds,
  createdAt: quotations.createdAt,
  submittedAt: quotations.submittedAt,
  deadlineAt: quotations.deadlineAt,
};

/**
 * When a quote request was sent and until when it takes quotes. Every submitted request has both;
 * the fallbacks only keep a malformed row from breaking a whole list.
 */
export function requestTimes(row: {
  createdAt: Date;
  submittedAt: Date | null;
  deadlineAt: Date | null;
}) {
  const submittedAt = row.submittedAt ?? row.createdAt;
  return { submittedAt, deadlineAt: row.deadlineAt ?? biddingDeadline(submittedAt) };
}

/** The caller's own submitted quotation with its product, or null (a draft is not a request yet). */
export async function findOwnSubmittedQuotation(
  db: Database,
  buyerId: number,
  quotationId: number,
) {
  const [row] = await db
    .select({ ...quotationColumns, product: quotedProductColumns })
    .from(quotations)
    .innerJoin(products, eq(products.id, quotations.productId))
    .where(
      and(
        eq(quotations.id, quotationId),
        eq(quotations.buyerId, buyerId),
        ne(quotations.status, 'DRAFT'),
      ),
    );
  return row ?? null;
}
