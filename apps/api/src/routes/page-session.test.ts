import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelMembership,
  developerLogin,
  endPageSession,
  getProfile,
  logout,
  startPageSession,
} from '@quotemarket/contract';
import { pageSessionCookies } from '../auth/page-session';
import { authMessages } from '../auth/request-auth';
import { createBuyer, createSeller } from '../testing/factories';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

const pageSessionCookie = pageSessionCookies.buyer.name;

type InjectedResponse = Awaited<ReturnType<TestContext['app']['inject']>>;

function pageSessionOf(response: InjectedResponse) {
  return response.cookies.find((cookie) => cookie.name === pageSessionCookie);
}

const thirtyDaysInSeconds = 30 * 24 * 60 * 60;

describe('the page session cookie', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  /** The page token a login puts in the cookie for this bearer token's session. */
  const pageTokenFor = (token: string) => ctx.app.deps.tokens.pageTokenFor(token);

  it('is set by a login: its page token, HttpOnly, same-site, for as long as the token lives', async () => {
    const response = await callEndpoint(ctx, developerLogin, {
      body: { email: 'cookie@quotemarket.kr' },
    });
    const { token } = response.json<{ data: { token: string } }>().data;
    expect(pageSessionOf(response)).toMatchObject({
      value: pageTokenFor(token),
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: thirtyDaysInSeconds,
    });
    // Over plain HTTP (a development server) the browser would refuse a Secure cookie.
    expect(pageSessionOf(response)?.secure).toBeUndefined();
  });

  it('is Secure behind HTTPS', async () => {
    const behindProxy = await createTestApp({ seed: false, trustProxy: true });
    try {
      const buyer = await createBuyer(behindProxy);
      const response = await behindProxy.app.inject({
        method: 'PUT',
        url: endpointUrl(startPageSession),
        headers: { ...buyer.headers, 'x-forwarded-proto': 'https' },
      });
      expect(pageSessionOf(response)).toMatchObject({
        value: behindProxy.app.deps.tokens.pageTokenFor(buyer.token),
        secure: true,
      });
    } finally {
      await behindProxy.close();
    }
  });

  it("is set for a signed-in buyer's token on request, and only for a buyer's", async () => {
    const buyer = await createBuyer(ctx);
    const url = endpointUrl(startPageSession);
    const started = await ctx.app.inject({ method: 'PUT', url, headers: buyer.headers });
    expect(started.json()).toMatchObject({ status_code: 200, data: null });
    expect(pageSessionOf(started)).toMatchObject({
      value: pageTokenFor(buyer.token),
      httpOnly: true,
    });

    const anonymous = await ctx.app.inject({ method: 'PUT', url });
    expect(anonymous.statusCode).toBe(401);
    expect(pageSessionOf(anonymous)).toBeUndefined();
    const seller = await createSeller(ctx, []);
    const dealer = await ctx.app.inject({ method: 'PUT', url, headers: seller.headers });
    expect(dealer.statusCode).toBe(403);
    expect(pageSessionOf(dealer)).toBeUndefined();
  });

  it('carries a token that can only render pages: the API refuses it as a bearer', async () => {
    const login = await callEndpoint(ctx, developerLogin, {
      body: { email: 'page-only@quotemarket.kr' },
    });
    const { token } = login.json<{ data: { token: string } }>().data;
    const pageToken = pageSessionOf(login)!.value;
    expect(pageToken).not.toBe(token);
    const as = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
    const expired = { status_code: 401, message: authMessages.expired, data: null };
    // A read, and a write that would end the session (the cookie's own reads pass only in rendering).
    for (const [method, url] of [
      ['GET', endpointUrl(getProfile)],
      ['POST', endpointUrl(logout)],
    ] as const) {
      const refused = await ctx.app.inject({ method, url, headers: as(pageToken) });
      expect(refused.json(), url).toEqual(expired);
    }
    // Nor does a client that names the rendering's mark without its secret get further.
    const guessed = await callEndpoint(ctx, getProfile, {
      headers: { ...as(pageToken), 'x-quotemarket-page-rendering': 'guessed' },
    });
    expect(guessed.json()).toEqual(expired);
    const profile = await callEndpoint(ctx, getProfile, { headers: as(token) });
    expect(profile.statusCode).toBe(200);
  });

  it.each([
    ['logout', logout],
    ['withdrawal', cancelMembership],
    ['ending it on request', endPageSession],
  ] as const)('is removed by %s', async (_case, endpoint) => {
    const buyer = await createBuyer(ctx);
    const response = await callEndpoint(ctx, endpoint, { headers: buyer.headers });
    expect(response.statusCode).toBe(200);
    const cookie = pageSessionOf(response);
    expect(cookie?.value).toBe('');
    expect(cookie?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
