import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  fontFacesManifestName,
  listMostSoldProducts,
  listProductsUnderCategory,
  pageFontsMetaName,
  logout,
  type PageRendererModule,
} from '@quotemarket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSessionCookies } from '../auth/page-session';
import { packageRoot } from '../paths';
import { createBuyer, createSeller } from '../testing/factories';
import { createOpenQuotation } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';
import { callEndpoint } from '../testing/call-endpoint';

const pageSessionCookie = pageSessionCookies.buyer.name;

/** The buyer app's server entry, compiled from its source as its build compiles it. */
const rendererSource = path.join(packageRoot, '..', 'app', 'src', 'prerender', 'renderPage.tsx');

/** The kit's global stylesheet, as the build inlines it (scripts/inlineStyleSheet.ts). */
const inlineCss = ':root { --qm-color-primary: #1b64da; }';

/**
 * The built index.html (apps/app/index.html): the inlined stylesheet, and the three places the
 * server fills.
 */
const template = [
  `<!doctype html><html lang="ko"><head><style>${inlineCss}</style>`,
  '<title>견적마켓</title><!--page-head-->',
  '<script type="module" src="/assets/index-1.js"></script></head>',
  '<body><div id="root"><!--page-body--></div></body></html>',
].join('');

/** The build's font faces (scripts/appStart.ts): one for Hangul, one no page of the app draws from. */
const fontFaces = {
  faces: [
    { href: '/assets/hangul.woff2', ranges: [[0xac00, 0xd7a3]] },
    { href: '/assets/kana.woff2', ranges: [[0x3040, 0x30ff]] },
  ],
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function directive(policy: string | undefined, name: string): string[] {
  const found = (policy ?? '').split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

/** An app serving a built buyer app (the template above) whose pages `renderer` renders. */
function appRenderingWith(renderer: () => Promise<PageRendererModule>, options: { seed: boolean }) {
  const app: { ctx?: TestContext; webDistDir?: string } = {};
  beforeAll(async () => {
    app.webDistDir = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-rendered-'));
    await writeFile(path.join(app.webDistDir, 'index.html'), template);
    await writeFile(path.join(app.webDistDir, fontFacesManifestName), JSON.stringify(fontFaces));
    app.ctx = await createTestApp({
      ...options,
      webDistDir: app.webDistDir,
      webRenderer: await renderer(),
    });
  });
  afterAll(async () => {
    await app.ctx?.close();
    if (app.webDistDir) await rm(app.webDistDir, { recursive: true, force: true });
  });
  return () => {
    if (!app.ctx) throw new Error('the app has not started');
    return app.ctx;
  };
}

describe('pages rendered on the server', () => {
  const started = appRenderingWith(
    async () => (await import(rendererSource)) as PageRendererModule,
    { seed: true },
  );
  let ctx: TestContext;
  beforeAll(() => {
    ctx = started();
  });

  async function firstPhone(): Promise<{ id: number; name: string }> {
    const answer = await callEndpoint(ctx, listProductsUnderCategory, {
      query: { mainCategoryId: 1, pageNo: 1, pageSize: 1 },
    });
    const [phone] = answer.json<{ data: { list: Array<{ id: number; productName: string }> } }>()
      .data.list;
    if (!phone) throw new Error('the seed has no phone');
    return { id: phone.id, name: phone.productName };
  }

  it('sends the home with its data, its styles admitted by hash, and the state to hydrate', async () => {
    const page = await ctx.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>홈 | 견적마켓</title>');
    // The best sellers come from the database, not from a skeleton.
    const root = page.body.slice(page.body.indexOf('<div id="root">'));
    const bestSellers = await callEndpoint(ctx, listMostSoldProducts);
    const [best] = bestSellers.json<{ data: Array<{ name: string }> }>().data;
    expect(root).toContain('이달의 베스트');
    expect(root).toContain(best?.name);
    // The font files its text draws from, for the start script to ask for after the first paint.
    expect(page.body).toContain(
      `<meta name="${pageFontsMetaName}" content="/assets/hangul.woff2">`,
    );

    const style = /<style data-styled="true"[^>]*>([^<]*)<\/style>/.exec(page.body)?.[1];
    expect(style).toBeTruthy();
    const policy = page.headers['content-security-policy'] as string;
    expect(directive(policy, 'style-src')).toContain(sha256(style ?? ''));
    expect(directive(policy, 'style-src')).toContain(sha256(inlineCss));
    expect(directive(policy, 'style-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).toEqual(
      expect.not.arrayContaining(["'unsafe-inline'"]),
    );
    // The home's markup has no style attribute, and its policy admits none.
    expect(root).not.toContain(' style="');
    expect(directive(policy, 'style-src-attr')).toEqual([]);

    const parsed = stateOf(page.body) as {
      queries: { queries: Array<{ queryKey: unknown[]; state: { status: string } }> };
    };
    expect(parsed.queries.queries.length).toBeGreaterThan(0);
    expect(parsed.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it('renders a product page with the product, compressed for a browser', async () => {
    const phone = await firstPhone();
    const page = await ctx.app.inject({
      url: `/request-details/1/Mobile%20Phones/${phone.id}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<title>휴대폰 상세 | 견적마켓</title>');
    expect(html).toContain(`${phone.name}, 최저가 견적을 받아 볼까요?`);
  });

  it('renders a category home with its live counters counted, not loading', async () => {
    const page = await ctx.app.inject({ url: '/product/home/1/Mobile%20Phones' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('오늘 견적 요청');
    expect(page.body).not.toContain('aria-busy="true"');
    // Every style attribute of the markup (the list's box, a visually hidden label) is admitted by
    // its own hash.
    const root = page.body.slice(page.body.indexOf('<div id="root">'));
    const attributes = [...root.matchAll(/ style="([^"]*)"/g)].map(([, value]) => value ?? '');
    expect(attributes.length).toBeGreaterThan(0);
    expect(directive(page.headers['content-security-policy'] as string, 'style-src-attr')).toEqual(
      expect.arrayContaining(["'unsafe-hashes'", ...attributes.map(sha256)]),
    );
    const keys = (
      stateOf(page.body) as { queries: { queries: Array<{ queryKey: unknown[] }> } }
    ).queries.queries.map((query) => query.queryKey.join('/'));
    expect(keys).toEqual(
      expect.arrayContaining([
        expect.stringContaining('connected-buyers'),
        expect.stringContaining('quotes-received-today'),
      ]),
    );
  });

  it('answers a path no page has with 404 and the Not Found page', async () => {
    const page = await ctx.app.inject({ url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<title>페이지 없음 | 견적마켓</title>');
    expect(page.body).toContain('찾을 수 없어요');
    // The browser loads that page's code before taking the markup over.
    expect(stateOf(page.body)).toMatchObject({ fallbackPages: ['not-found'] });
  });

  it('names no fallback page in the state of a page that draws none', async () => {
    const page = await ctx.app.inject({ url: '/terms/use-terms' });
    expect(stateOf(page.body)).toMatchObject({ fallbackPages: [] });
  });

  it('names Not Found in the state of a page that draws it in its place (an unknown terms text)', async () => {
    const page = await ctx.app.inject({ url: '/terms/no-such-term' });
    expect(page.body).toContain('찾을 수 없어요');
    expect(stateOf(page.body)).toMatchObject({ fallbackPages: ['not-found'] });
  });

  it('leaves a page whose data fails (an unknown product) to the browser, which explains it', async () => {
    const page = await ctx.app.inject({ url: '/request-details/1/Mobile%20Phones/999999' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(template);
  });

  it('forwards a deep link with a redirect before any page is sent, and only within the app', async () => {
    const inApp = await ctx.app.inject({
      url: '/branch?path=%2Fstore-information%2F3%3Ftab%3Dreview',
    });
    expect(inApp.statusCode).toBe(302);
    expect(inApp.headers.location).toBe('/store-information/3?tab=review');
    expect(inApp.headers['cache-control']).toBe('no-store');
    // The forms a hostile link tries, those that only normalisation turns into another host
    // among them, and a path of no page.
    const elsewhereTargets = [
      'https://evil.test/faq',
      '//evil.test',
      '/\\evil.test',
      '/.//evil.test',
      '/%2e//evil.test',
      '/a/..//evil.test',
      '/../..//evil.test/faq',
      '/./\\evil.test',
      '/no-such-page',
    ];
    for (const target of elsewhereTargets) {
      const elsewhere = await ctx.app.inject({
        url: `/branch?path=${encodeURIComponent(target)}`,
      });
      expect(elsewhere.statusCode, target).toBe(302);
      expect(elsewhere.headers.location, target).toBe('/');
    }
  });

  it('leaves the pages behind the login to the browser without a page session', async () => {
    const page = await ctx.app.inject({ url: '/quotation-check' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(template);
  });

  describe('with a page session (decision 0012)', () => {
    const withSession = (token: string) => ({ cookie: `${pageSessionCookie}=${token}` });
    /** The page token a login puts in the cookie for this buyer's session. */
    const pageTokenOf = (buyer: { token: string }) => ctx.app.deps.tokens.pageTokenFor(buyer.token);

    it("renders a page behind the login with the buyer's data, for no cache to keep", async () => {
      const buyer = await createBuyer(ctx, { nickname: '세션구매자' });
      const page = await ctx.app.inject({
        url: '/my-profile',
        headers: withSession(pageTokenOf(buyer)),
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.vary).toContain('cookie');
      expect(page.body).toContain('<title>MY | 견적마켓</title>');
      const root = page.body.slice(page.body.indexOf('<div id="root">'));
      expect(root).toContain('세션구매자');
      expect(stateOf(page.body)).toMatchObject({ buyerId: buyer.user.id, dependsOnSession: false });
      // The token travels only in the cookie, never in the page.
      expect(page.body).not.toContain(pageTokenOf(buyer));
    });

    it('renders it for a browser on the network too, not only for a request made in process', async () => {
      const buyer = await createBuyer(ctx, { nickname: '네트워크구매자' });
      const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const page = await fetch(`${origin}/my-profile`, {
        headers: withSession(pageTokenOf(buyer)),
      });
      expect(page.status).toBe(200);
      const body = await page.text();
      expect(stateOf(body)).toMatchObject({ buyerId: buyer.user.id });
      expect(body).toContain('네트워크구매자');
    });

    it("puts a list's first rows in the markup: the quotation check shows the buyer's requests before its script runs", async () => {
      const buyer = await createBuyer(ctx);
      const phone = await firstPhone();
      const submittedAt = new Date(Date.now() - 60 * 60 * 1000);
      await createOpenQuotation(ctx, {
        buyerId: buyer.user.id,
        productId: phone.id,
        categoryId: 1,
        submittedAt,
      });
      const page = await ctx.app.inject({
        url: '/quotation-check',
        headers: withSession(pageTokenOf(buyer)),
      });
      expect(page.statusCode).toBe(200);
      // The markup alone, without the state the browser hydrates (which names the product too).
      const markup = page.body
        .slice(page.body.indexOf('<div id="root">'))
        .replace(/<script[^>]*>[^<]*<\/script>/g, '');
      expect(markup).toContain(phone.name);
      expect(markup).toMatch(/role="list"[^>]*data-layout="flow"/);
    });

    it('still renders a public page as a guest sees it', async () => {
      const buyer = await createBuyer(ctx);
      const page = await ctx.app.inject({ url: '/', headers: withSession(pageTokenOf(buyer)) });
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(stateOf(page.body)).toMatchObject({ buyerId: null });
    });

    it("forgets a page session that has ended, is not a buyer's or is no page token, and leaves the page to the browser", async () => {
      const signedOut = await createBuyer(ctx);
      await callEndpoint(ctx, logout, { headers: signedOut.headers });
      const dealer = await createSeller(ctx, []);
      const signedIn = await createBuyer(ctx);
      // A bearer token is not a page token, even a live buyer's.
      const tokens = [pageTokenOf(signedOut), pageTokenOf(dealer), signedIn.token, 'not.a.token'];
      for (const token of tokens) {
        const page = await ctx.app.inject({ url: '/my-profile', headers: withSession(token) });
        expect(page.body).toBe(template);
        const cookie = page.cookies.find(({ name }) => name === pageSessionCookie);
        expect(cookie?.value).toBe('');
      }
    });
  });
});

function stateOf(html: string): unknown {
  const state = /<script type="application\/json" id="prerendered-state">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  return JSON.parse(state ?? 'null');
}

describe('a renderer that fails', () => {
  const started = appRenderingWith(
    () =>
      Promise.resolve({
        renderPage: () => Promise.reject(new Error('a component read window on the server')),
      }),
    { seed: false },
  );

  it('sends the plain app instead, which the browser renders alone', async () => {
    const page = await started().app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(template);
  });
});
