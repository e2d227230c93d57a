import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getProductDetail,
  internetSpeedLabel,
  listProductsUnderCategory,
  toggleWishlist,
  type ProductListItem,
} from '@quotemarket/contract';
import { products, wishlists } from '../db/schema';
import { seedInternetProducts } from '../seed/data/internet';
import { seedPhones } from '../seed/data/phones';
import { seedAppliances, seedHealth, seedWaterPurifiers } from '../seed/data/rentals';
import { seedSubCategories } from '../seed/data/sub-categories';
import { callEndpoint, callOk, type CallInput } from '../testing/catalog-fixtures';
import { bearer, createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

const dayMs = 24 * 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The id of a seeded product, found by its unique image (factory products may share a model). */
async function seededProductId(key: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.image, `/media/products/${key}.svg`));
  return row!.id;
}

async function activeCount(categoryId?: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ value: count() })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        categoryId === undefined ? undefined : eq(products.categoryId1, categoryId),
      ),
    );
  return row!.value;
}

const listProducts = (query: CallInput['query'], headers?: Record<string, string>) =>
  callOk(ctx, listProductsUnderCategory, { query, ...(headers && { headers }) });

const idsOf = (list: ProductListItem[]) => list.map((item) => item.id);

describe('GET /api/v2/home/get-ab-products-under-category', () => {
  it('maps a product with its category path, attributes and option swatches', async () => {
    const phone = seedPhones[0]!;
    const id = await seededProductId(phone.key);
    const subCategory = seedSubCategories.find((category) => category.id === phone.categoryId2);
    const page = await listProducts({ mainCategoryId: 1, productName: phone.modelNumber });

    const item = page.list.find((listed) => listed.id === id);
    expect(item).toMatchObject({
      productImage: `/media/products/${phone.key}.svg`,
      productName: phone.name,
      price: phone.price,
      rentalFee: null,
      brandName: phone.brand,
      isWishlisted: false,
      mainCategoryId: 1,
      categoryPath: `휴대폰 > ${subCategory!.nameKo}`,
      isActive: true,
      dateOfShipment: phone.shipmentDate,
      internetProperty: null,
      newsAgencyProperty: null,
      productType: null,
    });
    expect(item!.attributes.map((attribute) => attribute.name)).toEqual([
      '상품명',
      ...phone.attributes.map((attribute) => attribute.name),
      '출고가',
    ]);
    const colour = item!.attributes.find((attribute) => attribute.name === '색상')!;
    const seededColour = phone.attributes.find((attribute) => attribute.name === '색상')!;
    expect(colour.inputtype).toBe('OPTION');
    expect(colour.optionValues.map(({ value, colorHex }) => ({ value, colorHex }))).toEqual(
      seededColour.options,
    );
  });

  it('lists the internet plans of category 2 with their carrier, speed and product set', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((pageNo) => listProducts({ mainCategoryId: 2, pageNo, pageSize: 10 })),
    );
    expect(pages.map((page) => page.list.length)).toEqual([10, 10, 7]);
    expect(pages[0]).toMatchObject({ totalElements: 27, totalPages: 3 });
    const items = pages.flatMap((page) => page.list);
    expect(new Set(idsOf(items)).size).toBe(27);
    const plan = seedInternetProducts[0]!;
    // Named with the speed as carriers advertise it (100M, 500M, 1기가).
    const name = `${plan.newsAgencyProperty} ${internetSpeedLabel(plan.internetProperty)} ${plan.productType}`;
    expect(items.find((item) => item.productName === name)).toMatchObject({
      mainCategoryId: 2,
      categoryPath: '인터넷',
      newsAgencyProperty: plan.newsAgencyProperty,
      internetProperty: plan.internetProperty,
      productType: plan.productType,
      price: plan.price,
    });
  });

  it('lists every active product for category 0 and by default', async () => {
    const hidden = await createProduct(ctx, { name: '판매 종료 테스트폰', isActive: false });
    const all = await activeCount();
    for (const query of [{ mainCategoryId: 0 }, {}]) {
      const page = await listProducts(query);
      expect(page.totalElements).toBe(all);
      expect(page.totalPages).toBe(Math.ceil(all / 10));
      expect(page.list).toHaveLength(10);
    }
    expect((await listProducts({ productName: '판매 종료 테스트폰' })).totalElements).toBe(0);
    expect(hidden.isActive).toBe(false);
  });

  describe('sorting', () => {
    let oldest: number, newest: number, middle: number;

    beforeAll(async () => {
      const at = (days: number) => new Date(Date.now() - days * dayMs);
      const make = async (name: string, days: number, viewCount: number, quoteCount: number) =>
        (
          await createProduct(ctx, {
            name,
            categoryId1: 7,
            createdAt: at(days),
            viewCount,
            quoteCount,
          })
        ).id;
      oldest = await make('정렬시험 가', 3, 300, 2);
      newest = await make('정렬시험 나', 1, 100, 1);
      middle = await make('정렬시험 다', 2, 200, 3);
    });

    it.each([
      ['created_at', () => [newest, middle, oldest]],
      ['view_count', () => [oldest, middle, newest]],
      ['mostQuoted', () => [middle, oldest, newest]],
    ])('orders by %s', async (sortBy, expected) => {
      const page = await listProducts({ mainCategoryId: 7, productName: '정렬시험', sortBy });
      expect(idsOf(page.list)).toEqual(expected());
    });

    it('sorts by newest when sorting is switched off', async () => {
      const page = await listProducts({
        mainCategoryId: 7,
        productName: '정렬시험',
        sortBy: 'view_count',
        useSorting: false,
      });
      expect(idsOf(page.list)).toEqual([newest, middle, oldest]);
    });

    it('rejects an unknown sort naming the field', async () => {
      const response = await callEndpoint(ctx, listProductsUnderCategory, {
        query: { sortBy: 'bogus' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status_code: 400,
        message: '정렬 기준은 최신순, 조회순, 인기순 중에서 골라 주세요.',
        data: null,
      });
    });
  });

  describe('search', () => {
    it('finds by name, brand or model number, ignoring case and surrounding spaces', async () => {
      const apple = seedPhones.filter((phone) => phone.brand === 'Apple');
      expect(apple.length).toBeGreaterThan(0);
      const byBrand = await listProducts({ productName: '  aPPle ' });
      expect(byBrand.totalElements).toBe(apple.length);
      expect(byBrand.list.every((item) => item.brandName === 'Apple')).toBe(true);

      const phone = seedPhones[0]!;
      const byModel = await listProducts({ productName: phone.modelNumber.toLowerCase() });
      expect(byModel.list.map((item) => item.productName)).toContain(phone.name);

      const byName = await listProducts({ mainCategoryId: 2, productName: 'KT 1기가' });
      expect(byName.list.map((item) => item.productName).sort()).toEqual([
        'KT 1기가 인터넷 단독',
        'KT 1기가 인터넷+TV',
        'KT 1기가 인터넷+TV+집전화',
      ]);
    });

    it('takes wildcard characters literally', async () => {
      const special = await createProduct(ctx, { name: '할인율 100%_특가폰' });
      expect(idsOf((await listProducts({ productName: '100%_' })).list)).toEqual([special.id]);
      expect((await listProducts({ productName: '%' })).totalElements).toBe(1);
      expect((await listProducts({ productName: '_' })).totalElements).toBe(1);
    });

    it('answers an empty page when nothing matches', async () => {
      expect(await listProducts({ productName: '존재하지않는상품명' })).toEqual({
        list: [],
        totalElements: 0,
        totalPages: 0,
      });
    });

    it('stays within the chosen category', async () => {
      const coway = [...seedWaterPurifiers, ...seedAppliances, ...seedHealth].filter(
        (product) => product.brand === '코웨이',
      );
      const cowayPurifiers = coway.filter((product) => product.categoryId1 === 3);
      expect(cowayPurifiers.length).toBeGreaterThan(0);
      expect(cowayPurifiers.length).toBeLessThan(coway.length);

      const purifiers = await listProducts({ mainCategoryId: 3, productName: '코웨이' });
      expect(purifiers.totalElements).toBe(cowayPurifiers.length);
      expect(purifiers.list.every((item) => item.categoryPath.startsWith('정수기'))).toBe(true);
      expect((await listProducts({ productName: '코웨이' })).totalElements).toBe(coway.length);
    });
  });

  it('shows the caller’s wishlist and treats a stale token as a guest', async () => {
    const phone = seedPhones[0]!;
    const productId = await seededProductId(phone.key);
    const fan = await createBuyer(ctx);
    const other = await createBuyer(ctx);
    await callOk(ctx, toggleWishlist, { query: { productId }, headers: fan.headers });

    const wishlistedFlag = async (headers?: Record<string, string>) => {
      const page = await listProducts({ productName: phone.modelNumber }, headers);
      return page.list.find((item) => item.id === productId)!.isWishlisted;
    };
    expect(await wishlistedFlag(fan.headers)).toBe(true);
    expect(await wishlistedFlag(other.headers)).toBe(false);
    expect(await wishlistedFlag()).toBe(false);
    expect(await wishlistedFlag(bearer('not-a-token'))).toBe(false);
  });

  it.each([
    [{ pageSize: 0 }, '한 번에 볼 개수는 1 이상이어야 해요.'],
    [{ pageNo: 0 }, '페이지 번호는 1 이상이어야 해요.'],
    [{ mainCategoryId: -1 }, '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.'],
    [{ useSorting: 'maybe' }, '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.'],
  ])('rejects %o in words a buyer can read', async (query, message) => {
    const response = await callEndpoint(ctx, listProductsUnderCategory, { query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status_code: 400, message, data: null });
  });
});

