import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  endSellerPageSession,
  sellerLogin,
  sellerLogout,
  startSellerPageSession,
  type PageRendererModule,
} from '@quotemarket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSessionCookies } from '../auth/page-session';
import { packageRoot } from '../paths';
import { createBuyer, createProduct, createSeller, sellerPassword } from '../testing/factories';
import { createOpenQuotation, testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';
import { sellerConsolePrefix } from './static-files';
import { endpointUrl, callEndpoint } from '../testing/call-endpoint';

const consoleCookie = pageSessionCookies.seller.name;

/** The console's server entry, compiled from its source as its build compiles it. */
const rendererSource = path.join(
  packageRoot,
  '..',
  'seller',
  'src',
  'prerender',
  'renderConsolePage.tsx',
);

/** The two places of the built index.html (apps/seller/index.html) the server fills. */
const template = [
  '<!doctype html><html lang="ko"><head><title>견적마켓 파트너</title><!--page-head-->',
  '<script type="module" src="/seller/assets/index-1.js"></script></head>',
  '<body><div id="root"><!--page-body--></div></body></html>',
].join('');

const withConsoleSession = (token: string) => ({ cookie: `${consoleCookie}=${token}` });

/** The page token a login puts in the cookie for this account's session. */
const pageTokenOf = (ctx: TestContext, account: { token: string }) =>
  ctx.app.deps.tokens.pageTokenFor(account.token);

function stateOf(html: string): unknown {
  const state = /<script type="application\/json" id="prerendered-state">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  return JSON.parse(state ?? 'null');
}

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe("the console's inbox rendered on the server (decision 0013)", () => {
  let ctx: TestContext;
  let sellerDistDir: string;
  let dealer: Awaited<ReturnType<typeof createSeller>>;
  const phoneName = '서버에서 그린 요청폰';
  const purifierName = '서버에서 그린 정수기';

  beforeAll(async () => {
    sellerDistDir = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-console-'));
    await writeFile(path.join(sellerDistDir, 'index.html'), template);
    // Seeded for its categories; the seed's own requests closed long before `testNow`.
    ctx = await createTestApp({
      now: () => testNow,
      sellerDistDir,
      sellerRenderer: (await import(rendererSource)) as PageRendererModule,
    });
    dealer = await createSeller(ctx, [1, 3], { storeName: '서버렌더 매장' });
    const buyer = await createBuyer(ctx);
    const phone = await createProduct(ctx, { name: phoneName, categoryId1: 1 });
    const purifier = await createProduct(ctx, { name: purifierName, categoryId1: 3 });
    await createOpenQuotation(ctx, { buyerId: buyer.user.id, productId: phone.id, categoryId: 1 });
    await createOpenQuotation(ctx, {
      buyerId: buyer.user.id,
      productId: purifier.id,
      categoryId: 3,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(sellerDistDir, { recursive: true, force: true });
  });

  it("renders the inbox with the dealer's requests and store, for no cache to keep", async () => {
    const page = await ctx.app.inject({
      url: sellerConsolePrefix,
      headers: withConsoleSession(pageTokenOf(ctx, dealer)),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toContain('cookie');
    expect(page.headers['content-security-policy']).toContain("'sha256-");
    const root = rootOf(page.body);
    expect(root).toContain('서버렌더 매장');
    expect(root).toContain(phoneName);
    expect(root).toContain(purifierName);
    expect(root).not.toContain('aria-busy="true"');
    // The first rows themselves, not only the list around them.
    expect(root.match(/<article/g)?.length).toBe(2);
    expect(stateOf(page.body)).toMatchObject({ sellerId: dealer.seller.id });
    // The token travels only in the cookie, never in the page.
    expect(page.body).not.toContain(pageTokenOf(ctx, dealer));
  });

  it("renders the category the address asks for, and the same at the console's bare mount", async () => {
    const filtered = await ctx.app.inject({
      url: `${sellerConsolePrefix}?category=3`,
      headers: withConsoleSession(pageTokenOf(ctx, dealer)),
    });
    expect(rootOf(filtered.body)).toContain(purifierName);
    expect(rootOf(filtered.body)).not.toContain(phoneName);
    const bare = await ctx.app.inject({
      url: '/seller',
      headers: withConsoleSession(pageTokenOf(ctx, dealer)),
    });
    expect(rootOf(bare.body)).toContain(phoneName);
  });

  it('leaves the login, the other pages and a browser without the session to the browser', async () => {
    const withoutSession = await ctx.app.inject({ url: sellerConsolePrefix });
    expect(withoutSession.body).toBe(template);
    for (const url of ['/seller/bids', '/seller/login', '/seller/requests/1']) {
      const page = await ctx.app.inject({
        url,
        headers: withConsoleSession(pageTokenOf(ctx, dealer)),
      });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(template);
    }
  });

  it("forgets a session that has ended, is not a dealer's or is no page token, and leaves the page to the browser", async () => {
    const signedOut = await createSeller(ctx, []);
    await callEndpoint(ctx, sellerLogout, { headers: signedOut.headers });
    const buyer = await createBuyer(ctx);
    // A bearer token is not a page token, even a live dealer's.
    const tokens = [
      pageTokenOf(ctx, signedOut),
      pageTokenOf(ctx, buyer),
      dealer.token,
      'not.a.token',
    ];
    for (const token of tokens) {
      const page = await ctx.app.inject({
        url: sellerConsolePrefix,
        headers: withConsoleSession(token),
      });
      expect(page.body).toBe(template);
      const cookie = page.cookies.find(({ name }) => name === consoleCookie);
      expect(cookie?.value).toBe('');
    }
  });
});

describe("the console's page session cookie", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  type InjectedResponse = Awaited<ReturnType<TestContext['app']['inject']>>;
  const consoleSessionOf = (response: InjectedResponse) =>
    response.cookies.find((cookie) => cookie.name === consoleCookie);

  it("is set by a dealer's login: its page token, HttpOnly, same-site, for the console's pages only", async () => {
    const { seller } = await createSeller(ctx, []);
    const response = await callEndpoint(ctx, sellerLogin, {
      body: { email: seller.email, password: sellerPassword },
    });
    const { token } = response.json<{ data: { token: string } }>().data;
    expect(consoleSessionOf(response)).toMatchObject({
      value: pageTokenOf(ctx, { token }),
      path: sellerConsolePrefix.slice(0, -1),
      httpOnly: true,
      sameSite: 'Lax',
    });
    // The buyer's page session is another cookie, which a dealer's login leaves alone.
    expect(response.cookies.map(({ name }) => name)).not.toContain(pageSessionCookies.buyer.name);
  });

  it("is set for a dealer's token on request, and only for a dealer's", async () => {
    const url = endpointUrl(startSellerPageSession);
    const dealer = await createSeller(ctx, []);
    const started = await ctx.app.inject({ method: 'PUT', url, headers: dealer.headers });
    expect(started.json()).toMatchObject({ status_code: 200, data: null });
    expect(consoleSessionOf(started)).toMatchObject({
      value: pageTokenOf(ctx, dealer),
      httpOnly: true,
    });

    const anonymous = await ctx.app.inject({ method: 'PUT', url });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await createBuyer(ctx);
    const asBuyer = await ctx.app.inject({ method: 'PUT', url, headers: buyer.headers });
    expect(asBuyer.statusCode).toBe(403);
    expect(consoleSessionOf(asBuyer)).toBeUndefined();
  });

  it.each([
    ['logout', sellerLogout],
    ['ending it on request', endSellerPageSession],
  ] as const)('is removed by %s', async (_case, endpoint) => {
    const dealer = await createSeller(ctx, []);
    const response = await callEndpoint(ctx, endpoint, { headers: dealer.headers });
    expect(response.statusCode).toBe(200);
    const cookie = consoleSessionOf(response);
    expect(cookie?.value).toBe('');
    expect(cookie?.path).toBe('/seller');
  });
});
