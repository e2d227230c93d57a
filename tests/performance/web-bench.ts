// `npm run bench:web`: Lighthouse (mobile) on the production build of the buyer app, beside a bare
// page that carries only the same framework libraries, built in the same run. Prints figures; it
// asserts nothing, because timing on a shared machine is a measurement, not a test.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { build } from 'vite';
import { precompress } from '../../scripts/precompress';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { freePort, repositoryRoot, startProduct } from '../support/product';

const barePageRoot = path.join(repositoryRoot, 'tests/performance/bare-page');
const barePageDist = path.join(barePageRoot, 'dist');

async function buildBarePage() {
  await build({
    root: barePageRoot,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir: barePageDist, emptyOutDir: true, target: 'es2022' },
  });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Serves the bare page's files as the product's server does: the brotli copy when the browser takes
 * it, index.html for unknown paths.
 */
async function serveBarePage(): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const requested = path.join(
      barePageDist,
      decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
    );
    const file =
      requested.startsWith(barePageDist) && existsSync(requested) && statSync(requested).isFile()
        ? requested
        : path.join(barePageDist, 'index.html');
    const brotliCopy = `${file}.br`;
    const sendsBrotli =
      /\bbr\b/.test(String(request.headers['accept-encoding'])) && existsSync(brotliCopy);
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      ...(sendsBrotli && { 'content-encoding': 'br' }),
    });
    createReadStream(sendsBrotli ? brotliCopy : file).pipe(response);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, server };
}

interface PageFigures {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  scriptKbTransferred: number;
  scriptKbParsed: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

function figuresOf(page: string, result: Result): PageFigures {
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const details = result.audits['network-requests']?.details as
    { items?: NetworkRequest[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return {
    page,
    score: Math.round((result.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(numeric('speed-index')),
    scriptKbTransferred: kb(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
    scriptKbParsed: kb(scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0)),
  };
}

async function firstPhoneDetailPath(origin: string): Promise<string> {
  const response = await fetch(
    `${origin}/api/v2/home/get-ab-products-under-category?mainCategoryId=1&pageNo=1&pageSize=1`,
  );
  const body = (await response.json()) as { data: { list: Array<{ id: number }> } };
  const first = body.data.list[0];
  if (!first) throw new Error('The seeded product list is empty');
  return `/request-details/1/Mobile%20Phones/${first.id}`;
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('bench:web needs Chromium (CHROME_PATH or /usr/bin/chromium)');

  if (process.env.BENCH_SKIP_BUILD !== 'true') {
    const built = spawnSync('npm', ['run', '--silent', 'build:product'], {
      cwd: repositoryRoot,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  await buildBarePage();

  const product = await startProduct();
  const bare = await serveBarePage();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const pages: Array<[string, string]> = [
      ['빈 페이지 (같은 라이브러리)', `${bare.origin}/`],
      ['홈 /', `${product.origin}/`],
      ['카테고리 홈', `${product.origin}/product/home/1/Mobile%20Phones`],
      ['상품 상세', `${product.origin}${await firstPhoneDetailPath(product.origin)}`],
    ];
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      locale: 'ko',
    };
    const rows: PageFigures[] = [];
    for (const [name, url] of pages) {
      const runner = await lighthouse(url, flags);
      if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
      rows.push(figuresOf(name, runner.lhr));
    }
    console.log('\nLighthouse 13 (mobile, simulated throttling), production builds of this run:\n');
    console.table(rows);
  } finally {
    chrome.kill();
    bare.server.close();
    await product.stop();
  }
}

await main();
