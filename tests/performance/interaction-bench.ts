// The "lists and interaction" half of `npm run bench:web`: a product list after 1,000 loaded items
// (DOM rows, longest frame while scrolling) and typing in the category home's search box (INP),
// both in Chromium driven by Playwright with the CPU slowed 4× as Lighthouse's mobile profile does.
// Prints figures; asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs } from '../../scripts/chromium.mjs';
import { startProduct, type RunningProduct } from '../support/product';
import { waitForHydration } from '../support/hydration';

/** Lighthouse's mobile profile: a Moto G Power sized screen and a CPU four times slower. */
const viewport = { width: 412, height: 823 };
const cpuSlowdown = 4;
export const listCategoryPath = '/product/home/1/Mobile%20Phones';

/**
 * The seeded catalogue has a dozen phones. The bench's own product gets a thousand more: it is
 * started once on a data directory of its own (created, migrated and seeded as on any first
 * start), stopped, and the phones are copied in that database — each seeded phone again under a
 * numbered name — before the product starts again on it. Nothing in the product is involved; the
 * directory is removed afterwards.
 */
export async function startProductWithPhones(atLeast: number): Promise<RunningProduct> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quotemarket-bench-list-'));
  const seeding = await startProduct({ dataDir });
  await seeding.stop();
  // The API's own embedded database (a dependency of apps/api), opened as the server opens it.
  const { PGlite } = await import('@electric-sql/pglite');
  const database = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const seeded = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM products WHERE category_id1 = 1 AND is_active',
    );
    const perCopy = seeded.rows[0]?.count ?? 0;
    if (perCopy === 0) throw new Error('The seeded catalogue has no phones to copy');
    const copies = Math.ceil(atLeast / perCopy);
    const columns = (
      await database.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_name = 'products' AND column_name <> 'id' ORDER BY ordinal_position`,
      )
    ).rows.map((row) => row.column_name);
    const selected = columns.map((column) =>
      column === 'name' ? `p.name || ' ' || g::text AS name` : `p.${column}`,
    );
    await database.query(
      `INSERT INTO products (${columns.join(', ')})
       SELECT ${selected.join(', ')} FROM products p, generate_series(1, ${copies}) g
       WHERE p.category_id1 = 1 AND p.is_active`,
    );
  } finally {
    await database.close();
  }
  const product = await startProduct({ dataDir });
  return {
    origin: product.origin,
    async stop() {
      await product.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function slowPage(chromePath: string) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--headless=new', ...chromiumArgs],
  });
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return {
    browser,
    page,
    throttle: (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate }),
  };
}

const listRows = '[data-qm="infinite-list"] [role="listitem"]';

/** How many items the list says it holds (`aria-setsize`), and how many rows are in the DOM. */
function listCounts(page: Page) {
  return page.evaluate((selector) => {
    const rows = document.querySelectorAll(selector);
    return {
      loaded: Number(rows[0]?.getAttribute('aria-setsize') ?? 0),
      rowsInDom: rows.length,
      domElements: document.getElementsByTagName('*').length,
    };
  }, listRows);
}

export interface ListFigures {
  itemsLoaded: number;
  rowsInDom: number;
  domElements: number;
  /** How far the page box moved while the frames were timed (up and back down). */
  scrolledPx: number;
  framesMeasured: number;
  longestFrameMs: number;
  framesOver50Ms: number;
  longAnimationFrames: number;
}

/**
 * Loads the category's list page by page (scrolling the page box to its end, as a buyer does, with
 * the CPU at full speed so the bench does not take minutes), then slows the CPU 4× and scrolls the
 * loaded list back up and down with the mouse wheel, timing every frame (requestAnimationFrame
 * intervals) and counting long animation frames.
 */
export async function benchLongList(
  chromePath: string,
  origin: string,
  items: number,
): Promise<ListFigures> {
  const { browser, page, throttle } = await slowPage(chromePath);
  try {
    await page.goto(`${origin}${listCategoryPath}`);
    await page.locator(listRows).first().waitFor();
    // The rows are in the server's markup: measure the app, once it has taken the page over.
    await waitForHydration(page);
    const scroller = page.getByRole('main');
    for (let round = 0; round < items; round += 1) {
      const { loaded } = await listCounts(page);
      if (loaded >= items) break;
      await scroller.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
      await page
        .waitForFunction(
          ([selector, before]) =>
            Number(document.querySelector(selector)?.getAttribute('aria-setsize') ?? 0) > before,
          [listRows, loaded] as const,
          { timeout: 10_000 },
        )
        .catch(() => {});
      const after = await listCounts(page);
      if (after.loaded === loaded) break; // the list has ended
    }
    const counts = await listCounts(page);

    await throttle(cpuSlowdown);
    // A string, not a function: the bench runs through tsx, whose helpers do not exist in the page.
    await page.evaluate(`(() => {
      const state = { frames: [], long: 0, last: 0, running: true, scrolled: 0 };
      window.frameBench = state;
      const box = document.querySelector('[role="main"]');
      let top = box.scrollTop;
      box.addEventListener('scroll', () => {
        state.scrolled += Math.abs(box.scrollTop - top);
        top = box.scrollTop;
      });
      new PerformanceObserver((list) => {
        state.long += list.getEntries().length;
      }).observe({ type: 'long-animation-frame' });
      requestAnimationFrame(function tick(now) {
        if (state.last) state.frames.push(now - state.last);
        state.last = now;
        if (state.running) requestAnimationFrame(tick);
      });
    })()`);
    const box = await scroller.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Up through the loaded list and back down: 40 wheel turns of 300 px each way.
    for (const direction of [-1, 1]) {
      for (let turn = 0; turn < 40; turn += 1) {
        await page.mouse.wheel(0, direction * 300);
        await page.waitForTimeout(50);
      }
    }
    await page.waitForTimeout(500);
    const frames = await page.evaluate(() => {
      const state = (
        window as unknown as {
          frameBench: { frames: number[]; long: number; running: boolean; scrolled: number };
        }
      ).frameBench;
      state.running = false;
      return { frames: state.frames, long: state.long, scrolled: state.scrolled };
    });
    const after = await listCounts(page);
    return {
      itemsLoaded: counts.loaded,
      rowsInDom: Math.max(counts.rowsInDom, after.rowsInDom),
      domElements: Math.max(counts.domElements, after.domElements),
      scrolledPx: Math.round(frames.scrolled),
      framesMeasured: frames.frames.length,
      longestFrameMs: Math.round(Math.max(0, ...frames.frames)),
      framesOver50Ms: frames.frames.filter((frame) => frame > 50).length,
      longAnimationFrames: frames.long,
    };
  } finally {
    await browser.close();
  }
}

export interface InpFigures {
  term: string;
  interactions: number;
  inpMs: number;
  slowestKeys: string;
}

/**
 * Types a search term into the category home's search box, one key every 200 ms, with the CPU
 * slowed 4×, and reads every interaction's duration from the Event Timing API (`event` entries
 * grouped by `interactionId`, as INP is). With fewer than 50 interactions INP is the slowest one.
 */
export async function benchSearchTyping(
  chromePath: string,
  origin: string,
  term: string,
): Promise<InpFigures> {
  const { browser, page, throttle } = await slowPage(chromePath);
  try {
    await page.goto(`${origin}${listCategoryPath}`);
    await page.locator(listRows).first().waitFor();
    // The rows are in the server's markup: measure the app, once it has taken the page over.
    await waitForHydration(page);
    await page.evaluate(() => {
      const byInteraction = new Map<number, { name: string; duration: number }>();
      (window as unknown as { inpBench: typeof byInteraction }).inpBench = byInteraction;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (!entry.interactionId) continue;
          const known = byInteraction.get(entry.interactionId);
          if (!known || entry.duration > known.duration) {
            byInteraction.set(entry.interactionId, { name: entry.name, duration: entry.duration });
          }
        }
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    await throttle(cpuSlowdown);
    const box = page.getByRole('searchbox').or(page.getByRole('combobox')).first();
    await box.click();
    await page.keyboard.type(term, { delay: 200 });
    // The debounced list and suggestions answer after the last key: their renders count too if a
    // key is pressed meanwhile, so one more key (and its deletion) follows them.
    await page.waitForTimeout(1_500);
    await page.keyboard.press('End');
    await page.waitForTimeout(1_500);
    const durations = await page.evaluate(() => [
      ...(
        window as unknown as { inpBench: Map<number, { name: string; duration: number }> }
      ).inpBench.values(),
    ]);
    const sorted = [...durations].sort((a, b) => b.duration - a.duration);
    return {
      term,
      // Interactions under 16 ms are not reported by the browser; every key is one interaction.
      interactions: term.length + 2,
      inpMs: Math.round(sorted[0]?.duration ?? 0),
      slowestKeys: sorted
        .slice(0, 3)
        .map((entry) => `${entry.name} ${Math.round(entry.duration)} ms`)
        .join(', '),
    };
  } finally {
    await browser.close();
  }
}
