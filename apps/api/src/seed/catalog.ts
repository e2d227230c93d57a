import { internetSpeedLabel, mainCategoryIds } from '@quotemarket/contract';
import type { Database } from '../db/database';
import {
  categories,
  companies,
  productAttributes,
  productImages,
  productOptionValues,
  products,
} from '../db/schema';
import {
  formatWon,
  priceAttributeName,
  productAttributeNames,
} from '../domain/catalog/product-attributes';
import { seedInternetProducts } from './data/internet';
import { seedPhones } from './data/phones';
import { seedAppliances, seedHealth, seedWaterPurifiers } from './data/rentals';
import { seedSubCategories } from './data/sub-categories';
import type { SeedAttribute, SeedInternetProduct, SeedProduct } from './data/types';

type NewProduct = typeof products.$inferInsert;

/** Where the seed illustration of a product is served; it also identifies the seeded row. */
export const productImagePath = (key: string) => `/media/products/${key}.svg`;

const carriers = ['SKT', 'KT', 'LG U+', 'SK브로드밴드', '알뜰폰'];

interface CatalogEntry {
  product: NewProduct & { image: string };
  attributes: SeedAttribute[];
}

const basicInput = (name: string, value: string): SeedAttribute => ({
  name,
  inputType: 'INPUT',
  isBasic: true,
  value,
});

function fromSeedProduct(seed: SeedProduct): CatalogEntry {
  return {
    product: {
      categoryId1: seed.categoryId1,
      categoryId2: seed.categoryId2 ?? null,
      name: seed.name,
      brand: seed.brand,
      modelNumber: seed.modelNumber,
      image: productImagePath(seed.key),
      price: seed.price,
      rentalFee: seed.rentalFee ?? null,
      shipmentDate: seed.shipmentDate,
      viewCount: seed.viewCount,
    },
    attributes: [
      basicInput(productAttributeNames.productName, seed.name),
      ...seed.attributes,
      basicInput(priceAttributeName(seed.categoryId1), formatWon(seed.price)),
    ],
  };
}

function fromSeedInternetProduct(seed: SeedInternetProduct): CatalogEntry {
  // Named with the speed as carriers advertise it (500M, 1기가); internetProperty keeps the key.
  const name = `${seed.newsAgencyProperty} ${internetSpeedLabel(seed.internetProperty)} ${seed.productType}`;
  return {
    product: {
      categoryId1: 2,
      name,
      brand: seed.newsAgencyProperty,
      image: productImagePath(seed.key),
      price: seed.price,
      viewCount: seed.viewCount,
      newsAgencyProperty: seed.newsAgencyProperty,
      internetProperty: seed.internetProperty,
      productType: seed.productType,
    },
    attributes: [
      basicInput(productAttributeNames.productName, name),
      basicInput(priceAttributeName(mainCategoryIds.internet), formatWon(seed.price)),
    ],
  };
}

const seedProducts = [...seedPhones, ...seedWaterPurifiers, ...seedAppliances, ...seedHealth];

/** Carriers first, then the makers of the seeded products in the order they first appear. */
function companyRows(): (typeof companies.$inferInsert)[] {
  const makers = [...new Set(seedProducts.map((product) => product.brand))];
  return [
    ...carriers.map((name) => ({ name, kind: 'CARRIER' })),
    ...makers.map((name) => ({ name, kind: 'MAKER' })),
  ].map((company, index) => ({ ...company, displayOrder: index + 1 }));
}

/** Sub-categories, products with their photos, attributes and option values, and the company list. */
export async function seedCatalog(db: Database): Promise<void> {
  await db
    .insert(categories)
    .values(seedSubCategories.map((category, index) => ({ ...category, displayOrder: index + 1 })));

  const entries = [
    ...seedProducts.map(fromSeedProduct),
    ...seedInternetProducts.map(fromSeedInternetProduct),
  ];
  const inserted = await db
    .insert(products)
    .values(entries.map((entry) => entry.product))
    .returning({ id: products.id, image: products.image });
  // RETURNING order is not guaranteed, so rows are matched back by their unique image path.
  const productIdByImage = new Map(inserted.map((row) => [row.image, row.id]));
  // Each illustration is its product's first and only photo, as migration 0017 made of `image`.
  await db
    .insert(productImages)
    .values(inserted.map((row) => ({ productId: row.id, position: 0, url: row.image! })));

  const attributeSeeds = entries.flatMap((entry) => {
    const productId = productIdByImage.get(entry.product.image)!;
    return entry.attributes.map((attribute, displayOrder) => ({
      productId,
      displayOrder,
      attribute,
    }));
  });
  const attributeRows = await db
    .insert(productAttributes)
    .values(
      attributeSeeds.map(({ productId, displayOrder, attribute }) => ({
        productId,
        displayOrder,
        name: attribute.name,
        value: attribute.value ?? null,
        inputType: attribute.inputType,
        isBasic: attribute.isBasic,
      })),
    )
    .returning({
      id: productAttributes.id,
      productId: productAttributes.productId,
      displayOrder: productAttributes.displayOrder,
    });
  const attributeIdByPosition = new Map(
    attributeRows.map((row) => [`${row.productId}:${row.displayOrder}`, row.id]),
  );

  const optionRows = attributeSeeds.flatMap(({ productId, displayOrder, attribute }) =>
    (attribute.options ?? []).map((option, optionOrder) => ({
      attributeId: attributeIdByPosition.get(`${productId}:${displayOrder}`)!,
      value: option.value,
      colorHex: option.colorHex ?? null,
      displayOrder: optionOrder,
    })),
  );
  if (optionRows.length > 0) await db.insert(productOptionValues).values(optionRows);

  await db.insert(companies).values(companyRows());
}
