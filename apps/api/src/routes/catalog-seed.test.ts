import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNotices } from '@quotemarket/contract';
import { verifySecret } from '../auth/passwords';
import { seedNotices } from '../db/seed/data/notices';
import { seedIfEmpty } from '../db/seed';
import { demoDealers } from '../db/seed/demo-accounts';
import { callOk } from '../testing/catalog-fixtures';
import {
  categories,
  companies,
  notices,
  productAttributes,
  productOptionValues,
  products,
  ratings,
  sellerCategories,
  sellers,
} from '../db/schema';
import { seedAssetsDir } from '../paths';
import { createTestApp, type TestContext } from '../testing/test-app';

describe('the seeded catalogue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const productCount = async (categoryId: number) => {
    const [row] = await ctx.database.db
      .select({ value: count() })
      .from(products)
      .where(eq(products.categoryId1, categoryId));
    return row!.value;
  };

  it('has at least 12 phones and the 27 internet products', async () => {
    expect(await productCount(1)).toBeGreaterThanOrEqual(12);
    expect(await productCount(2)).toBe(27);
  });

  it('names internet products by carrier, speed and product set', async () => {
    const [plan] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.name, 'SK브로드밴드 500MB 인터넷+TV'));
    expect(plan).toMatchObject({
      categoryId1: 2,
      brand: 'SK브로드밴드',
      newsAgencyProperty: 'SK브로드밴드',
      internetProperty: '500MB',
      productType: '인터넷+TV',
      image: '/media/products/skb-500mb-tv.svg',
    });
  });

  it('ships an image file for every product', async () => {
    const rows = await ctx.database.db.select({ image: products.image }).from(products);
    expect(rows.length).toBeGreaterThan(0);
    for (const { image } of rows) {
      expect(image).toMatch(/^\/media\/products\/[\w-]+\.svg$/);
      expect(existsSync(path.join(seedAssetsDir, image!.replace(/^\/media\//, '')))).toBe(true);
    }
  });

  it('puts sub-categories under their main categories', async () => {
    const rows = await ctx.database.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(isNotNull(categories.parentId));
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: 126, parentId: 7 },
        { id: 134, parentId: 7 },
      ]),
    );
  });

  it('gives every product the basic 상품명 attribute and phones their 출고가', async () => {
    const [galaxy] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.modelNumber, 'SM-S942N'));
    const attributes = await ctx.database.db
      .select()
      .from(productAttributes)
      .where(eq(productAttributes.productId, galaxy!.id));
    expect(attributes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: '상품명',
          value: '갤럭시 S26',
          inputType: 'INPUT',
          isBasic: true,
        }),
        expect.objectContaining({ name: '출고가', value: '1,254,000원', isBasic: true }),
      ]),
    );
    const colour = attributes.find((attribute) => attribute.name === '색상')!;
    const swatches = await ctx.database.db
      .select()
      .from(productOptionValues)
      .where(eq(productOptionValues.attributeId, colour.id));
    expect(swatches.map((swatch) => swatch.colorHex)).toContain('#5B4B8A');
  });

  it('lists the carriers and the makers of the catalogue', async () => {
    const rows = await ctx.database.db.select().from(companies);
    const names = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.name);
    expect(names('CARRIER')).toEqual(['SKT', 'KT', 'LG U+', 'SK브로드밴드', '알뜰폰']);
    expect(names('MAKER')).toEqual(expect.arrayContaining(['삼성전자', 'Apple', '코웨이']));
  });

  it('creates the demo dealers with their demo passwords: one of every category, one of phones and internet', async () => {
    const served = [];
    for (const demo of demoDealers) {
      const [dealer] = await ctx.database.db
        .select()
        .from(sellers)
        .where(eq(sellers.email, demo.email));
      expect(await verifySecret(demo.password, dealer!.passwordHash)).toBe(true);
      const rows = await ctx.database.db
        .select({ categoryId: sellerCategories.categoryId })
        .from(sellerCategories)
        .where(eq(sellerCategories.sellerId, dealer!.id));
      served.push(rows.map((row) => row.categoryId).sort((a, b) => a - b));
    }
    expect(served).toEqual([
      [1, 2, 3, 7, 8],
      [1, 2],
    ]);
  });

  it('does not let a demo password into any other store', async () => {
    const stores = await ctx.database.db
      .select({ email: sellers.email, passwordHash: sellers.passwordHash })
      .from(sellers);
    for (const demo of demoDealers) {
      const opened = [];
      for (const store of stores) {
        if (await verifySecret(demo.password, store.passwordHash)) opened.push(store.email);
      }
      expect(opened).toEqual([demo.email]);
    }
  });

  it('seeds reviews from before recorded deals, dated in the past', async () => {
    const rows = await ctx.database.db
      .select()
      .from(ratings)
      .where(and(isNull(ratings.selectionId), isNull(ratings.buyerId)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.createdAt.getTime() <= Date.now())).toBe(true);
    expect(rows.every((row) => row.productId !== null)).toBe(true);
  });

  it('serves the seeded notice board, mandatory notices first', async () => {
    const page = await callOk(ctx, listNotices, { query: { pageSize: 100 } });
    expect(page.totalElements).toBe(seedNotices.length);
    const flags = page.list.map((notice) => notice.mandatory);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it('stores notices sanitized and published in the past', async () => {
    const rows = await ctx.database.db.select().from(notices);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.mandatory).length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.content).not.toMatch(/<script|on\w+=|javascript:/i);
      expect(row.publishedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const linked = rows.find((row) => row.content.includes('<a '));
    expect(linked?.content).toContain('rel="noopener noreferrer" target="_blank"');
  });
});

describe('a database seeded for production', () => {
  it('has the demo stores, but no login anybody knows', async () => {
    const ctx = await createTestApp({ seed: false });
    try {
      expect(await seedIfEmpty(ctx.database.db, { demoAccounts: false })).toEqual({
        seeded: true,
      });
      const stores = await ctx.database.db
        .select({ email: sellers.email, passwordHash: sellers.passwordHash })
        .from(sellers);
      expect(stores.map((store) => store.email)).toEqual(
        expect.arrayContaining(demoDealers.map((demo) => demo.email)),
      );
      for (const demo of demoDealers) {
        for (const store of stores)
          expect(await verifySecret(demo.password, store.passwordHash)).toBe(false);
      }
    } finally {
      await ctx.close();
    }
  });
});
