import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  catalogueMessages,
  mainCategoryIds,
  notFoundMessage,
  type AdminCategory,
  type AdminProduct,
  type AdminProductListItem,
  type EndpointQuery,
  type listAdminProducts,
  type ProductInput,
} from '@quotemarket/contract';
import type { Database, Transaction } from '../../db/database';
import {
  categories,
  productAttributes,
  productOptionValues,
  products,
  productSubsidies,
} from '../../db/schema';
import { recordAudit, type AuditActor } from '../operators/audit';
import { invalidField, notFound } from '../shared/errors';
import { orderOf, pagedResult, pageWindow } from '../shared/paging';
import { formatWon, priceAttributeName, productAttributeNames } from './product-attributes';
import { imagesOf } from './products';

type Reader = Database | Transaction;

const productNotFound = () => notFound(notFoundMessage('product'));

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const mainCategory = alias(categories, 'main_category');
const subCategory = alias(categories, 'sub_category');

/**
 * One page of products for operators, hidden ones included, ordered by the column asked (the most
 * recently edited first unless asked otherwise).
 */
export async function listProductsForOperators(
  db: Database,
  query: EndpointQuery<typeof listAdminProducts>,
) {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    query.categoryId > 0 ? eq(products.categoryId1, query.categoryId) : undefined,
    query.visibility === 'all' ? undefined : eq(products.isActive, query.visibility === 'shown'),
    pattern
      ? or(
          ilike(products.name, pattern),
          ilike(products.brand, pattern),
          ilike(products.modelNumber, pattern),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: products, main: mainCategory.nameKo, sub: subCategory.nameKo })
      .from(products)
      .innerJoin(mainCategory, eq(mainCategory.id, products.categoryId1))
      .leftJoin(subCategory, eq(subCategory.id, products.categoryId2))
      .where(where)
      .orderBy(
        ...orderOf(
          query,
          { name: products.name, price: products.price, updatedAt: products.updatedAt },
          products.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(products).where(where),
  ]);
  const list = rows.map(({ product, main, sub }): AdminProductListItem => ({
    id: product.id,
    categoryId1: product.categoryId1,
    categoryPath: sub ? `${main} > ${sub}` : main,
    name: product.name,
    brand: product.brand,
    image: product.image,
    price: product.price,
    rentalFee: product.rentalFee,
    isActive: product.isActive,
    updatedAt: product.updatedAt.toISOString(),
  }));
  return pagedResult(list, total?.value ?? 0, query.size);
}

/** A product as its edit form shows it, read back from the rows the buyer app reads. */
export async function loadProductForOperators(
  db: Reader,
  productId: number,
): Promise<AdminProduct> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw productNotFound();
  const [attributes, options, subsidies, images] = await Promise.all([
    db
      .select()
      .from(productAttributes)
      .where(eq(productAttributes.productId, productId))
      .orderBy(asc(productAttributes.displayOrder), asc(productAttributes.id)),
    db
      .select({ option: productOptionValues, attributeName: productAttributes.name })
      .from(productOptionValues)
      .innerJoin(productAttributes, eq(productAttributes.id, productOptionValues.attributeId))
      .where(eq(productAttributes.productId, productId))
      .orderBy(asc(productOptionValues.displayOrder), asc(productOptionValues.id)),
    db
      .select()
      .from(productSubsidies)
      .where(eq(productSubsidies.productId, productId))
      .orderBy(asc(productSubsidies.displayOrder), asc(productSubsidies.id)),
    imagesOf(db, productId),
  ]);
  const optionsOf = (name: string) =>
    options.filter((row) => row.attributeName === name).map((row) => row.option);
  const isInternet = product.categoryId1 === mainCategoryIds.internet;
  return {
    id: product.id,
    categoryId1: product.categoryId1,
    categoryId2: product.categoryId2,
    name: product.name,
    brand: product.brand,
    modelNumber: product.modelNumber,
    price: product.price,
    rentalFee: product.rentalFee,
    releaseDate: product.shipmentDate,
    image: product.image,
    images,
    isActive: product.isActive,
    updatedAt: product.updatedAt.toISOString(),
    colours: optionsOf(productAttributeNames.colour).map((option) => ({
      name: option.value,
      hex: (option.colorHex ?? '#000000').toUpperCase(),
    })),
    storageOptions: optionsOf(productAttributeNames.storage).map((option) => option.value),
    specs: attributes
      .filter((attribute) => attribute.inputType === 'INPUT' && !attribute.isBasic)
      .map((attribute) => ({ name: attribute.name, value: attribute.value ?? '' })),
    subsidies: subsidies.map((subsidy) => ({
      carrier: subsidy.carrier as AdminProduct['subsidies'][number]['carrier'],
      plan: subsidy.plan,
      amount: subsidy.amount,
      effectiveFrom: subsidy.effectiveFrom,
      effectiveTo: subsidy.effectiveTo,
    })),
    internetPlan:
      isInternet && product.newsAgencyProperty && product.internetProperty && product.productType
        ? {
            carrier: product.newsAgencyProperty,
            speed: product.internetProperty,
            productType: product.productType,
          }
        : null,
  };
}

