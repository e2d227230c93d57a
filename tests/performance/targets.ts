// The targets `bench:web` prints a verdict for, each against the bare page of the same run: issue
// 44's busy phone (main-thread work, TBT) and decision 0021's script budgets.
import type { MainThreadWork } from './main-thread-work';

export interface TargetFigures extends MainThreadWork {
  page: string;
  /** The page's path: the home (`/`) has a budget of its own. */
  pathname: string;
  tbtMs: number;
  /** Of the script transferred, the bare page's libraries (on the bare page, all of its script). */
  libraryKb: number;
  productKb: number;
  /** The largest chunk the start script preloads for the page's route, transferred. */
  largestRouteChunk?: { chunk: string; kb: number };
}

/** Issue 44: on a busy phone the page's work stays near the bare page's. */
const mainThreadVsBareTarget = 1.5;
const tbtOverBareTargetMs = 50;

/** Decision 0021: the issue's script target, read as a budget for each part of the script. */
const libraryVsBareBudget = 1.1;
const homeProductBudgetKb = 64;
const productBudgetKb = 120;
const routeChunkBudgetKb = 20;

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** Each page's TBT and main-thread work (the kinds the issue names, and the total) beside the bare page's. */
export function mainThreadTargets(bare: TargetFigures, pages: TargetFigures[]) {
  const work = (page: TargetFigures) => ({
    tbtMs: page.tbtMs,
    scriptEvaluationMs: page.scriptEvaluationMs,
    scriptParseMs: page.scriptParseMs,
    styleLayoutMs: page.styleLayoutMs,
    otherMs: page.otherMs,
    mainThreadMs: page.mainThreadMs,
  });
  const tbtTargetMs = bare.tbtMs + tbtOverBareTargetMs;
  return [
    { page: `${bare.page} (baseline)`, ...work(bare) },
    ...pages.map((page) => {
      const vsBare = round(page.mainThreadMs / bare.mainThreadMs, 2);
      return {
        page: page.page,
        ...work(page),
        tbtTargetMs,
        tbt: verdict(page.tbtMs <= tbtTargetMs),
        mainThreadVsBare: vsBare,
        mainThread: verdict(vsBare <= mainThreadVsBareTarget),
      };
    }),
  ];
}

/** Each page's libraries, own code and largest route chunk against decision 0021's budgets. */
export function scriptBudgetTargets(bare: TargetFigures, pages: TargetFigures[]) {
  const libraryBudgetKb = round(bare.libraryKb * libraryVsBareBudget, 1);
  return pages.map((page) => {
    const ownBudgetKb = page.pathname === '/' ? homeProductBudgetKb : productBudgetKb;
    const routeChunk = page.largestRouteChunk;
    return {
      page: page.page,
      libraryKb: page.libraryKb,
      libraryBudgetKb,
      libraries: verdict(page.libraryKb <= libraryBudgetKb),
      productKb: page.productKb,
      productBudgetKb: ownBudgetKb,
      product: verdict(page.productKb <= ownBudgetKb),
      largestRouteChunk: routeChunk?.chunk ?? '— (none preloaded)',
      routeChunkKb: routeChunk?.kb ?? 0,
      routeChunk: verdict((routeChunk?.kb ?? 0) <= routeChunkBudgetKb),
    };
  });
}

/**
 * Decision 0021's route chunk budget over a whole build, gzip -9 as its chunk table prints: the
 * chunks of the apps' page modules (`…Page.js`, the convention of `src/routes`), those loaded on a
 * later navigation too.
 */
export function pageChunksOverBudget(chunks: Array<{ chunk: string; gzipKb: number }>) {
  const over = chunks.filter(
    (chunk) => chunk.chunk.endsWith('Page.js') && chunk.gzipKb > routeChunkBudgetKb,
  );
  const named = over.map((chunk) => `${chunk.chunk} ${chunk.gzipKb} KB`).join(', ');
  return `route chunks ≤ ${routeChunkBudgetKb} KB: ${verdict(over.length === 0)}${named && ` (${named})`}`;
}
