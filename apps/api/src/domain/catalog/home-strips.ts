import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import type { BestSeller, Company, CompanyKind, TopViewedProduct } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { categories, companies, products, quotations } from '../../db/schema';

const bestSellerWindowMs = 30 * 24 * 60 * 60 * 1000;
const bestSellerCount = 10;
const topViewedCount = 5;

/**
 * The monthly best sellers: most quote requests submitted in the last 30 days, then most requests
 * ever. Internet plans are left out because the strip links to the product detail page, which
 * internet plans do not have.
 */
export async function findBestSellers(db: Database, now: Date): Promise<BestSeller[]> {
  const since = new Date(now.getTime() - bestSellerWindowMs);
  const recentQuoteRequests = db.$count(
    quotations,
    and(eq(quotations.productId, products.id), gte(quotations.submittedAt, since)),
  );
  return db
    .select({
      id: products.id,
      name: products.name,
      productImage: products.image,
      categoryId1: products.categoryId1,
      categoryName1: categories.nameEn,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId1))
    .where(and(eq(products.isActive, true), isNull(products.internetProperty)))
    .orderBy(desc(recentQuoteRequests), desc(products.quoteCount), asc(products.id))
    .limit(bestSellerCount);
}

/** The five most viewed active products of a main category (0: of all). */
export async function findTopViewed(db: Database, categoryId: number): Promise<TopViewedProduct[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      productImage: products.image,
      viewCount: products.viewCount,
    })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        categoryId > 0 ? eq(products.categoryId1, categoryId) : undefined,
      ),
    )
    .orderBy(desc(products.viewCount), asc(products.id))
    .limit(topViewedCount);
}

export async function findCompanies(db: Database): Promise<Company[]> {
  const rows = await db
    .select({ id: companies.id, name: companies.name, kind: companies.kind, logo: companies.logo })
    .from(companies)
    .orderBy(asc(companies.displayOrder), asc(companies.id));
  // The column is free text; the seed writes only the contract's kinds and the response schema
  // rejects anything else.
  return rows.map((row) => ({ ...row, kind: row.kind as CompanyKind }));
}