/**
 * Every main category with its sub-categories, in display order: the choices of the product form.
 * Inactive ones are listed too, as `checkCategories` accepts them and a product may still name one.
 */
export async function listCategoryTree(db: Database): Promise<AdminCategory[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, nameKo: categories.nameKo })
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.id));
  return rows
    .filter((row) => row.parentId === null)
    .map((main) => ({
      id: main.id,
      nameKo: main.nameKo,
      subCategories: rows
        .filter((row) => row.parentId === main.id)
        .map(({ id, nameKo }) => ({ id, nameKo })),
    }));
}

/** A sub-category must sit under the product's main category. */
async function checkCategories(tx: Transaction, input: ProductInput): Promise<void> {
  if (input.categoryId2 === null) return;
  const [sub] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.categoryId2), eq(categories.parentId, input.categoryId1)));
  if (!sub) throw invalidField('categoryId2', catalogueMessages.subCategoryMismatch);
}

function productColumns(input: ProductInput) {
  return {
    categoryId1: input.categoryId1,
    categoryId2: input.categoryId2,
    name: input.name,
    brand: input.brand,
    modelNumber: input.modelNumber || null,
    price: input.price,
    rentalFee: input.rentalFee,
    shipmentDate: input.releaseDate,
    newsAgencyProperty: input.internetPlan?.carrier ?? null,
    internetProperty: input.internetPlan?.speed ?? null,
    productType: input.internetPlan?.productType ?? null,
  };
}

interface AttributeRow {
  name: string;
  inputType: 'INPUT' | 'OPTION';
  isBasic: boolean;
  value: string | null;
  options: { value: string; colorHex: string | null }[];
}

/**
 * The attribute rows the buyer app reads, in the seed's order: the name, the colours and storage
 * options to choose from, the model number, the specs, and the price as text.
 */
function attributeRowsOf(input: ProductInput): AttributeRow[] {
  const basic = (name: string, value: string): AttributeRow => ({
    name,
    inputType: 'INPUT',
    isBasic: true,
    value,
    options: [],
  });
  const choice = (name: string, options: AttributeRow['options']): AttributeRow[] =>
    options.length === 0
      ? []
      : [{ name, inputType: 'OPTION', isBasic: false, value: null, options }];
  return [
    basic(productAttributeNames.productName, input.name),
    ...choice(
      productAttributeNames.colour,
      input.colours.map((colour) => ({ value: colour.name, colorHex: colour.hex })),
    ),
    ...choice(
      productAttributeNames.storage,
      input.storageOptions.map((value) => ({ value, colorHex: null })),
    ),
    ...(input.modelNumber ? [basic(productAttributeNames.modelNumber, input.modelNumber)] : []),
    ...input.specs.map((spec): AttributeRow => ({
      name: spec.name,
      inputType: 'INPUT',
      isBasic: false,
      value: spec.value,
      options: [],
    })),
    basic(priceAttributeName(input.categoryId1), formatWon(input.price)),
  ];
}

