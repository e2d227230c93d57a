import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema, getProfile, sellerLogin, toApiUrl } from '@quotemarket/contract';
import { contractEndpoints } from '../testing/contract-endpoints';
import { createBuyer, createOperator, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

/** One past what a PostgreSQL `integer` column holds (written out, not taken from the contract). */
const pastStoredInteger = '2147483648';

/** Every answer to bad input: a 4xx in the envelope, with a message a buyer can read. */
function expectReadableRefusal(
  response: { statusCode: number; json(): unknown; body: string },
  statuses: readonly number[] = [400],
) {
  expect(statuses, response.body).toContain(response.statusCode);
  const body = apiErrorBodySchema.parse(response.json());
  expect(body.status_code).toBe(response.statusCode);
  expect(body.message).toMatch(/[가-힣]/);
}

describe('hostile input', () => {
  let ctx: TestContext;
  let buyerHeaders: Record<string, string>;
  let sellerHeaders: Record<string, string>;
  let operatorHeaders: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    buyerHeaders = (await createBuyer(ctx)).headers;
    sellerHeaders = (await createSeller(ctx)).headers;
    operatorHeaders = (await createOperator(ctx, 'ADMIN')).headers;
  });
  afterAll(() => ctx.close());

  const headersFor = (auth: string | undefined) =>
    auth === 'seller'
      ? sellerHeaders
      : auth === 'operator'
        ? operatorHeaders
        : auth
          ? buyerHeaders
          : {};

  describe('ids past what the columns hold', () => {
    const withPathIds = contractEndpoints.filter(([, endpoint]) => endpoint.path.includes('/:'));

    it.each(withPathIds)('%s refuses one in its path', async (_name, endpoint) => {
      const response = await ctx.app.inject({
        method: endpoint.method,
        url: toApiUrl(endpoint.path.replace(/:[A-Za-z]+/g, pastStoredInteger)),
        headers: headersFor(endpoint.auth),
        ...(endpoint.method !== 'GET' && endpoint.method !== 'DELETE' && { payload: {} }),
      });
      expectReadableRefusal(response, [400, 404]);
    });

    it.each([
      ['/api/v2/bidding-requests/product?productId=', 'buyer'],
      ['/api/bidding-requests/questions/category?categoryId=', 'buyer'],
      ['/api/seller/by-user-id?userId=', undefined],
      ['/api/v2/seller/inbox?categoryId=', 'seller'],
      ['/api/notices?pageNo=', undefined],
    ])('refuses one in the query of %s', async (url, auth) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${url}${pastStoredInteger}`,
        headers: headersFor(auth),
      });
      expectReadableRefusal(response, [400, 404]);
    });

    it('refuses one in a body', async () => {
      const tooLarge = Number(pastStoredInteger);
      for (const [url, payload, headers] of [
        ['/api/v2/quotation-list/estimation-success', { estimationId: tooLarge }, buyerHeaders],
        ['/api/home/wishlist/toggle', { productId: tooLarge }, buyerHeaders],
        ['/api/v2/bidding-requests/end', { quotationId: tooLarge }, buyerHeaders],
      ] as const) {
        const response = await ctx.app.inject({ method: 'POST', url, headers, payload });
        expectReadableRefusal(response, [400, 404]);
      }
    });
  });

  describe('NUL characters', () => {
    it.each([
      ['a search', 'GET', '/api/v2/home/get-ab-products-under-category?productName=%00', {}],
      ['a query value', 'GET', '/api/v2/home/get-ab-products-under-category?productName=a%00b', {}],
    ])('refuses %s with a 400', async (_what, method, url, headers) => {
      const response = await ctx.app.inject({ method: method as 'GET', url, headers });
      expectReadableRefusal(response);
    });

    it('refuses one in a JSON body, at any depth', async () => {
      const response = await callEndpoint(ctx, sellerLogin, {
        body: { email: 'demo\u0000@dealer.quotemarket.kr', password: 'x' },
      });
      expectReadableRefusal(response);
      const nested = await ctx.app.inject({
        method: 'POST',
        url: '/api/fcm/register',
        headers: buyerHeaders,
        payload: { platform: 'web', udid: 'device', extra: { deeper: ['ok', 'bad\u0000'] } },
      });
      expectReadableRefusal(nested);
    });

    it('refuses one in a multipart field', async () => {
      const boundary = 'quotemarket-boundary';
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: endpointUrl(getProfile),
        headers: { ...buyerHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload:
          `--${boundary}\r\nContent-Disposition: form-data; name="nickname"\r\n\r\n` +
          `지\u0000현\r\n--${boundary}--\r\n`,
      });
      expectReadableRefusal(response);
    });
  });

  it('answers a malformed multipart body with a 400', async () => {
    for (const contentType of [
      'multipart/form-data; boundary=',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: endpointUrl(getProfile),
        headers: { ...buyerHeaders, 'content-type': contentType },
        payload: 'x',
      });
      expectReadableRefusal(response);
    }
  });

  describe('answers Fastify and Node raise before a route', () => {
    it('puts a malformed address in the envelope', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/products/%E0%A4%A' });
      expectReadableRefusal(response, [400]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    });

    it('puts a path segment past its length limit in the envelope, as a 414', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v2/products/${'1'.repeat(500)}`,
      });
      expectReadableRefusal(response, [414]);
    });

    /** Sends `head` on a raw socket and reads the whole answer Node writes before closing. */
    async function rawExchange(head: string) {
      if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = ctx.app.server.address() as AddressInfo;
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(head));
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('utf8')));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      const [headLines = '', body = ''] = raw.split('\r\n\r\n');
      return { head: headLines, body, json: () => JSON.parse(body) as unknown };
    }

    it('puts headers too large for Node in the envelope, as a 431 with the security headers', async () => {
      const answer = await rawExchange(
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(answer.head).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer.head).toMatch(/content-type: application\/json; charset=utf-8/i);
      expect(answer.head).toMatch(/x-content-type-options: nosniff/i);
      expect(answer.head).toMatch(/referrer-policy: strict-origin-when-cross-origin/i);
      expect(answer.head).toMatch(/permissions-policy: \S/i);
      expect(answer.head).toMatch(/x-frame-options: DENY/i);
      expectReadableRefusal({ statusCode: 431, ...answer }, [431]);
      expect(answer.json()).toHaveProperty('message', expect.stringContaining('헤더'));
    });

    it('answers an address too long for Node as a 414 that says so, not as a header problem', async () => {
      const answer = await rawExchange(
        `GET /api/v2/products?productName=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(answer.head).toMatch(/^HTTP\/1\.1 414 /);
      expectReadableRefusal({ statusCode: 414, ...answer }, [414]);
      expect(answer.json()).toHaveProperty(
        'message',
        '주소가 너무 길어요. 주소를 다시 확인해 주세요.',
      );
    });

    it('puts an unknown method in the envelope', async () => {
      const response = await ctx.app.inject({ method: 'PROPFIND' as 'GET', url: '/api/health' });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toHaveProperty('status_code', response.statusCode);
    });
  });
});
