import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueMessages,
  createAdminProduct,
  getAdminProduct,
  getProductDetail,
  listAdminCategories,
  listAdminProducts,
  listProductsUnderCategory,
  setAdminProductVisibility,
  updateAdminProduct,
  type AdminProduct,
  type ProductInput,
} from '@quotemarket/contract';
import { auditLog, products, productSubsidies } from '../db/schema';
import { callOk, callRejected } from '../testing/seller-kit';
import { createBuyer, createOperator, createProduct } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
let headers: Record<string, string>;
let galaxyId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  headers = (await createOperator(ctx, 'OPERATOR')).headers;
  const [row] = await ctx.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.image, '/media/products/galaxy-s26.svg'));
  galaxyId = row!.id;
});
afterAll(() => ctx.close());

const auditRowsOf = async (targetType: string, targetId: number) =>
  (
    await ctx.database.db
      .select({ value: count() })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
  )[0]!.value;

/** The form's values of a product, without what the server keeps for itself. */
function inputOf({
  id: _id,
  image: _image,
  images: _images,
  isActive: _active,
  updatedAt: _at,
  ...input
}: AdminProduct) {
  return input;
}

const newPhone: ProductInput = {
  categoryId1: 1,
  categoryId2: 101,
  name: '갤럭시 테스트 폰',
  brand: '삼성전자',
  modelNumber: 'SM-T100N',
  price: 990_000,
  rentalFee: null,
  releaseDate: '2026-10-01',
  colours: [
    { name: '미드나잇', hex: '#101820' },
    { name: '실버', hex: '#c0c0c0' },
  ],
  storageOptions: ['256GB', '512GB'],
  specs: [{ name: '화면 크기', value: '6.1인치' }],
  subsidies: [
    {
      carrier: 'SKT',
      plan: '5GX 프라임',
      amount: 500_000,
      effectiveFrom: '2026-10-01',
      effectiveTo: '2026-10-31',
    },
    {
      carrier: 'SKT',
      plan: '5GX 프라임',
      amount: 450_000,
      effectiveFrom: '2026-11-01',
      effectiveTo: null,
    },
  ],
  internetPlan: null,
};

describe('the operators’ product edit form', () => {
  it('reads a seeded product back as the seed wrote it: colours, storage, specs', async () => {
    const product = await callOk(ctx, getAdminProduct, { headers, params: { id: galaxyId } });
    expect(product.name).toBe('갤럭시 S26');
    expect(product.colours[0]).toEqual({ name: '코발트 바이올렛', hex: '#5B4B8A' });
    expect(product.storageOptions).toEqual(['256GB', '512GB']);
    expect(product.specs.map((spec) => spec.name)).toEqual(['화면 크기', '카메라', '배터리']);
    expect(product.subsidies).toEqual([]);
  });

  it('lists products by category, search and visibility, on the server', async () => {
    const page = await callOk(ctx, listAdminProducts, {
      headers,
      query: { categoryId: 1, search: 'S26', visibility: 'shown', page: 1, size: 100 },
    });
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((item) => item.categoryId1 === 1 && item.isActive)).toBe(true);
    expect(page.list.every((item) => /S26/i.test(`${item.name}${item.brand}`))).toBe(true);
  });

  it('orders the list by the column asked, either way, and refuses a column it does not have', async () => {
    const edited = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const [cheapest, latest, priciest] = [
      await createProduct(ctx, { name: '정렬폰 가', price: 100_000, updatedAt: edited(30) }),
      await createProduct(ctx, { name: '정렬폰 다', price: 200_000, updatedAt: edited(10) }),
      await createProduct(ctx, { name: '정렬폰 나', price: 300_000, updatedAt: edited(20) }),
    ].map((product) => product.id);
    const order = async (query: object) =>
      (
        await callOk(ctx, listAdminProducts, {
          headers,
          query: { search: '정렬폰', ...query } as never,
        })
      ).list.map((item) => item.id);

    expect(await order({})).toEqual([latest, priciest, cheapest]);
    expect(await order({ sort: 'updatedAt', order: 'asc' })).toEqual([cheapest, priciest, latest]);
    expect(await order({ sort: 'name', order: 'asc' })).toEqual([cheapest, priciest, latest]);
    expect(await order({ sort: 'name', order: 'desc' })).toEqual([latest, priciest, cheapest]);
    expect(await order({ sort: 'price', order: 'desc' })).toEqual([priciest, latest, cheapest]);
    expect(await order({ sort: 'price', order: 'asc' })).toEqual([cheapest, latest, priciest]);
    expect(
      await callRejected(ctx, listAdminProducts, { headers, query: { sort: 'modelNumber' } }),
    ).toMatchObject({ status: 400, message: '정해진 정렬 기준 중에서 골라 주세요.' });
  });
});

