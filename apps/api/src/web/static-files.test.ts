import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';

const script = `console.log(${JSON.stringify('견적마켓 '.repeat(200))});`;
/** The kit's global stylesheet, as the build inlines it into the page (scripts/inlineStyleSheet.ts). */
const inlineCss = ':root { --qm-color-primary: #1b64da; }\nbody { margin: 0; }\n';
const indexHtml = `<!doctype html><style>${inlineCss}</style><title>견적마켓</title>`;

function styleSources(policy: unknown): string[] {
  const directive = String(policy)
    .split(';')
    .find((part) => part.trim().startsWith('style-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe('the built web app', () => {
  let ctx: TestContext;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-web-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), indexHtml);
    await writeFile(
      path.join(webDistDir, 'index.html.br'),
      brotliCompressSync(Buffer.from(indexHtml)),
    );
    await writeFile(path.join(webDistDir, 'assets/index-abc123.js'), script);
    await writeFile(
      path.join(webDistDir, 'assets/index-abc123.js.br'),
      brotliCompressSync(Buffer.from(script)),
    );
    ctx = await createTestApp({ seed: false, webDistDir });
  });

  afterAll(async () => {
    await ctx.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('sends the precompressed copy to a browser that accepts brotli, cached for good', async () => {
    const response = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('sends a script only the security headers a subresource heeds, and a page all of them', async () => {
    for (const encoding of ['identity', 'br']) {
      const script = await ctx.app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(script.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      for (const documentOnly of [
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
      ]) {
        expect(script.headers[documentOnly], `${documentOnly} (${encoding})`).toBeUndefined();
      }
    }
    const page = await ctx.app.inject({ url: '/index.html' });
    expect(page.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'permissions-policy': expect.stringContaining('camera=(self)'),
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
  });

  it('answers a deep link with the app, and an unknown API path with a JSON 404', async () => {
    const page = await ctx.app.inject({ url: '/product/home/1/Mobile%20Phones' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>견적마켓</title>');

    const api = await ctx.app.inject({ url: '/api/v1/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status_code: 404 });
  });

  it("admits the page's inlined stylesheet by its hash, and no other inline style", async () => {
    const hash = `'sha256-${createHash('sha256').update(inlineCss).digest('base64')}'`;
    for (const url of ['/quotation-check', '/index.html']) {
      for (const encoding of ['identity', 'br']) {
        const page = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
        const body =
          encoding === 'br' ? brotliDecompressSync(page.rawPayload).toString() : page.body;
        expect(body, `${url} ${encoding}`).toBe(indexHtml);
        const sources = styleSources(page.headers['content-security-policy']);
        expect(sources, `${url} ${encoding}`).toContain(hash);
        expect(sources, `${url} ${encoding}`).not.toContain("'unsafe-inline'");
      }
    }
    // A script or an API answer carries no such allowance.
    const api = await ctx.app.inject({ url: '/api/v1/no-such-call' });
    expect(styleSources(api.headers['content-security-policy'])).not.toContain(hash);
  });
});

describe('the built consoles beside the buyer app', () => {
  let ctx: TestContext;
  const dirs: string[] = [];

  async function builtApp(title: string, asset: string) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-spa-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
    await writeFile(path.join(dir, 'assets', asset), `console.log(${JSON.stringify(title)});`);
    return dir;
  }

  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      webDistDir: await builtApp('견적마켓', 'buyer-1.js'),
      sellerDistDir: await builtApp('견적마켓 파트너', 'console-1.js'),
      adminDistDir: await builtApp('견적마켓 운영 콘솔', 'admin-1.js'),
    });
  });

  afterAll(async () => {
    await ctx.close();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('serves all three, each with its own assets', async () => {
    expect(ctx.app.servesWebApp).toBe(true);
    expect(ctx.app.servesSellerApp).toBe(true);
    expect(ctx.app.servesAdminApp).toBe(true);
    const adminAsset = await ctx.app.inject({ url: '/admin/assets/admin-1.js' });
    expect(adminAsset.statusCode).toBe(200);
    expect(adminAsset.body).toContain('견적마켓 운영 콘솔');
    const consoleAsset = await ctx.app.inject({ url: '/seller/assets/console-1.js' });
    expect(consoleAsset.statusCode).toBe(200);
    expect(consoleAsset.body).toContain('견적마켓 파트너');
    expect((await ctx.app.inject({ url: '/assets/buyer-1.js' })).statusCode).toBe(200);
  });

  it.each(['/seller', '/seller/', '/seller/requests/12', '/seller/deals?page=2'])(
    'answers the console deep link %s with the console',
    async (url) => {
      const page = await ctx.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>견적마켓 파트너</title>');
    },
  );

  it.each(['/admin', '/admin/', '/admin/audit?action=operator.invite', '/admin/enrol?token=abc'])(
    'answers the operator console deep link %s with the operator console, under the pages’ policy',
    async (url) => {
      const page = await ctx.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>견적마켓 운영 콘솔</title>');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it.each(['/', '/quotation-check', '/sellers', '/store-information/3'])(
    'answers the buyer deep link %s with the buyer app',
    async (url) => {
      const page = await ctx.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>견적마켓</title>');
    },
  );
});
