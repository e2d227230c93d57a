import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { products } from '../../db/schema';
import { createProduct } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { ProductViewCounter } from './product-views';

describe('ProductViewCounter', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: true });
  });
  afterAll(() => ctx.close());

  const storedViews = async (ids: number[]) =>
    (await ctx.database.db.select().from(products).where(inArray(products.id, ids)))
      .sort((a, b) => a.id - b.id)
      .map((row) => row.viewCount);

  it('stores every counted view in one flush and shows them as pending until then', async () => {
    const [a, b] = [
      await createProduct(ctx, { viewCount: 10 }),
      await createProduct(ctx, { viewCount: 0 }),
    ];
    const counter = new ProductViewCounter(ctx.database.db);
    for (const id of [a.id, a.id, a.id, b.id, b.id]) counter.record(id);
    expect([counter.pending(a.id), counter.pending(b.id)]).toEqual([3, 2]);
    expect(await storedViews([a.id, b.id])).toEqual([10, 0]);

    await counter.flush();
    expect(await storedViews([a.id, b.id])).toEqual([13, 2]);
    expect(counter.pending(a.id)).toBe(0);
    await counter.flush();
    expect(await storedViews([a.id, b.id])).toEqual([13, 2]);
  });

  it('keeps the views for the next flush when storing fails', async () => {
    const product = await createProduct(ctx, { viewCount: 5 });
    let failing = true;
    const flaky = new Proxy(ctx.database.db, {
      get(target, property, receiver) {
        if (property === 'execute' && failing) {
          return async () => {
            throw new Error('database unavailable');
          };
        }
        return Reflect.get(target, property, receiver);
      },
    }) as Database;
    const counter = new ProductViewCounter(flaky);
    counter.record(product.id);
    counter.record(product.id);
    await expect(counter.flush()).rejects.toThrow('database unavailable');
    expect(counter.pending(product.id)).toBe(2);
    failing = false;
    await counter.flush();
    expect(await storedViews([product.id])).toEqual([7]);
  });
});
