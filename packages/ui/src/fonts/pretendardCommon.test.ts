import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import {
  commonCodePoints,
  commonFontFamily,
  commonFontFile,
  commonSheet,
  commonSheetFile,
  commonSubsets,
  parseUnicodeRange,
  subsetRanges,
} from './pretendardCommon';
import { tokens } from '../tokens/tokens';

const require = createRequire(import.meta.url);
const dynamicSubsetCss = readFileSync(
  require.resolve('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'),
  'utf8',
);
const here = import.meta.dirname;

describe("Pretendard's common subsets as one file", () => {
  it('is generated from the installed Pretendard (npm run fonts -w @quotemarket/ui after an upgrade)', () => {
    expect(readFileSync(path.join(here, commonSheetFile), 'utf8')).toBe(
      commonSheet(dynamicSubsetCss),
    );
  });

  it('holds every character of the subsets it replaces, in the variable font with its features', () => {
    const font = fontkit.create(readFileSync(path.join(here, commonFontFile))) as fontkit.Font;
    const held = new Set(font.characterSet);
    // What the nine files draw (their ranges also name a few characters Pretendard lacks).
    const subsets = commonSubsets.map((subset) => {
      const file = require.resolve(
        `pretendard/dist/web/variable/woff2-dynamic-subset/PretendardVariable.subset.${subset}.woff2`,
      );
      return fontkit.create(readFileSync(file)) as fontkit.Font;
    });
    const drawnBySubsets = subsets.flatMap((subset) => subset.characterSet);
    expect(drawnBySubsets.length).toBeGreaterThan(800);
    expect(drawnBySubsets.filter((point) => !held.has(point))).toEqual([]);
    expect(font.variationAxes).toEqual(subsets[0]!.variationAxes);
    expect(Object.keys(font.variationAxes)).toEqual(['wght']);
    // Prices and countdowns use tabular figures (font-variant-numeric: tabular-nums).
    expect(font.availableFeatures).toContain('tnum');
  });

  it('covers exactly the ranges of those subsets, which no other subset shares', () => {
    const ranges = subsetRanges(dynamicSubsetCss);
    expect(ranges.size).toBe(92);
    const common = new Set(commonCodePoints(dynamicSubsetCss));
    for (const [subset, range] of ranges) {
      if ((commonSubsets as readonly number[]).includes(subset)) continue;
      const shared = parseUnicodeRange(range).filter(([start, end]) =>
        Array.from({ length: end - start + 1 }, (_, i) => start + i).some((p) => common.has(p)),
      );
      expect(shared, `subset ${subset}`).toEqual([]);
    }
  });

  it('is a family of its own, asked before Pretendard’s own faces, and declared after them', () => {
    const sheet = readFileSync(path.join(here, commonSheetFile), 'utf8');
    expect(sheet.match(/font-family: '([^']+)'/g)).toEqual([`font-family: '${commonFontFamily}'`]);
    expect(dynamicSubsetCss).not.toContain(commonFontFamily);
    const families = tokens.font.family.split(',').map((name) => name.trim());
    // After the digits' own family only (pretendardDigits.ts).
    expect(families.indexOf(`'${commonFontFamily}'`)).toBe(1);
    expect(families.indexOf("'Pretendard Variable'")).toBe(2);
    // The server picks a page's files as the browser would: the face declared last (page-fonts.ts).
    const entry = readFileSync(path.join(here, '..', 'fonts.ts'), 'utf8');
    const ownSheet = entry.indexOf("import 'pretendard/dist/web/variable/");
    const common = entry.indexOf(`import './fonts/${commonSheetFile}'`);
    expect(ownSheet).toBeGreaterThan(-1);
    expect(common).toBeGreaterThan(ownSheet);
  });
});
