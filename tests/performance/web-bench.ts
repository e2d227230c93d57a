// `npm run bench:web`: Lighthouse (mobile) on the production build of the buyer app, beside a bare
// page that carries only the same framework libraries, built in the same run. Prints figures; it
// asserts nothing, because timing on a shared machine is a measurement, not a test.
import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { precompress } from '../../scripts/precompress';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { freePort, repositoryRoot, startProduct } from '../support/product';
import { busyLoadDescription, startBusyLoad } from './busy-load';
import { benchLongList, benchSearchTyping, startProductWithPhones } from './interaction-bench';
import { mainThreadWorkOf } from './main-thread-work';
import { giveChromiumAndroidFonts } from './phoneFonts';
import { routeChunksByPath, startPlan } from './route-chunks';
import {
  mainThreadTargets,
  pageChunksOverBudget,
  scriptBudgetTargets,
  type TargetFigures,
} from './targets';

const barePageRoot = path.join(repositoryRoot, 'tests/performance/bare-page');
const barePageDist = path.join(barePageRoot, 'dist');
const barePageName = '빈 페이지 (같은 라이브러리)';

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

interface PageFigures extends TargetFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  speedIndexMs: number;
  scriptKbTransferred: number;
  /** Of the script transferred, the framework libraries the bare page carries (all of the bare page's). */
  libraryKb: number;
  /** Of the script transferred, the product's own: everything but those libraries. */
  productKb: number;
  scriptKbParsed: number;
  scriptVsBare?: number;
  libraryVsBare?: number;
  lcpVsBare?: number;
  tbtRangeMs?: string;
  mainThreadVsBare?: number;
}

/** The main table's columns; the main-thread parts and the route chunk are in the targets' tables. */
const mainColumns: Array<keyof PageFigures> = [
  'page',
  'score',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'scriptKbTransferred',
  'libraryKb',
  'productKb',
  'scriptKbParsed',
  'scriptVsBare',
  'libraryVsBare',
  'lcpVsBare',
  'tbtRangeMs',
  'mainThreadMs',
  'mainThreadVsBare',
];

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/**
 * The apps' chunks of the libraries the bare page is built from (bare-page/main.tsx: React DOM, the
 * router, react-query, styled-components), as scripts/firstLoadChunks.ts names them. The issue's
 * script target compares a page with the bare page; this split shows how much of a page's script
 * those libraries are, and how much is the product's own.
 */
const libraryChunk = /\/assets\/(react-dom|router|query|styles)-[\w-]{8}\.js$/;

