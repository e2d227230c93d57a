import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerLogin, getProfile } from '@quotemarket/contract';
import { createTestApp, type TestContext } from '../testing/test-app';
import { endpointUrl } from '../testing/call-endpoint';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let ctx: TestContext;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-web-'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>견적마켓</title>');
    ctx = await createTestApp({ seed: false, webDistDir });
  });

  afterAll(async () => {
    await ctx.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  const answers: Record<string, { url: string; status: number; body?: string }> = {
    'the buyer app': { url: '/', status: 200 },
    'a deep link into the app': { url: '/request-details/1/Mobile%20Phones/2', status: 200 },
    'an API answer': { url: '/api/health', status: 200 },
    'a media file': { url: '/media/categories/phone.svg', status: 200 },
    'an unknown API path (404)': { url: '/api/v1/no-such-call', status: 404 },
    'a missing upload (404)': { url: '/media/uploads/profiles/none.jpg', status: 404 },
    'a refused request (401)': { url: endpointUrl(getProfile), status: 401 },
    'a body that is not JSON (400)': { url: endpointUrl(developerLogin), status: 400, body: '{' },
  };

  it.each(Object.entries(answers))('sends them on %s', async (_, { url, status, body }) => {
    const response = await ctx.app.inject(
      body === undefined
        ? { url }
        : { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body },
    );
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'permissions-policy': expect.stringMatching(
        /^camera=\(self\), microphone=\(\), geolocation=\(\)/,
      ),
    });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'img-src': ["'self'", 'blob:', 'https:'],
      // The service worker and the web app manifest come from us alone.
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
    });
    // Scripts only from us and the two login SDKs by their exact addresses; no inline code, no eval.
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://t1.kakaocdn.net/kakao_js_sdk/2.8.1/kakao.min.js',
      'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/ko_KR/appleid.auth.js',
    ]);
    expect(csp['style-src']).not.toContain("'unsafe-inline'");
    // Not over plain http outside production: it would pin a developer's localhost to https.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves media with its own type, which the browser may not second-guess', async () => {
    const response = await ctx.app.inject({ url: '/media/categories/phone.svg' });
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('relaxes the policy for the API docs only, as Swagger UI needs', async () => {
    const docs = await ctx.app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const csp = directives(docs.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(docs.headers['x-content-type-options']).toBe('nosniff');

    const page = await ctx.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
  });
});

describe('security headers in production', () => {
  let ctx: TestContext;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-web-'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>견적마켓</title>');
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'assets/index-abc123.js'), 'console.log(1);');
    ctx = await createTestApp({ seed: false, settings: { env: 'production' }, webDistDir });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it("add HSTS, which production serves behind TLS, to every answer, a build's scripts too", async () => {
    for (const url of ['/api/health', '/', '/assets/index-abc123.js']) {
      const response = await ctx.app.inject({ url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });
});
