import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toApiUrl, type Endpoint } from '@quotemarket/contract';
import { contractEndpoints } from './testing/contract-endpoints';
import { createBuyer, createOperator, createSeller } from './testing/factories';
import { recordFigure } from './testing/figures';
import { createTestApp, type TestContext } from './testing/test-app';
import { callEndpoint } from './testing/call-endpoint';

const endpoints = contractEndpoints;

/** Every path parameter of `endpoint` set to 1: enough to reach its access check. */
const placeholderParams = (endpoint: Endpoint) =>
  Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map((match) => [match[1]!, 1]));

describe('the contract and the API agree', () => {
  let ctx: TestContext;
  let buyerToken: string;
  let sellerToken: string;
  let operatorId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    buyerToken = (await createBuyer(ctx)).token;
    sellerToken = (await createSeller(ctx)).token;
    operatorId = (await createOperator(ctx, 'ADMIN')).operator.id;
  });
  afterAll(() => ctx.close());

  it('exports a healthy number of endpoints, each path once per method', () => {
    expect(endpoints.length).toBeGreaterThan(10);
    const keys = endpoints.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('documents every endpoint in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const missing = endpoints
      .map(([name, endpoint]) => {
        const openApiPath = toApiUrl(endpoint.path).replace(/:([A-Za-z]+)/g, '{$1}');
        return document.paths[openApiPath]?.[endpoint.method.toLowerCase()] ? null : name;
      })
      .filter(Boolean);
    expect(missing).toEqual([]);
  });

  describe.each(endpoints.filter(([, endpoint]) => endpoint.auth && endpoint.auth !== 'optional'))(
    '%s is closed to the wrong callers',
    (_name, endpoint) => {
      const call = (authorization?: string) =>
        callEndpoint(ctx, endpoint, {
          params: placeholderParams(endpoint),
          ...(authorization && { headers: { authorization } }),
          ...(endpoint.method !== 'GET' && endpoint.method !== 'DELETE' && { body: {} }),
        });

      it('answers 401 without a token, or with a bad one', async (context) => {
        const callers = [undefined, 'Bearer not-a-token'];
        for (const authorization of callers) {
          const response = await call(authorization);
          expect(response.statusCode).toBe(401);
          expect(response.json()).toMatchObject({ status_code: 401, data: null });
        }
        await recordFigure(
          context,
          'authorization cells (endpoint × wrong caller)',
          callers.length,
        );
      });

      it('answers 403 to the other kind of account', async (context) => {
        const other = endpoint.auth === 'buyer' ? sellerToken : buyerToken;
        const response = await call(`Bearer ${other}`);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(/[가-힣]/);
        await recordFigure(context, 'authorization cells (endpoint × wrong caller)', 1);
      });
    },
  );

  const segment = fc.oneof(
    fc.integer().map(String),
    fc.string({ maxLength: 12 }),
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      'NaN',
      '9'.repeat(30),
      '%00',
      '../..',
      "'; drop table users;--",
      '한글',
    ),
  );
  const scalar = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
  );
  const queryValues = fc.dictionary(
    fc.constantFrom(
      'page',
      'size',
      'pageNo',
      'pageSize',
      'productId',
      'categoryId',
      'sortBy',
      'sortOrder',
      'userId',
      'quotationId',
      'productName',
      'x',
    ),
    fc.oneof(segment, fc.constant('')),
    { maxKeys: 4 },
  );
  const bodies = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(
      fc.string({ maxLength: 15 }),
      fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })),
      { maxKeys: 6 },
    ),
  );

  describe.each(endpoints)('%s never answers 5xx to malformed input', (_name, endpoint) => {
    it('keeps every answer a 2xx or a 4xx envelope', async () => {
      // An operator session of this endpoint's own: the logout's ends only its own.
      const operatorToken =
        endpoint.auth === 'operator'
          ? await ctx.app.deps.operatorSessions.start(operatorId, {
              address: '127.0.0.1',
              userAgent: 'vitest',
            })
          : undefined;
      const token = endpoint.auth === 'seller' ? sellerToken : (operatorToken ?? buyerToken);
      const authorization = endpoint.auth ? `Bearer ${token}` : undefined;
      await fc.assert(
        fc.asyncProperty(segment, queryValues, bodies, async (pathValue, query, body) => {
          // Arbitrary text in every path parameter and arbitrary query keys: the URL is built by
          // hand on purpose, as a hostile caller would build it.
          const path = endpoint.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(pathValue));
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
          const response = await ctx.app.inject({
            method: endpoint.method,
            url: `${toApiUrl(path)}${search ? `?${search}` : ''}`,
            headers: authorization ? { authorization } : {},
            ...(hasBody && {
              payload: JSON.stringify(body),
              headers: {
                'content-type': 'application/json',
                ...(authorization && { authorization }),
              },
            }),
          });
          if (response.statusCode >= 500) {
            throw new Error(
              `${response.statusCode} for ${endpoint.method} ${path}?${search} ${JSON.stringify(body)}: ${response.body}`,
            );
          }
          expect(response.json()).toHaveProperty('status_code', response.statusCode);
        }),
        { numRuns: 15, seed: 20261121 },
      );
    });
  });
});
