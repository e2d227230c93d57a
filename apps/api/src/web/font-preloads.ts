import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One file of a web font split by `unicode-range`, and the code points it draws. */
export interface FontSubset {
  href: string;
  ranges: ReadonlyArray<readonly [number, number]>;
}

const fontFaceRule = /@font-face\s*\{([^}]*)\}/g;
const woff2Source = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/;
const unicodeRange = /unicode-range\s*:\s*([^;]+)/;

function parseRanges(list: string): Array<readonly [number, number]> {
  return list.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) return [];
    const start = Number.parseInt(match[1], 16);
    return [[start, match[2] ? Number.parseInt(match[2], 16) : start] as const];
  });
}

/** The woff2 subsets a stylesheet's `@font-face` rules declare with a `unicode-range`. */
export function fontSubsetsOf(css: string): FontSubset[] {
  return [...css.matchAll(fontFaceRule)].flatMap(([, rule = '']) => {
    const href = woff2Source.exec(rule)?.[1];
    const ranges = unicodeRange.exec(rule)?.[1];
    return href && ranges ? [{ href, ranges: parseRanges(ranges) }] : [];
  });
}

/** The subsets of the stylesheets a built index.html links (their hrefs relative to `distDir`). */
export function readFontSubsets(distDir: string, template: string): FontSubset[] {
  const stylesheets = template.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g);
  return [...stylesheets].flatMap(([, href = '']) =>
    fontSubsetsOf(readFileSync(path.join(distDir, href), 'utf8')),
  );
}

/** The text a page shows: its markup without scripts and tags (attributes are not drawn). */
function drawnText(markup: string): string {
  return markup.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, '');
}

/**
 * `<link rel="preload">` tags for the font subsets that draw a rendered page's text. Without them
 * the browser finds each subset only once the stylesheet is applied and the text laid out, draws
 * the page in the fallback font, then lays it out again as each batch arrives: lines wrap
 * differently and everything below them moves. Asked for with the page, they arrive with its
 * styles, before its first paint.
 */
export function createFontPreloader(subsets: readonly FontSubset[]): (markup: string) => string {
  // Every range once, by its first code point, so a character's subset is a binary search away.
  const ranges = subsets
    .flatMap(({ ranges: own }, subset) => own.map(([start, end]) => ({ start, end, subset })))
    .sort((a, b) => a.start - b.start);
  const subsetOf = (codePoint: number): number | undefined => {
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const range = ranges[middle];
      if (!range) return undefined;
      if (codePoint < range.start) high = middle - 1;
      else if (codePoint > range.end) low = middle + 1;
      else return range.subset;
    }
    return undefined;
  };
  const tags = subsets.map(
    ({ href }) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
  );
  return (markup) => {
    const needed = new Set<number>();
    for (const character of drawnText(markup)) {
      const subset = subsetOf(character.codePointAt(0) ?? 0);
      if (subset !== undefined) needed.add(subset);
    }
    return [...needed]
      .sort((a, b) => a - b)
      .map((subset) => tags[subset])
      .join('');
  };
}
