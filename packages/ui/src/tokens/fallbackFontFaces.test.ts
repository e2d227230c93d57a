import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import {
  fallbackFontFaceRules,
  fallbackFontFamily,
  fallbackMetricOverrides,
  notoSansCjkKrMetrics,
  pretendardMetrics,
} from './fallbackFontFaces';
import { tokens } from './tokens';
import { commonFontFamily } from '../fonts/pretendardCommon';
import { digitsFontFamily } from '../fonts/pretendardDigits';

const require = createRequire(import.meta.url);

function openPretendard(): fontkit.Font {
  const file = require.resolve('pretendard/dist/public/variable/PretendardVariable.ttf');
  return fontkit.openSync(file) as fontkit.Font;
}

const advanceOf = (font: fontkit.Font, text: string) =>
  font.layout(text).positions.map((position) => position.xAdvance);

describe('fallback font faces', () => {
  it('holds the metrics of the Pretendard the kit ships, at every weight it uses', () => {
    const font = openPretendard();
    expect(font.unitsPerEm).toBe(pretendardMetrics.unitsPerEm);
    expect(font.hhea.ascent).toBe(pretendardMetrics.ascent);
    expect(-font.hhea.descent).toBe(pretendardMetrics.descent);
    expect(font.hhea.lineGap).toBe(pretendardMetrics.lineGap);
    for (const weight of Object.values(tokens.font.weight)) {
      const instance = font.getVariation({ wght: Number(weight) });
      expect(advanceOf(instance, '가견적힣')).toEqual(
        Array.from({ length: 4 }, () => pretendardMetrics.hangulAdvance),
      );
    }
  });

  it('draws the phone font’s Hangul at Pretendard’s width and line metrics', () => {
    const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } =
      fallbackMetricOverrides();
    const scale = parseFloat(sizeAdjust) / 100;
    const fallbackAdvance =
      (notoSansCjkKrMetrics.hangulAdvance / notoSansCjkKrMetrics.unitsPerEm) * scale;
    const pretendardEm = (units: number) => units / pretendardMetrics.unitsPerEm;
    expect(fallbackAdvance).toBeCloseTo(pretendardEm(pretendardMetrics.hangulAdvance), 4);
    expect((parseFloat(ascentOverride) / 100) * scale).toBeCloseTo(
      pretendardEm(pretendardMetrics.ascent),
      4,
    );
    expect((parseFloat(descentOverride) / 100) * scale).toBeCloseTo(
      pretendardEm(pretendardMetrics.descent),
      4,
    );
    expect(lineGapOverride).toBe('0.00%');
  });

  it('declares a regular and a bold face for Hangul only, from the phone’s own font', () => {
    const rules = fallbackFontFaceRules();
    const faces = rules.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toContain(`font-family: '${fallbackFontFamily}'`);
      expect(face).toMatch(/src: local\('Noto Sans CJK KR (Regular|Bold)'\)/);
      expect(face).toContain('unicode-range: U+1100-11FF, U+3130-318F, U+A960-A97F, U+AC00-D7A3');
      expect(face).toContain('size-adjust: 93.94%');
    }
  });

  it('comes right after Pretendard in the kit’s font family', () => {
    const families = tokens.font.family.split(',').map((name) => name.trim());
    expect(families.slice(0, 5)).toEqual([
      `'${digitsFontFamily}'`,
      `'${commonFontFamily}'`,
      "'Pretendard Variable'",
      'Pretendard',
      `'${fallbackFontFamily}'`,
    ]);
  });
});
