import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  developerLogin,
  requestPhoneVerification,
  getDevelopmentSmsOutbox,
} from '@quotemarket/contract';
import { createBuyer } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

const notFound = { status_code: 404, message: '페이지를 찾을 수 없어요.', data: null };

/*
 * The development outbox (everyone's texted codes) and the developer login answer only a caller on
 * the server's own machine. Which caller that is, TRUST_PROXY says: without it the connection;
 * with it the client its trusted proxies forwarded, so a reverse proxy on this machine does not
 * make everyone behind it local, and nobody else's X-Forwarded-For is believed.
 */
describe.each<[string, false | string[]]>([
  ['without TRUST_PROXY', false],
  ['behind a reverse proxy on this machine (TRUST_PROXY=loopback)', ['loopback']],
])('development helpers for callers on this machine, %s', (_setup, trustProxy) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, trustProxy });
    const buyer = await createBuyer(ctx, { phone: null, phoneVerifiedAt: null });
    await callEndpoint(ctx, requestPhoneVerification, {
      headers: buyer.headers,
      body: { target: 'PHONE', payload: '01055550202' },
    });
  });
  afterAll(() => ctx.close());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: endpointUrl(getDevelopmentSmsOutbox, { query: { phone: '01055550202' } }),
      remoteAddress,
      headers,
    });
  const devLogin = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: endpointUrl(developerLogin),
      remoteAddress,
      headers,
      payload: { email: 'someone@example.com' },
    });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('show the outbox to %s', async (address) => {
    const response = await outbox(address);
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ phone: '01055550202' });
  });

  it('hide the outbox from another address, whatever X-Forwarded-For says', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
      const response = await outbox('192.168.0.23', headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('refuse the developer login to another address, whatever X-Forwarded-For says', async () => {
    expect((await devLogin('127.0.0.1')).statusCode).toBe(200);
    const forwarded = await devLogin('192.168.0.23', { 'x-forwarded-for': '127.0.0.1' });
    expect(forwarded.statusCode).toBe(404);
    expect(forwarded.json()).toEqual(notFound);
  });

  // A caller on the internet, as this machine's socket shows it: through the proxy, or not.
  const internetCaller = { 'x-forwarded-for': '203.0.113.7' };

  if (trustProxy) {
    it('refuse a client the proxy forwarded from elsewhere, though it connects from here', async () => {
      for (const headers of [internetCaller, { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' }]) {
        expect((await outbox('127.0.0.1', headers)).json()).toEqual(notFound);
        expect((await devLogin('127.0.0.1', headers)).json()).toEqual(notFound);
      }
      const local = await devLogin('127.0.0.1', { 'x-forwarded-for': '::1' });
      expect(local.statusCode).toBe(200);
    });
  } else {
    it('judge by the connection, whatever X-Forwarded-For says', async () => {
      expect((await outbox('127.0.0.1', internetCaller)).statusCode).toBe(200);
      expect((await devLogin('127.0.0.1', internetCaller)).statusCode).toBe(200);
    });
  }
});
