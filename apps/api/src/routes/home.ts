import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { listMainCategories, type MainCategory } from '@quotemarket/contract';
import { categories, products } from '../db/schema';
import type { RouteModule } from '../http/router';

export const homeRoutes: RouteModule = (mount, { db }) => {
  mount(listMainCategories, async () => {
    const productCount = sql<number>`(
      select count(*)::int from ${products}
      where ${products.categoryId1} = ${categories.id} and ${products.isActive}
    )`;
    const rows = await db
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
    return rows.map((row): MainCategory => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  });
};
