import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEnvelope, listMainCategories } from '@quotemarket/contract';
import { categories } from '../db/schema';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

const listUrl = endpointUrl(listMainCategories);

describe(`GET ${listUrl}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('serves at the URL the spec gives', () => {
    expect(listUrl).toBe('/api/v1/home/main-categories/list');
  });

  it('lists the five seeded categories in display order, in the envelope', async () => {
    const response = await callEndpoint(ctx, listMainCategories);
    expect(response.statusCode).toBe(200);
    const body = apiEnvelope(listMainCategories.response).parse(response.json());
    expect(body.status_code).toBe(200);
    expect(body.data.map((c) => [c.id, c.nameEn, c.nameKo])).toEqual([
      [1, 'Mobile Phones', '휴대폰'],
      [2, 'Internet', '인터넷'],
      [3, 'Water Purifier', '정수기'],
      [7, 'Home Appliances', '생활가전'],
      [8, 'Health', '헬스/뷰티'],
    ]);
    expect(body.data.every((c) => c.status === 'ACTIVE')).toBe(true);
  });

  it('hides an inactive category', async () => {
    await ctx.database.db
      .update(categories)
      .set({ status: 'INACTIVE' })
      .where(eq(categories.id, 7));
    try {
      const response = await callEndpoint(ctx, listMainCategories);
      const body = apiEnvelope(listMainCategories.response).parse(response.json());
      expect(body.data.map((category) => category.id)).toEqual([1, 2, 3, 8]);
    } finally {
      await ctx.database.db
        .update(categories)
        .set({ status: 'ACTIVE' })
        .where(eq(categories.id, 7));
    }
  });

  it('serves the seed illustration each category points to', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/categories/phone.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('the HTTP edges', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('answers an unknown API path with a JSON 404 in Korean', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status_code: 404,
      message: '페이지를 찾을 수 없어요.',
      data: null,
    });
  });

  it('reports health with the database it uses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.database).toBe(
      process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    );
  });

  it('publishes the OpenAPI document with the contract schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.paths[listUrl].get.summary).toBe(listMainCategories.summary);
    expect(document.components.schemas.MainCategory).toBeDefined();
  });

  it('serves the docs page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBeLessThan(400);
  });
});

describe('seeding', () => {
  it('fills an empty database once and leaves a used one alone', async () => {
    const ctx = await createTestApp({ seed: false });
    try {
      const { seedIfEmpty } = await import('../seed');
      expect(await seedIfEmpty(ctx.database.db, { demoData: true })).toEqual({ seeded: true });
      expect(await seedIfEmpty(ctx.database.db, { demoData: true })).toEqual({ seeded: false });
      const mainCategories = await ctx.database.db
        .select()
        .from(categories)
        .where(isNull(categories.parentId));
      expect(mainCategories).toHaveLength(5);
    } finally {
      await ctx.close();
    }
  });
});