function figuresOf(
  [page, url]: [string, string],
  result: Result,
  isBarePage: boolean,
  routeChunksOf: (pathname: string) => string[],
): PageFigures {
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const details = result.audits['network-requests']?.details as
    { items?: NetworkRequest[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const total = (items: NetworkRequest[], size: 'transferSize' | 'resourceSize') =>
    items.reduce((sum, item) => sum + (item[size] ?? 0), 0);
  const transferred = (items: NetworkRequest[]) => total(items, 'transferSize');
  const pathOf = (item: NetworkRequest) => new URL(item.url ?? '', 'http://x').pathname;
  const libraries = isBarePage
    ? scripts
    : scripts.filter((item) => libraryChunk.test(pathOf(item)));
  const pathname = new URL(url).pathname;
  const routeChunks = isBarePage ? [] : routeChunksOf(pathname);
  const largestRouteChunk = scripts
    .filter((item) => routeChunks.includes(pathOf(item)))
    .map((item) => ({
      chunk: chunkName(path.basename(pathOf(item))),
      kb: kb(item.transferSize ?? 0),
    }))
    .sort((a, b) => b.kb - a.kb)[0];
  return {
    page,
    pathname,
    score: Math.round((result.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(numeric('speed-index')),
    scriptKbTransferred: kb(transferred(scripts)),
    libraryKb: kb(transferred(libraries)),
    productKb: kb(transferred(scripts) - transferred(libraries)),
    scriptKbParsed: kb(total(scripts, 'resourceSize')),
    ...mainThreadWorkOf(result),
    largestRouteChunk,
  };
}

async function dataOf<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

async function firstPhoneId(origin: string): Promise<number> {
  const page = await dataOf<{ list: Array<{ id: number }> }>(
    await fetch(
      `${origin}/api/v2/home/get-ab-products-under-category?mainCategoryId=1&pageNo=1&pageSize=1`,
    ),
  );
  const first = page.list[0];
  if (!first) throw new Error('The seeded product list is empty');
  return first.id;
}

interface DealerSession {
  token: string;
  id: number;
}

/**
 * The seeded demo dealer, signed in with its password: its store page has reviews (as
 * tests/e2e/store.spec.ts opens it) and its console's inbox has the demo buyers' requests.
 */
async function demoDealer(origin: string): Promise<DealerSession> {
  const login = await dataOf<{ token: string; seller: { id: number } }>(
    await fetch(`${origin}/api/v2/seller/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'demo@dealer.quotemarket.kr',
        password: 'quotemarket-demo-1234',
      }),
    }),
  );
  return { token: login.token, id: login.seller.id };
}

interface BuyerSession {
  token: string;
  userId: number;
}

/** The seeded demo buyer, signed in by the developer login (development and tests only). */
async function demoBuyer(origin: string): Promise<BuyerSession> {
  const login = await dataOf<{ token: string; user: { id: number } }>(
    await fetch(`${origin}/api/v2/auth/sns-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@quotemarket.kr' }),
    }),
  );
  return { token: login.token, userId: login.user.id };
}

const quoteDetailRoots: Record<string, string> = {
  1: 'quotation-details',
  2: 'quotation-details-internet',
};

/** The logged-in screens of the issue, with the demo buyer's first request waiting for a choice. */
async function loggedInPages(origin: string, buyer: BuyerSession, phoneId: number) {
  const awaiting = await dataOf<{
    list: Array<{
      quotationId: number;
      productDetails: { id: number; categoryId1: number };
      estimationDetails: { estimationId: number } | null;
    }>;
  }>(
    await fetch(`${origin}/api/v2/quotation-list/quotation-list-ab-by-user?pageNo=1&size=10`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    }),
  );
  const request = awaiting.list.find((item) => item.estimationDetails) ?? awaiting.list[0];
  const pages: Array<[string, string]> = [['견적 확인', '/quotation-check']];
  if (request) {
    const { quotationId, productDetails } = request;
    pages.push(['진행 중 견적', `/check-quotation-details/${quotationId}/${productDetails.id}`]);
    if (request.estimationDetails) {
      const root =
        quoteDetailRoots[productDetails.categoryId1] ?? 'quotation-details-water-purifier';
      pages.push([
        '견적 상세',
        `/${root}/${request.estimationDetails.estimationId}/${productDetails.id}`,
      ]);
    }
  }
  pages.push(['견적 요청 (휴대폰)', `/bidding-page/1/Mobile%20Phones/${phoneId}`]);
  pages.push(['MY', '/my-profile']);
  return pages.map(([name, path]): [string, string] => [name, `${origin}${path}`]);
}

/** A buyer's session as the app's login stores it (JSON values, local storage). */
function buyerStorage(buyer: BuyerSession): Record<string, string> {
  return {
    token: JSON.stringify(buyer.token),
    buyerId: JSON.stringify(buyer.userId),
    isFirstTimeLogin: 'false',
  };
}

/** A page session to start: the token and the endpoint that turns it into the app's cookie. */
interface PageSessionStart {
  token: string;
  endpoint: string;
}

/**
 * Stores a session in the browser as the app's or the console's login does, with the page session
 * cookie the login also sets (`pageSession`), and empties the HTTP cache and the service worker's:
 * with `disableStorageReset` Lighthouse would otherwise load the page warm, which a guest page
 * never gets.
 */
async function signInBrowser(
  cdpPort: number,
  origin: string,
  stored: Record<string, string>,
  pageSession: PageSessionStart,
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // A cold visit: no HTTP cache, and no service worker left by the page measured before, which
    // would otherwise answer every script from its precache (0 KB transferred).
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((entries) => {
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
    }, stored);
    // As the app asks for it itself: the answer's Set-Cookie lands in this browser's jar.
    await page.evaluate(async ({ token, endpoint }) => {
      await fetch(endpoint, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
    }, pageSession);
    await page.close();
  } finally {
    // Leaves Chromium running: Lighthouse keeps using it.
    await browser.close().catch(() => {});
  }
}

/** A chunk's file name without its content hash. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '.js');

/**
 * Each JavaScript file of an app's build (`apps/<app>`, served under `base`) with its gzip size,
 * largest first, and what loads it first: every page (the entry and its chunks) or the first
 * screens the start script preloads it for (their path patterns); empty for a chunk loaded on a
 * later navigation.
 */
function chunkSizes(app: 'app' | 'seller', base: string) {
  const assets = path.join(repositoryRoot, 'apps', app, 'dist/assets');
  const plan = startPlan(assets);
  const loadedBy = (file: string) => {
    const url = `${base}assets/${file}`;
    if (url === plan.entry || plan.entryChunks.includes(url)) return 'every page';
    return plan.routes
      .filter(([, chunks]) => chunks.includes(url))
      .map(([pattern]) => pattern)
      .join(' ');
  };
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const gzipKb =
        gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).byteLength / 1024;
      return {
        chunk: chunkName(name),
        gzipKb: Math.round(gzipKb * 10) / 10,
        loadedBy: loadedBy(name),
      };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
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
  console.log(`The bench's Chromium draws with Android's fonts: ${giveChromiumAndroidFonts()}`);

  const product = await startProduct();
  const bare = await serveBarePage();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const phoneId = await firstPhoneId(product.origin);
    const dealer = await demoDealer(product.origin);
    const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
    const wanted = ([name]: [string, string]) =>
      !only || only.some((part) => name.includes(part) || part === 'all');
    const guestPages: Array<[string, string]> = [
      [barePageName, `${bare.origin}/`],
      ['홈 /', `${product.origin}/`],
      ['카테고리 홈', `${product.origin}/product/home/1/Mobile%20Phones`],
      ['상품 상세', `${product.origin}/request-details/1/Mobile%20Phones/${phoneId}`],
      ['판매점', `${product.origin}/store-information/${dealer.id}`],
      ['로그인', `${product.origin}/login`],
    ];
    const buyer = await demoBuyer(product.origin);
    const buyerPages = await loggedInPages(product.origin, buyer, phoneId);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      locale: 'ko',
    };
    const saveDir = process.env.BENCH_SAVE_DIR;
    if (saveDir) mkdirSync(saveDir, { recursive: true });
    const rows: PageFigures[] = [];
    const busy = process.env.BENCH_BUSY === 'true';
    const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? (busy ? 5 : 3)));
    const routeChunksOf = routeChunksByPath();
    const tracesSaved = new Map<number, number>();
    /** One Lighthouse run of a page; `prepare` first (a signed-in page stores its session). */
    /** With `BENCH_SAVE_TRACES` too, each run's trace beside its page's result, for DevTools. */
    const saveTraces = saveDir !== undefined && process.env.BENCH_SAVE_TRACES === 'true';
    const runOnce = async (url: string, pageFlags: Flags, prepare?: () => Promise<void>) => {
      await prepare?.();
      let runner = await lighthouse(url, pageFlags);
      // Lighthouse now and then loses the trace's navigation start (NO_NAVSTART): run it again.
      for (let retry = 0; retry < 2 && runner?.lhr.runtimeError; retry += 1) {
        await prepare?.();
        runner = await lighthouse(url, pageFlags);
      }
      if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (saveTraces) {
        const run = tracesSaved.get(rows.length) ?? 0;
        tracesSaved.set(rows.length, run + 1);
        writeFileSync(
          path.join(saveDir, `${rows.length}-run${run + 1}.trace.json`),
          JSON.stringify(runner.artifacts.Trace),
        );
      }
      return runner.lhr;
    };
    /**
     * `BENCH_RUNS` runs of a page, reported by the median one (Lighthouse's own pick: the run
     * nearest the median FCP and TTI), with the range of TBT over all of them: on a shared
     * two-core machine one run's TBT can be several times another's.
     */
    const measure = async (
      [name, url]: [string, string],
      pageFlags: Flags,
      prepare?: () => Promise<void>,
    ) => {
      const results: Result[] = [];
      // The busy mode's load runs through each page's runs, the bare page's as the product's.
      const load = busy ? await startBusyLoad() : undefined;
      try {
        for (let run = 0; run < runs; run += 1) {
          results.push(await runOnce(url, pageFlags, prepare));
        }
      } finally {
        await load?.stop();
      }
      const valid = results.filter((lhr) => !lhr.runtimeError);
      if (valid.length === 0) console.warn(`${name}: ${results[0]?.runtimeError?.code}`);
      const median = computeMedianRun(valid.length > 0 ? valid : results);
      if (saveDir) {
        writeFileSync(path.join(saveDir, `${rows.length}.json`), JSON.stringify(median));
      }
      const blocking = valid.map((lhr) =>
        Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      );
      rows.push({
        ...figuresOf([name, url], median, url.startsWith(bare.origin), routeChunksOf),
        tbtRangeMs: `${Math.min(...blocking)}–${Math.max(...blocking)}`,
      });
    };
    // Guests first: Lighthouse clears the origin's storage before each of these.
    for (const page of guestPages.filter(wanted)) await measure(page, flags);
    // The dealer console's inbox, signed in as the demo dealer (the console stores its token as
    // the app stores the buyer's, and keeps its own page session cookie).
    const dealerPages: Array<[string, string]> = [
      ['판매점 콘솔 받은 요청', `${product.origin}/seller/`],
    ];
    const buyerSession = { token: buyer.token, endpoint: '/api/v2/auth/page-session' };
    const dealerSession = { token: dealer.token, endpoint: '/api/v2/seller/auth/page-session' };
    const signedIn = [
      ...buyerPages
        .filter(wanted)
        .map((page) => [page, buyerStorage(buyer), buyerSession] as const),
      ...dealerPages
        .filter(wanted)
        .map(
          (page) => [page, { sellerToken: JSON.stringify(dealer.token) }, dealerSession] as const,
        ),
    ];
    // The stored session must survive: Lighthouse would otherwise clear it before each page.
    for (const [page, stored, pageSession] of signedIn) {
      await measure(page, { ...flags, disableStorageReset: true }, () =>
        signInBrowser(chrome.port, product.origin, stored, pageSession),
      );
    }
    const bareScript = rows[0]?.scriptKbTransferred ?? Number.NaN;
    const bareLcp = rows[0]?.lcpMs ?? Number.NaN;
    const bareMainThread = rows[0]?.mainThreadMs ?? Number.NaN;
    for (const row of rows) {
      row.scriptVsBare = Math.round((row.scriptKbTransferred / bareScript) * 100) / 100;
      row.libraryVsBare = Math.round((row.libraryKb / bareScript) * 100) / 100;
      row.lcpVsBare = Math.round((row.lcpMs / bareLcp) * 100) / 100;
      row.mainThreadVsBare = Math.round((row.mainThreadMs / bareMainThread) * 100) / 100;
    }
    const conditions = busy ? `busy: ${busyLoadDescription} through each page's runs` : 'quiet';
    console.log(
      `\nLighthouse 13 (mobile, simulated throttling), production builds of this run; the median of ${runs} run(s) a page (BENCH_RUNS); ${conditions} (BENCH_BUSY):\n`,
    );
    console.table(rows, mainColumns);
    const bareRow = rows.find((row) => row.page === barePageName);
    const pageRows = rows.filter((row) => row !== bareRow);
    if (!bareRow) {
      console.log('\nThe targets are against the bare page: BENCH_PAGES without it prints none.');
    } else {
      console.log(
        "\nIssue 44's busy phone (its targets are for BENCH_BUSY=true): TBT ≤ the bare page's + 50 ms, main-thread work ≤ 1.5× the bare page's (Lighthouse's mainthread-work-breakdown, ms at its 4× CPU):\n",
      );
      console.table(mainThreadTargets(bareRow, pageRows));
      console.log(
        "\nDecision 0021's script budgets (KB transferred): libraries ≤ 1.10× the bare page's script, the product's own ≤ 64 KB on / and ≤ 120 KB elsewhere, each route chunk ≤ 20 KB:\n",
      );
      console.table(scriptBudgetTargets(bareRow, pageRows));
    }
    console.log(
      "\nThe buyer app's JavaScript chunks (gzip -9; loadedBy: the pages whose first load asks for it):\n",
    );
    const buyerAppChunks = chunkSizes('app', '/');
    console.table(buyerAppChunks);
    console.log(`The buyer app's ${pageChunksOverBudget(buyerAppChunks)}`);
    console.log(
      "\nThe dealer console's JavaScript chunks (gzip -9; 'every page' is its first load, the rest load when their page opens):\n",
    );
    const consoleChunks = chunkSizes('seller', '/seller/');
    console.table(consoleChunks);
    console.log(`The dealer console's ${pageChunksOverBudget(consoleChunks)}`);
  } finally {
    chrome.kill();
    bare.server.close();
    await product.stop();
  }
  await benchInteraction(chromePath);
}

/**
 * The lists and interaction: a list after 1,000 loaded items (DOM rows bounded, no frame
 * over 50 ms while scrolling) and typing in the search box (INP under 200 ms), both with the CPU
 * slowed 4×, on a product of the bench's own with 1,000 more phones (interaction-bench.ts).
 * `BENCH_PAGES` without '목록' or '검색' skips them.
 */
async function benchInteraction(chromePath: string) {
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const wants = (name: string) =>
    !only || only.some((part) => part === 'all' || name.includes(part));
  const listName = '목록 1,000개 스크롤';
  const typingName = '검색 입력';
  if (!wants(listName) && !wants(typingName)) return;
  const items = 1_000;
  const product = await startProductWithPhones(items);
  try {
    if (wants(listName)) {
      console.log(`\n${listName} (CPU 4× slower, 412 × 823, category home of phones):\n`);
      console.table([await benchLongList(chromePath, product.origin, items)]);
    }
    if (wants(typingName)) {
      console.log(
        `\n${typingName}: INP while typing in the category home's search box (CPU 4× slower):\n`,
      );
      console.table([await benchSearchTyping(chromePath, product.origin, 'S26 Ultra')]);
    }
  } finally {
    await product.stop();
  }
}

await main();
