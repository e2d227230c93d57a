import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories, products } from '../../db/schema';

/** The active top-level categories in display order, each with its number of active products. */
export async function listActiveMainCategories(db: Database) {
  const productCount = sql<number>`(
    select count(*)::int from ${products}
    where ${products.categoryId1} = ${categories.id} and ${products.isActive}
  )`;
  return db
    .select({
      id: categories.id,
      nameEn: categories.nameEn,
      nameKo: categories.nameKo,
      displayOrder: categories.displayOrder,
      status: categories.status,
      image: categories.image,
      productCount,
      createdAt: categories.createdAt,
      updatedAt: categories.updatedAt,
    })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.status, 'ACTIVE')))
    .orderBy(asc(categories.displayOrder), asc(categories.id));
}