describe('the category tree of the product form', () => {
  it('answers each main category with its seeded sub-categories, in display order', async () => {
    const tree = await callOk(ctx, listAdminCategories, { headers });
    const subNames = (id: number) =>
      tree.find((main) => main.id === id)?.subCategories.map((sub) => sub.nameKo);
    expect(tree.map((main) => main.nameKo)).toEqual([
      '휴대폰',
      '인터넷',
      '정수기',
      '생활가전',
      '헬스/뷰티',
    ]);
    expect(subNames(1)).toEqual(['삼성 갤럭시', '애플 아이폰']);
    expect(subNames(2)).toEqual([]);
    expect(tree.find((main) => main.id === 7)?.subCategories.map((sub) => sub.id)).toEqual([
      126, 134, 701, 702,
    ]);
  });

  it('is for operators only', async () => {
    expect((await callRejected(ctx, listAdminCategories)).status).toBe(401);
    const buyer = await createBuyer(ctx);
    expect((await callRejected(ctx, listAdminCategories, { headers: buyer.headers })).status).toBe(
      403,
    );
  });
});

describe('an operator’s price change', () => {
  it('shows on the buyer’s product page at once, kept answers dropped, with one audit row', async () => {
    const before = await callOk(ctx, getProductDetail, { params: { id: galaxyId } });
    expect(before.price).toBe(1_254_000);
    // Asked again, so the answer is the kept one.
    await callOk(ctx, getProductDetail, { params: { id: galaxyId } });
    const current = await callOk(ctx, getAdminProduct, { headers, params: { id: galaxyId } });
    const auditBefore = await auditRowsOf('product', galaxyId);

    const saved = await callOk(ctx, updateAdminProduct, {
      headers,
      params: { id: galaxyId },
      body: { ...inputOf(current), price: 1_199_000 },
    });
    expect(saved.price).toBe(1_199_000);

    const after = await callOk(ctx, getProductDetail, { params: { id: galaxyId } });
    expect(after.price).toBe(1_199_000);
    const priceText = after.attributes.find((attribute) => attribute.name === '출고가');
    expect(priceText?.value).toBe('1,199,000원');
    expect(after.attributes.find((a) => a.name === '색상')?.optionValues).toHaveLength(4);
    const list = await callOk(ctx, listProductsUnderCategory, {
      query: { mainCategoryId: 1, productName: '갤럭시 S26', pageNo: 1, pageSize: 50 },
    });
    expect(list.list.find((item) => item.id === galaxyId)?.price).toBe(1_199_000);
    expect(await auditRowsOf('product', galaxyId)).toBe(auditBefore + 1);
  });
});

