import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerLogin, getDevelopmentSmsOutbox, toApiUrl } from '@quotemarket/contract';
import { createBuyer } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';

const notFound = { status_code: 404, message: '페이지를 찾을 수 없어요.', data: null };

/*
 * The development outbox (everyone's texted codes) and the developer login answer only a caller on
 * the server's own machine, judged by the connection: the server listens on every interface, and
 * with TRUST_PROXY the X-Forwarded-For header would otherwise let anyone claim to be 127.0.0.1.
 */
describe('development helpers for callers on this machine', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, trustProxy: true });
    const buyer = await createBuyer(ctx, { phone: null, phoneVerifiedAt: null });
    await ctx.app.inject({
      method: 'POST',
      url: toApiUrl('/v2/verifications'),
      headers: buyer.headers,
      payload: { target: 'PHONE', payload: '01055550202' },
    });
  });
  afterAll(() => ctx.close());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: `${toApiUrl(getDevelopmentSmsOutbox.path)}?phone=01055550202`,
      remoteAddress,
      headers,
    });
  const devLogin = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: toApiUrl(developerLogin.path),
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
});