/** Replaces the product's attributes, options and subsidies with those of `input`. */
async function writeProductDetails(tx: Transaction, productId: number, input: ProductInput) {
  await tx.delete(productAttributes).where(eq(productAttributes.productId, productId));
  await tx.delete(productSubsidies).where(eq(productSubsidies.productId, productId));
  const rows = attributeRowsOf(input);
  const inserted = await tx
    .insert(productAttributes)
    .values(
      rows.map((row, displayOrder) => ({
        productId,
        displayOrder,
        name: row.name,
        value: row.value,
        inputType: row.inputType,
        isBasic: row.isBasic,
      })),
    )
    .returning({ id: productAttributes.id, displayOrder: productAttributes.displayOrder });
  const idByOrder = new Map(inserted.map((row) => [row.displayOrder, row.id]));
  const optionRows = rows.flatMap((row, displayOrder) =>
    row.options.map((option, optionOrder) => ({
      attributeId: idByOrder.get(displayOrder)!,
      value: option.value,
      colorHex: option.colorHex,
      displayOrder: optionOrder,
    })),
  );
  if (optionRows.length > 0) await tx.insert(productOptionValues).values(optionRows);
  if (input.subsidies.length > 0) {
    await tx
      .insert(productSubsidies)
      .values(
        input.subsidies.map((subsidy, displayOrder) => ({ productId, displayOrder, ...subsidy })),
      );
  }
}

/** What the audit row keeps of a product: the form's values, not the bookkeeping. */
function auditedProduct({ updatedAt: _updatedAt, ...product }: AdminProduct) {
  return product;
}

export async function createProduct(
  db: Database,
  actor: AuditActor,
  input: ProductInput,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    await checkCategories(tx, input);
    const [row] = await tx
      .insert(products)
      .values(productColumns(input))
      .returning({ id: products.id });
    await writeProductDetails(tx, row!.id, input);
    const created = await loadProductForOperators(tx, row!.id);
    await recordAudit(tx, actor, {
      action: 'product.create',
      target: { type: 'product', id: created.id, label: created.name },
      after: auditedProduct(created),
    });
    return created;
  });
}

/** Locks the product, so two operators' edits of it (and of its photos) write one after the other. */
export async function lockedProduct(tx: Transaction, productId: number): Promise<AdminProduct> {
  const [locked] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!locked) throw productNotFound();
  return loadProductForOperators(tx, productId);
}

export async function updateProduct(
  db: Database,
  actor: AuditActor,
  productId: number,
  input: ProductInput,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const before = await lockedProduct(tx, productId);
    await checkCategories(tx, input);
    await tx
      .update(products)
      .set({ ...productColumns(input), updatedAt: actor.at })
      .where(eq(products.id, productId));
    await writeProductDetails(tx, productId, input);
    const after = await loadProductForOperators(tx, productId);
    await recordAudit(tx, actor, {
      action: 'product.update',
      target: { type: 'product', id: productId, label: after.name },
      before: auditedProduct(before),
      after: auditedProduct(after),
    });
    return after;
  });
}

/** Hides a product from buyers or shows it again; asking for the state it is in changes nothing. */
export async function setProductVisibility(
  db: Database,
  actor: AuditActor,
  productId: number,
  isActive: boolean,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const before = await lockedProduct(tx, productId);
    if (before.isActive === isActive) return before;
    await tx
      .update(products)
      .set({ isActive, updatedAt: actor.at })
      .where(eq(products.id, productId));
    await recordAudit(tx, actor, {
      action: isActive ? 'product.show' : 'product.hide',
      target: { type: 'product', id: productId, label: before.name },
      before: { isActive: before.isActive },
      after: { isActive },
    });
    return loadProductForOperators(tx, productId);
  });
}
