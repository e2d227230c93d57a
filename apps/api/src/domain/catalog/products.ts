import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ProductAttribute,
  ProductDetail,
  ProductImage,
  ProductListItem,
  ProductSort,
} from '@quotemarket/contract';
import type { Database, Transaction } from '../../db/database';
import {
  categories,
  productAttributes,
  productImages,
  productOptionValues,
  products,
} from '../../db/schema';
import { pageWindow } from '../shared/paging';

/** Groups items by a key, keeping their order within each group (Map.groupBy is ES2024). */
function groupBy<Item, Key>(items: Item[], keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const mainCategory = alias(categories, 'main_category');
const subCategory = alias(categories, 'sub_category');

/** The attributes of each product with their option values, in display order. */
export async function attributesOf(
  db: Database,
  productIds: number[],
): Promise<Map<number, ProductAttribute[]>> {
  if (productIds.length === 0) return new Map();
  const attributeRows = await db
    .select()
    .from(productAttributes)
    .where(inArray(productAttributes.productId, productIds))
    .orderBy(asc(productAttributes.displayOrder), asc(productAttributes.id));
  const optionRows =
    attributeRows.length === 0
      ? []
      : await db
          .select()
          .from(productOptionValues)
          .where(
            inArray(
              productOptionValues.attributeId,
              attributeRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(productOptionValues.displayOrder), asc(productOptionValues.id));

  const optionsByAttribute = groupBy(optionRows, (option) => option.attributeId);
  const toAttribute = (row: (typeof attributeRows)[number]): ProductAttribute => ({
    id: row.id,
    name: row.name,
    value: row.value,
    inputtype: row.inputType,
    isBasic: row.isBasic,
    optionValues: (optionsByAttribute.get(row.id) ?? []).map(({ id, value, colorHex }) => ({
      id,
      value,
      colorHex,
    })),
  });
  const byProduct = groupBy(attributeRows, (row) => row.productId);
  return new Map([...byProduct].map(([productId, rows]) => [productId, rows.map(toAttribute)]));
}

const productOrderings: Record<ProductSort, SQL[]> = {
  created_at: [desc(products.createdAt), desc(products.id)],
  view_count: [desc(products.viewCount), desc(products.id)],
  mostQuoted: [desc(products.quoteCount), desc(products.id)],
};

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface ProductSearch {
  /** 0 for every main category. */
  mainCategoryId: number;
  /** Already trimmed; empty or absent lists everything. */
  term: string | undefined;
  sortBy: ProductSort;
  pageNo: number;
  pageSize: number;
}

function productSearchWhere({ mainCategoryId, term }: ProductSearch): SQL {
  const pattern = term ? containsPattern(term) : null;
  return and(
    eq(products.isActive, true),
    mainCategoryId > 0 ? eq(products.categoryId1, mainCategoryId) : undefined,
    pattern
      ? or(
          ilike(products.name, pattern),
          ilike(products.brand, pattern),
          ilike(products.modelNumber, pattern),
        )
      : undefined,
  )!;
}

/** One page of active products with their category names, and how many match in all. */
export async function findProductPage(db: Database, search: ProductSearch) {
  const where = productSearchWhere(search);
  const { limit, offset } = pageWindow(search.pageNo, search.pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        product: products,
        mainCategoryName: mainCategory.nameKo,
        subCategoryName: subCategory.nameKo,
      })
      .from(products)
      .innerJoin(mainCategory, eq(mainCategory.id, products.categoryId1))
      .leftJoin(subCategory, eq(subCategory.id, products.categoryId2))
      .where(where)
      .orderBy(...productOrderings[search.sortBy])
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows, totalElements: total?.value ?? 0 };
}

type ProductPageRow = Awaited<ReturnType<typeof findProductPage>>['rows'][number];

export function toProductListItem(
  { product, mainCategoryName, subCategoryName }: ProductPageRow,
  attributes: ProductAttribute[],
  isWishlisted: boolean,
): ProductListItem {
  return {
    id: product.id,
    productImage: product.image,
    productName: product.name,
    price: product.price,
    rentalFee: product.rentalFee,
    brandName: product.brand,
    attributes,
    isWishlisted,
    mainCategoryId: product.categoryId1,
    categoryPath: subCategoryName ? `${mainCategoryName} > ${subCategoryName}` : mainCategoryName,
    isActive: product.isActive,
    dateOfShipment: product.shipmentDate,
    internetProperty: product.internetProperty,
    newsAgencyProperty: product.newsAgencyProperty,
    productType: product.productType,
  };
}

/**
 * An active product with its main category's names and its 세부 분류's Korean name (null without
 * one); null when there is no such active product.
 */
export async function findActiveProduct(db: Database, productId: number) {
  const [row] = await db
    .select({
      product: products,
      category: { nameEn: mainCategory.nameEn, nameKo: mainCategory.nameKo },
      subCategoryName: subCategory.nameKo,
    })
    .from(products)
    .innerJoin(mainCategory, eq(mainCategory.id, products.categoryId1))
    .leftJoin(subCategory, eq(subCategory.id, products.categoryId2))
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  return row ?? null;
}

/** A product's photos in the order buyers see them. */
export async function imagesOf(
  db: Database | Transaction,
  productId: number,
): Promise<ProductImage[]> {
  return db
    .select({
      id: productImages.id,
      url: productImages.url,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

type ActiveProduct = NonNullable<Awaited<ReturnType<typeof findActiveProduct>>>;

export function toProductDetail(
  { product, category, subCategoryName }: ActiveProduct,
  attributes: ProductAttribute[],
  images: ProductImage[],
  isWishlisted: boolean,
): ProductDetail {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    image: product.image,
    price: product.price,
    rentalFee: product.rentalFee,
    shipmentDate: product.shipmentDate,
    detailImageUrl: product.detailImageUrl,
    specDetailUrl: product.specDetailUrl,
    modelNumber: product.modelNumber,
    categoryId1: product.categoryId1,
    categoryId2: product.categoryId2,
    categoryNameEn: category.nameEn,
    categoryNameKo: category.nameKo,
    subCategoryNameKo: subCategoryName,
    isWishlisted,
    viewCount: product.viewCount,
    newsAgencyProperty: product.newsAgencyProperty,
    internetProperty: product.internetProperty,
    productType: product.productType,
    attributes,
    images,
  };
}