describe('GET /api/v2/products/:id', () => {
  it('answers the product with its main category and attributes, and counts the view', async () => {
    const phone = seedPhones[0]!;
    const id = await seededProductId(phone.key);
    const [before] = await ctx.database.db.select().from(products).where(eq(products.id, id));

    const detail = await callOk(ctx, getProductDetail, { params: { id } });

    expect(detail).toMatchObject({
      id,
      name: phone.name,
      brand: phone.brand,
      image: `/media/products/${phone.key}.svg`,
      price: phone.price,
      rentalFee: null,
      shipmentDate: phone.shipmentDate,
      detailImageUrl: null,
      specDetailUrl: null,
      modelNumber: phone.modelNumber,
      categoryId1: 1,
      categoryId2: phone.categoryId2,
      categoryNameEn: 'Mobile Phones',
      categoryNameKo: '휴대폰',
      isWishlisted: false,
      viewCount: before!.viewCount,
      newsAgencyProperty: null,
    });
    expect(detail.attributes.find((attribute) => attribute.name === '모델명')).toMatchObject({
      value: phone.modelNumber,
      inputtype: 'INPUT',
      isBasic: true,
      optionValues: [],
    });
  });

  it('counts every view, kept answers too, stores the count, and leaves updatedAt alone', async () => {
    const product = await createProduct(ctx, { viewCount: 41 });
    const [first, second] = [
      await callEndpoint(ctx, getProductDetail, { params: { id: product.id } }),
      await callEndpoint(ctx, getProductDetail, { params: { id: product.id } }),
    ];
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    // The count shown is the stored one: at most the answers' lifetime behind.
    expect([first.json().data.viewCount, second.json().data.viewCount]).toEqual([41, 41]);
    await ctx.app.deps.views.flush();
    const [stored] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.id, product.id));
    expect(stored!.viewCount).toBe(43);
    expect(stored!.updatedAt).toEqual(product.updatedAt);
  });

  it('carries the monthly rental fee of a rental product', async () => {
    const purifier = seedWaterPurifiers[0]!;
    const detail = await callOk(ctx, getProductDetail, {
      params: { id: await seededProductId(purifier.key) },
    });
    expect(detail).toMatchObject({
      rentalFee: purifier.rentalFee,
      categoryNameEn: 'Water Purifier',
      categoryNameKo: '정수기',
      categoryId2: purifier.categoryId2,
      subCategoryNameKo: seedSubCategories.find((sub) => sub.id === purifier.categoryId2)!.nameKo,
    });
    expect(detail.attributes.map((attribute) => attribute.name)).toContain('가격');
  });

  it('names no 세부 분류 for a product without one', async () => {
    const product = await createProduct(ctx, { categoryId2: null });
    const detail = await callOk(ctx, getProductDetail, { params: { id: product.id } });
    expect(detail).toMatchObject({ categoryId2: null, subCategoryNameKo: null });
  });

  it('shows whether the caller wishlisted it', async () => {
    const product = await createProduct(ctx);
    const { headers } = await createBuyer(ctx);
    await callOk(ctx, toggleWishlist, { query: { productId: product.id }, headers });
    expect(
      (await callOk(ctx, getProductDetail, { params: { id: product.id }, headers })).isWishlisted,
    ).toBe(true);
    expect((await callOk(ctx, getProductDetail, { params: { id: product.id } })).isWishlisted).toBe(
      false,
    );
  });

  it('answers 404 in Korean for an unknown or inactive product, without counting a view', async () => {
    const inactive = await createProduct(ctx, { isActive: false, viewCount: 7 });
    for (const id of [999_999, inactive.id]) {
      const response = await callEndpoint(ctx, getProductDetail, { params: { id } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status_code: 404,
        message: '상품을 찾을 수 없어요.',
        data: null,
      });
    }
    const [stored] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.id, inactive.id));
    expect(stored!.viewCount).toBe(7);
  });

  it('rejects an id that is not a number', async () => {
    const response = await callEndpoint(ctx, getProductDetail, { params: { id: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      message: '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
      data: null,
    });
  });
});

