import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessRegistrationNumberProblem,
  currentTermsVersion,
  getSellerStorePage,
  listNotices,
} from '@quotemarket/contract';
import { seedReviews } from './data/reviews';
import { verifySecret } from '../auth/passwords';
import { seedNotices } from './data/notices';
import { findDemoAccounts, refuseDemoAccountsInProduction, seedIfEmpty } from './index';
import { demoBuyerEmail, demoDealers } from '../domain/accounts/demo-accounts';
import { callOk } from '../testing/catalog-fixtures';
import {
  categories,
  companies,
  dealerApplications,
  estimations,
  notices,
  productAttributes,
  productOptionValues,
  products,
  quotations,
  ratings,
  selections,
  sellerCategories,
  sellers,
  users,
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
      .where(eq(products.name, 'SK브로드밴드 500M 인터넷+TV'));
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

  it("keeps each store's approved 입점 신청, whose valid 사업자등록번호 and 대표자 a 견적서 names", async () => {
    const stores = await ctx.database.db
      .select({
        sellerId: sellers.id,
        status: dealerApplications.status,
        businessNumber: dealerApplications.businessNumber,
        representative: dealerApplications.representative,
      })
      .from(sellers)
      .leftJoin(dealerApplications, eq(dealerApplications.sellerId, sellers.id));
    expect(stores.length).toBeGreaterThan(0);
    for (const store of stores) {
      expect(store.status).toBe('approved');
      expect(businessRegistrationNumberProblem(store.businessNumber!)).toBeNull();
      expect(store.representative).toMatch(/^\p{Script=Hangul}{2,4}$/u);
    }
    expect(new Set(stores.map((store) => store.businessNumber)).size).toBe(stores.length);
  });

  it('ties every review to a deal of its store, so 낙찰 건수 is never below the reviews', async () => {
    const rows = await ctx.database.db.select().from(ratings);
    expect(rows.length).toBeGreaterThanOrEqual(seedReviews.length);
    for (const row of rows) {
      expect(row.selectionId).not.toBeNull();
      expect(row.buyerId).not.toBeNull();
      expect(row.productId).not.toBeNull();
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const deals = await ctx.database.db
      .select({ id: selections.id, sellerId: selections.sellerId, createdAt: selections.createdAt })
      .from(selections);
    const dealById = new Map(deals.map((deal) => [deal.id, deal]));
    for (const row of rows) {
      const deal = dealById.get(row.selectionId!);
      expect(deal?.sellerId).toBe(row.sellerId);
      expect(deal!.createdAt.getTime()).toBeLessThanOrEqual(row.createdAt.getTime());
    }
    const stores = await ctx.database.db.select({ id: sellers.id }).from(sellers);
    for (const store of stores) {
      const page = await callOk(ctx, getSellerStorePage, { query: { userId: store.id } });
      expect(page.successfulBidCount).toBeGreaterThanOrEqual(page.totalElements);
    }
  });

  it('never repeats a review text, and names reviewers as people do (김*현)', async () => {
    const rows = await ctx.database.db
      .select({ review: ratings.review, buyerName: users.name })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.buyerId));
    expect(new Set(rows.map((row) => row.review)).size).toBe(rows.length);
    for (const { buyerName } of rows)
      expect(buyerName).toMatch(
        /^[김이박최정강조윤장임한오서신권황안송전홍유고문양손배백허남노하곽성차주우구민나진류]/,
      );
    for (const { review } of rows) expect(review).not.toMatch(/습니다|합니다/);
  });

  it('shows buyers no demo store, and only numbers no subscriber has', async () => {
    const stores = await ctx.database.db.select().from(sellers);
    for (const store of stores) {
      expect(`${store.storeName} ${store.introduction ?? ''}`).not.toMatch(
        /데모|견적마켓|습니다|합니다/,
      );
      expect(store.phone).toMatch(/^0100000\d{4}$/);
    }
    const buyerPhones = await ctx.database.db.select({ phone: users.phone }).from(users);
    for (const { phone } of buyerPhones) expect(phone).toMatch(/^0100000\d{4}$/);
    const buyerNames = await ctx.database.db.select({ name: users.name }).from(users);
    expect(buyerNames.map((row) => row.name).join()).not.toContain('데모');
  });

  it('gives bigger internet bundles bigger cash gifts, within 10만–50만 원', async () => {
    const rows = await ctx.database.db
      .select({
        cashGift: estimations.cashGift,
        speed: products.internetProperty,
        productType: products.productType,
      })
      .from(estimations)
      .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
      .innerJoin(products, eq(products.id, quotations.productId))
      .where(eq(quotations.categoryId, 2));
    expect(rows.length).toBeGreaterThan(0);
    const highest = (speed: string, productType: string) =>
      Math.max(
        ...rows
          .filter((row) => row.speed === speed && row.productType === productType)
          .map((row) => row.cashGift!),
        0,
      );
    const lowest = (speed: string, productType: string) =>
      Math.min(
        ...rows
          .filter((row) => row.speed === speed && row.productType === productType)
          .map((row) => row.cashGift!),
        Infinity,
      );
    for (const row of rows) {
      expect(row.cashGift).toBeGreaterThanOrEqual(100_000);
      expect(row.cashGift).toBeLessThanOrEqual(500_000);
    }
    // A plain 100M line never gets more than a 1기가 bundle with TV and home phone.
    expect(highest('100MB', '인터넷 단독')).toBeLessThan(lowest('1GB', '인터넷+TV+집전화'));
  });

  it('serves the seeded notice board, mandatory notices first', async () => {
    const page = await callOk(ctx, listNotices, { query: { pageSize: 100 } });
    expect(page.totalElements).toBe(seedNotices.length);
    const flags = page.list.map((notice) => notice.mandatory);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  /** The seeded notices, every one published (none is a draft): checked, then typed so. */
  async function publishedNotices() {
    const rows = await ctx.database.db.select().from(notices);
    return rows.map(({ publishedAt, ...row }) => {
      expect(publishedAt, row.title).toBeInstanceOf(Date);
      return { ...row, publishedAt: publishedAt as Date };
    });
  }

  it('stores notices sanitized and published in the past', async () => {
    const rows = await publishedNotices();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.mandatory).length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.content).not.toMatch(/<script|on\w+=|javascript:/i);
      expect(row.publishedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    for (const row of rows) {
      expect(row.content).not.toMatch(/example\.com|습니다|합니다/);
      // There is no phone line or 1:1 inquiry: questions go to 자주 묻는 질문.
      expect(`${row.title}${row.content}`).not.toMatch(/고객센터|1:1 문의|전화 상담/);
      if (row.content.includes('<a ')) {
        expect(row.content).toContain('rel="noopener noreferrer" target="_blank"');
      }
    }
  });

  it('dates notices on fixed days, each announcement at least 7 days before its change', async () => {
    const rows = await publishedNotices();
    const day = (title: string) =>
      rows
        .find((row) => row.title === title)!
        .publishedAt.toISOString()
        .slice(0, 10);
    expect(day('서비스 이용약관 개정 안내')).toBe('2025-06-10');
    expect(day('개인정보 처리방침 변경 안내')).toBe('2025-06-10');
    // The terms change on 2025-06-20, the maintenance is on 2026-11-27.
    expect(
      Date.parse('2025-06-20') - Date.parse(day('서비스 이용약관 개정 안내')),
    ).toBeGreaterThanOrEqual(7 * 86_400_000);
    // The terms in force (currentTermsVersion, the terms pages' 시행일) were announced by the
    // latest terms notice, 30 days ahead since they bring in sanctions (운영정책).
    const [year, month, date] = currentTermsVersion.split('-').map(Number);
    const current = rows
      .filter((row) => row.category === '약관')
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())[0]!;
    expect(current.mandatory).toBe(true);
    expect(current.content).toContain(`${year}년 ${month}월 ${date}일`);
    expect(Date.parse(currentTermsVersion) - current.publishedAt.getTime()).toBeGreaterThanOrEqual(
      30 * 86_400_000,
    );
    expect(
      Date.parse('2026-11-27') - Date.parse(day('서비스 정기 점검 안내 (11월 27일 새벽)')),
    ).toBeGreaterThanOrEqual(7 * 86_400_000);
  });
});

