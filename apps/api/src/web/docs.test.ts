import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../testing/test-app';
import { keepDocumentedSchemas } from './docs';

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // As the server does before it loads the page renderer, which carries its own copy of the
    // contract and registers the same ids once it has loaded.
    keepDocumentedSchemas();
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it("names the API's own schemas after another copy of the contract registered the same ids", async () => {
    const original = z.globalRegistry._idmap.get('AdditionalService');
    const meta = original && z.globalRegistry.get(original);
    if (!original || !meta) throw new Error('the contract has no AdditionalService schema');
    const copy = z.object({ name: z.string() }).meta({ id: 'AdditionalService' });
    try {
      const response = await ctx.app.inject({ url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(response.json().components.schemas.AdditionalService).toBeDefined();
    } finally {
      // The registry is the process's: the other tests' documents need the contract's own again.
      z.globalRegistry.remove(copy);
      z.globalRegistry.add(original, meta);
    }
  });
});