describe('POST /api/v1/home/wishlist/toggle', () => {
  const toggle = (productId: number | string, headers?: Record<string, string>) =>
    callEndpoint(ctx, toggleWishlist, { query: { productId }, ...(headers && { headers }) });

  async function isStored(userId: number, productId: number) {
    const rows = await ctx.database.db
      .select()
      .from(wishlists)
      .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)));
    return rows.length === 1;
  }

  it('flips the buyer’s wishlist entry each time', async () => {
    const product = await createProduct(ctx);
    const { user, headers } = await createBuyer(ctx);

    const on = await callOk(ctx, toggleWishlist, { query: { productId: product.id }, headers });
    expect(on).toEqual({ productId: product.id, isWishlisted: true });
    expect(await isStored(user.id, product.id)).toBe(true);

    const off = await callOk(ctx, toggleWishlist, { query: { productId: product.id }, headers });
    expect(off).toEqual({ productId: product.id, isWishlisted: false });
    expect(await isStored(user.id, product.id)).toBe(false);
  });

  it('keeps each buyer’s wishlist apart', async () => {
    const product = await createProduct(ctx);
    const first = await createBuyer(ctx);
    const second = await createBuyer(ctx);
    await toggle(product.id, first.headers);
    const response = await callOk(ctx, toggleWishlist, {
      query: { productId: product.id },
      headers: second.headers,
    });
    expect(response.isWishlisted).toBe(true);
    expect(await isStored(first.user.id, product.id)).toBe(true);
  });

  it('answers 404 for an unknown product, and for adding one taken off sale', async () => {
    const { headers } = await createBuyer(ctx);
    const gone = await createProduct(ctx, { isActive: false });
    for (const productId of [999_999, gone.id]) {
      const response = await toggle(productId, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('상품을 찾을 수 없어요.');
    }
  });

  it('still removes a product that was taken off sale after it was wishlisted', async () => {
    const product = await createProduct(ctx);
    const { user, headers } = await createBuyer(ctx);
    await toggle(product.id, headers);
    await ctx.database.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, product.id));
    const off = await callOk(ctx, toggleWishlist, { query: { productId: product.id }, headers });
    expect(off.isWishlisted).toBe(false);
    expect(await isStored(user.id, product.id)).toBe(false);
  });

  it('is for signed-in buyers only', async () => {
    const product = await createProduct(ctx);
    const guest = await toggle(product.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('로그인이 필요해요.');
    const seller = await createSeller(ctx);
    const dealer = await toggle(product.id, seller.headers);
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json().message).toBe('구매자 계정으로만 이용할 수 있어요.');
  });

  it('rejects a product id that is not a number', async () => {
    const { headers } = await createBuyer(ctx);
    const response = await toggle('abc', headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    );
  });
});