describe('a database seeded without demo data (production)', () => {
  it('has the catalogue, questions and notices, but no store, no buyer and no demo account', async () => {
    const ctx = await createTestApp({ seed: false });
    try {
      expect(await seedIfEmpty(ctx.database.db, { demoData: false })).toEqual({ seeded: true });
      const [productCount] = await ctx.database.db.select({ value: count() }).from(products);
      expect(productCount!.value).toBeGreaterThan(10);
      expect(await ctx.database.db.select().from(sellers)).toEqual([]);
      expect(await ctx.database.db.select().from(users)).toEqual([]);
      expect(await findDemoAccounts(ctx.database.db)).toEqual([]);
      await expect(refuseDemoAccountsInProduction(ctx.database.db)).resolves.toBeUndefined();
    } finally {
      await ctx.close();
    }
  });

  it('is what production insists on: a database with demo accounts is refused', async () => {
    const ctx = await createTestApp();
    try {
      expect(await findDemoAccounts(ctx.database.db)).toEqual(
        expect.arrayContaining([...demoDealers.map((demo) => demo.email), demoBuyerEmail]),
      );
      await expect(refuseDemoAccountsInProduction(ctx.database.db)).rejects.toThrow(
        /demo accounts \(.*demo@dealer\.quotemarket\.kr.*\) whose passwords are published/,
      );
    } finally {
      await ctx.close();
    }
  });
});
