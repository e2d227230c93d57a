/**
 * Prices are what a buyer compares, and most of them stand right-aligned (a quote's cost list, the
 * price lines). Until Pretendard's common file arrives a page draws its digits in the phone's font:
 * Roboto's figures are 0.56 em wide, Pretendard's tabular ones wider, so a right-aligned price moved
 * sideways when Pretendard replaced them (CLS 0.0005 on a quote), on every load.
 *
 * These characters therefore also travel as a file of their own, ~5 KB, a family named first in the
 * kit's font family. Its face is declared in the kit's global stylesheet, which every page carries
 * in its head, and the page preloads the file (scripts/inlineStyleSheet.ts), so the digits are
 * Pretendard's from the first paint whenever the file is at hand by then: from the HTTP cache on
 * every later visit, and on a fast first one. Everything else still waits for the common file.
 */
export const digitsFontFamily = 'Pretendard Variable Digits';
export const digitsFontFile = 'PretendardVariable.digits.woff2';

/** What a price, a count, a rating or a countdown is written with: `1,452,000`, `4.8`, `-5%`, `47:59`. */
export const digitsCharacters = '0123456789,.:%+-';

/**
 * Tabular figures (prices and countdowns ask for them), and the features a browser applies by
 * default; the other alternates (fractions, superscripts, circled digits) would double the file.
 */
export const digitsLayoutFeatures = [
  'tnum',
  'kern',
  'calt',
  'ccmp',
  'liga',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'rclt',
] as const;

/** `U+2C, U+2D, …`: the characters' code points, in order. */
export function digitsUnicodeRange(): string {
  return [...digitsCharacters]
    .map((character) => character.codePointAt(0)!)
    .sort((a, b) => a - b)
    .map((point) => `U+${point.toString(16).toUpperCase()}`)
    .join(', ');
}

/** The face, with the file at `url` (relative to the stylesheet that declares it). */
export function digitsFontFaceRule(url: string): string {
  return `@font-face {
  font-family: '${digitsFontFamily}';
  font-style: normal;
  font-display: swap;
  font-weight: 45 920;
  src: url(${url}) format('woff2-variations');
  unicode-range: ${digitsUnicodeRange()};
}`;
}
