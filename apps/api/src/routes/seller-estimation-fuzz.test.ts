import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractMonthOptions,
  estimationCarrierOptions,
  estimationManageCycles,
  estimationManageMethods,
  submitSellerEstimation,
  updateSellerEstimation,
} from '@quotemarket/contract';
import {
  call,
  callOk,
  createOpenQuotation,
  internetTerms,
  phoneTerms,
  rentalTerms,
  testNow,
} from '../testing/seller-kit';
import { createBuyer, createProduct, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

/** Numbers near every edge the rules have: signs, bounds, the column type, the allowed lists. */
const edgyNumber = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(-1, 0, 10_000_000, 10_000_001, 2 ** 31, Number.MAX_SAFE_INTEGER),
  },
  { weight: 1, arbitrary: fc.constantFrom(...contractMonthOptions) },
  { weight: 1, arbitrary: fc.integer({ min: -20_000_000, max: 20_000_000 }) },
  { weight: 1, arbitrary: fc.double() },
);

const anyValue = fc.oneof(
  { arbitrary: edgyNumber, weight: 4 },
  fc.string({ maxLength: 600 }),
  fc.constantFrom(
    ...estimationCarrierOptions,
    ...estimationManageMethods,
    ...estimationManageCycles,
  ),
  fc.constant(null),
  fc.boolean(),
  fc.array(
    fc.record(
      { name: fc.string({ maxLength: 50 }), monthlyFee: edgyNumber, requiredMonths: edgyNumber },
      { requiredKeys: [] },
    ),
    { maxLength: 7 },
  ),
);

const validBodies = [phoneTerms, internetTerms, rentalTerms];
const fieldNames = [...new Set(validBodies.flatMap((body) => Object.keys(body)))];

/** Mostly valid bodies with a few fields replaced or removed, some wholly random objects and values. */
const estimationBody = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...validBodies),
        // Most fields are numbers: mostly numbers go in, so bodies get past validation and reach the database.
        fc.dictionary(
          fc.constantFrom(...fieldNames),
          fc.oneof({ weight: 4, arbitrary: edgyNumber }, anyValue),
          {
            maxKeys: 2,
          },
        ),
        fc.subarray(fieldNames, { maxLength: 1 }),
      )
      .map(([base, changes, removed]) => {
        const body: Record<string, unknown> = { ...base, ...changes };
        for (const field of removed) delete body[field];
        return body;
      }),
  },
  { weight: 2, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 6 }) },
  { weight: 1, arbitrary: anyValue },
);

describe('random estimation bodies', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  const quotationIds: number[] = [];
  const estimationIds: number[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => testNow });
    ({ headers } = await createSeller(ctx));
    const { user } = await createBuyer(ctx);
    for (const [categoryId, body] of [
      [1, phoneTerms],
      [2, internetTerms],
      [3, rentalTerms],
    ] as const) {
      const product = await createProduct(ctx, { categoryId1: categoryId, price: 1_000_000 });
      const quotation = await createOpenQuotation(ctx, {
        buyerId: user.id,
        productId: product.id,
        categoryId,
      });
      const edited = await createOpenQuotation(ctx, {
        buyerId: user.id,
        productId: product.id,
        categoryId,
      });
      quotationIds.push(quotation.id);
      const sent = await callOk(
        ctx,
        submitSellerEstimation,
        { headers, params: { id: edited.id }, body },
        201,
      );
      estimationIds.push(sent.id);
    }
  });
  afterAll(() => ctx.close());

  it('never cause a server error, on a new quote or an edit', async () => {
    await fc.assert(
      fc.asyncProperty(
        estimationBody,
        fc.nat({ max: 2 }),
        // Edits mostly: a dealer's second send stops at the one-per-request rule before the database.
        fc.constantFrom(true, true, true, false),
        async (body, target, isEdit) => {
          const response = isEdit
            ? await call(ctx, updateSellerEstimation, {
                headers,
                params: { id: estimationIds[target]! },
                body,
              })
            : await call(ctx, submitSellerEstimation, {
                headers,
                params: { id: quotationIds[target]! },
                body,
              });
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: 800 },
    );
  });
});
