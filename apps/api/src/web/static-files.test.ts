import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';

const script = `console.log(${JSON.stringify('견적마켓 '.repeat(200))});`;

describe('the built web app', () => {
  let ctx: TestContext;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-web-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>견적마켓</title>');
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

  it('answers a deep link with the app, and an unknown API path with a JSON 404', async () => {
    const page = await ctx.app.inject({ url: '/product/home/1/Mobile%20Phones' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>견적마켓</title>');

    const api = await ctx.app.inject({ url: '/api/v1/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status_code: 404 });
  });
});
