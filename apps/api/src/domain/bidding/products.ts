import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { mainCategoryIds, type InternetProductProperties } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { products } from '../../db/schema';
import { normalizeProperty } from './internet';

export interface WizardProduct {
  id: number;
  categoryId: number;
  rentalFee: number | null;
}

/** A product buyers can still request quotes for. */
export async function findActiveProduct(
  db: Database,
  productId: number,
): Promise<WizardProduct | null> {
  const [product] = await db
    .select({ id: products.id, categoryId: products.categoryId1, rentalFee: products.rentalFee })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  return product ?? null;
}

const normalized = (column: AnyColumn) => sql`lower(replace(${column}, ' ', ''))`;

/** The active internet product with these properties (compared as `normalizeProperty` does), or 0. */
export async function findInternetProductId(
  db: Database,
  properties: InternetProductProperties,
): Promise<number> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.categoryId1, mainCategoryIds.internet),
        eq(products.isActive, true),
        eq(normalized(products.productType), normalizeProperty(properties.productType)),
        eq(
          normalized(products.newsAgencyProperty),
          normalizeProperty(properties.newsAgencyProperty),
        ),
        eq(normalized(products.internetProperty), normalizeProperty(properties.internetProperty)),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  return product?.id ?? 0;
}
