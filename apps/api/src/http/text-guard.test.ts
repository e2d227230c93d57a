import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema, sellerLogin } from '@quotemarket/contract';
import { createTestApp, type TestContext } from '../testing/test-app';
import { containsNul } from './text-guard';
import { callEndpoint } from '../testing/call-endpoint';

/** `depth` arrays inside each other around `inner`, as JSON.parse would build them. */
const nested = (depth: number, inner: unknown): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

// Found by the OpenAPI fuzz suite: a JSON body of arrays nested ten thousand deep (valid JSON, well
// under the body limit) overflowed the stack of the NUL check, a 500 on every route.
describe('the NUL check on deeply nested JSON', () => {
  it('looks all the way down without overflowing the stack', () => {
    expect(containsNul(nested(200_000, 'a'))).toBe(false);
    expect(containsNul(nested(200_000, 'a\u0000'))).toBe(true);
    expect(containsNul(nested(200_000, { 'k\u0000': 1 }))).toBe(true);
  });

  describe('through the API', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ seed: false });
    });
    afterAll(() => ctx.close());

    it('answers a 400 in the envelope', async () => {
      const response = await callEndpoint(ctx, sellerLogin, {
        headers: { 'content-type': 'application/json' },
        body: '['.repeat(10_000) + ']'.repeat(10_000),
      });
      expect(response.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(response.json())).toMatchObject({ status_code: 400 });
    });
  });
});