describe('creating a product', () => {
  it('writes the model the buyer app reads, subsidies included, and audits it', async () => {
    const created = await callOk(ctx, createAdminProduct, { headers, body: newPhone }, 201);
    expect(inputOf(created)).toEqual({
      ...newPhone,
      colours: [
        { name: '미드나잇', hex: '#101820' },
        { name: '실버', hex: '#C0C0C0' },
      ],
    });
    const detail = await callOk(ctx, getProductDetail, { params: { id: created.id } });
    expect(detail.name).toBe('갤럭시 테스트 폰');
    expect(detail.shipmentDate).toBe('2026-10-01');
    expect(detail.attributes.map((attribute) => attribute.name)).toEqual([
      '상품명',
      '색상',
      '저장 용량',
      '모델명',
      '화면 크기',
      '출고가',
    ]);
    expect(detail.attributes[1]!.optionValues.map((option) => option.colorHex)).toEqual([
      '#101820',
      '#C0C0C0',
    ]);
    const subsidies = await ctx.database.db
      .select()
      .from(productSubsidies)
      .where(eq(productSubsidies.productId, created.id));
    expect(subsidies).toHaveLength(2);
    expect(await auditRowsOf('product', created.id)).toBe(1);
  });

  it('creates an internet bundle with its carrier, speed and set', async () => {
    const bundle = await callOk(
      ctx,
      createAdminProduct,
      {
        headers,
        body: {
          ...newPhone,
          categoryId1: 2,
          categoryId2: null,
          name: 'KT 1기가 인터넷+TV',
          brand: 'KT',
          modelNumber: null,
          price: 38_500,
          releaseDate: null,
          colours: [],
          storageOptions: [],
          specs: [],
          subsidies: [],
          internetPlan: { carrier: 'KT', speed: '1GB', productType: '인터넷+TV' },
        },
      },
      201,
    );
    const detail = await callOk(ctx, getProductDetail, { params: { id: bundle.id } });
    expect(detail).toMatchObject({
      newsAgencyProperty: 'KT',
      internetProperty: '1GB',
      productType: '인터넷+TV',
    });
    expect(detail.attributes.at(-1)).toMatchObject({ name: '월 요금', value: '38,500원' });
  });

  it.each([
    ['an empty name', { name: '  ' }, catalogueMessages.nameRequired],
    [
      'a swatch that is not #RRGGBB',
      { colours: [{ name: '빨강', hex: 'red' }] },
      catalogueMessages.hexInvalid,
    ],
    ['a negative price', { price: -1 }, catalogueMessages.priceInvalid],
    [
      'overlapping subsidy periods',
      {
        subsidies: [{ ...newPhone.subsidies[0]!, effectiveTo: null }, newPhone.subsidies[1]!],
      },
      catalogueMessages.subsidyOverlap,
    ],
    [
      'a period that ends before it starts',
      { subsidies: [{ ...newPhone.subsidies[0]!, effectiveTo: '2026-09-01' }] },
      catalogueMessages.subsidyPeriodInvalid,
    ],
    [
      'subsidies on a water purifier',
      { categoryId1: 3, categoryId2: null },
      catalogueMessages.subsidiesOnlyForPhones,
    ],
    [
      'a monthly rental fee on a phone',
      { rentalFee: 29_900 },
      catalogueMessages.rentalFeeOnlyForRentals,
    ],
    [
      'a phone with an internet plan',
      { internetPlan: { carrier: 'KT', speed: '1GB', productType: '인터넷 단독' } },
      catalogueMessages.internetRequired,
    ],
    [
      'a sub-category of another category',
      { categoryId2: 126 },
      catalogueMessages.subCategoryMismatch,
    ],
  ])('refuses %s with a Korean message and writes nothing', async (_case, change, message) => {
    const before = (await ctx.database.db.select({ value: count() }).from(products))[0]!.value;
    const refused = await callRejected(ctx, createAdminProduct, {
      headers,
      body: { ...newPhone, ...change },
    });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(message);
    const after = (await ctx.database.db.select({ value: count() }).from(products))[0]!.value;
    expect(after).toBe(before);
  });
});

describe('hiding a product', () => {
  it('takes it from buyers at once and brings it back, one audit row each', async () => {
    const created = await callOk(
      ctx,
      createAdminProduct,
      { headers, body: { ...newPhone, name: '숨길 폰' } },
      201,
    );
    await callOk(ctx, getProductDetail, { params: { id: created.id } });
    const hidden = await callOk(ctx, setAdminProductVisibility, {
      headers,
      params: { id: created.id },
      body: { isActive: false },
    });
    expect(hidden.isActive).toBe(false);
    expect((await callRejected(ctx, getProductDetail, { params: { id: created.id } })).status).toBe(
      404,
    );
    const hiddenList = await callOk(ctx, listAdminProducts, {
      headers,
      query: { visibility: 'hidden', search: '숨길 폰', page: 1, size: 10 },
    });
    expect(hiddenList.list.map((item) => item.id)).toEqual([created.id]);

    await callOk(ctx, setAdminProductVisibility, {
      headers,
      params: { id: created.id },
      body: { isActive: true },
    });
    expect((await callOk(ctx, getProductDetail, { params: { id: created.id } })).name).toBe(
      '숨길 폰',
    );
    expect(await auditRowsOf('product', created.id)).toBe(3);
  });

  it('answers 404 in Korean for a product that does not exist', async () => {
    const refused = await callRejected(ctx, updateAdminProduct, {
      headers,
      params: { id: 999_999 },
      body: newPhone,
    });
    expect(refused).toMatchObject({ status: 404, message: '상품을 찾을 수 없어요.' });
  });
});
