/**
 * Until Pretendard's subsets arrive, a phone draws Korean in its own font. Where that font is Noto
 * Sans CJK KR (Android's Korean font, and Noto Sans KR on many desktops), these faces draw it at
 * Pretendard's Hangul width and line metrics, so text neither rewraps nor moves when Pretendard
 * replaces it. They cover Hangul only: Latin keeps the system's UI font, and the digits have
 * Pretendard's own small file, at hand from the first paint (src/fonts/pretendardDigits.ts).
 *
 * The figures are read from the font files (the test reads Pretendard's again): every Hangul
 * syllable of both fonts has one advance, the same at every weight.
 */
export const pretendardMetrics = {
  unitsPerEm: 2048,
  hangulAdvance: 1770,
  ascent: 1950,
  descent: 494,
  lineGap: 0,
} as const;

export const notoSansCjkKrMetrics = { unitsPerEm: 1000, hangulAdvance: 920 } as const;

export const fallbackFontFamily = 'Pretendard Fallback';

/** Hangul syllables, jamo and compatibility jamo. */
const hangulRange = 'U+1100-11FF, U+3130-318F, U+A960-A97F, U+AC00-D7A3, U+D7B0-D7FF';

/** Each weight's own cut where the phone has it, named as `local()` matches: full and PostScript. */
const localFaces = [
  {
    weight: '100 549',
    names: [
      'Noto Sans CJK KR Regular',
      'NotoSansCJKkr-Regular',
      'Noto Sans KR Regular',
      'NotoSansKR-Regular',
    ],
  },
  {
    weight: '550 900',
    names: ['Noto Sans CJK KR Bold', 'NotoSansCJKkr-Bold', 'Noto Sans KR Bold', 'NotoSansKR-Bold'],
  },
] as const;

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/** `size-adjust` scales the overrides too, so they are given before it. */
export function fallbackMetricOverrides() {
  const em = (units: number) => units / pretendardMetrics.unitsPerEm;
  const sizeAdjust =
    em(pretendardMetrics.hangulAdvance) /
    (notoSansCjkKrMetrics.hangulAdvance / notoSansCjkKrMetrics.unitsPerEm);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(em(pretendardMetrics.ascent) / sizeAdjust),
    descentOverride: percent(em(pretendardMetrics.descent) / sizeAdjust),
    lineGapOverride: percent(em(pretendardMetrics.lineGap) / sizeAdjust),
  };
}

export function fallbackFontFaceRules(): string {
  const overrides = fallbackMetricOverrides();
  return localFaces
    .map(
      ({ weight, names }) => `@font-face {
  font-family: '${fallbackFontFamily}';
  src: ${names.map((name) => `local('${name}')`).join(', ')};
  font-weight: ${weight};
  unicode-range: ${hangulRange};
  size-adjust: ${overrides.sizeAdjust};
  ascent-override: ${overrides.ascentOverride};
  descent-override: ${overrides.descentOverride};
  line-gap-override: ${overrides.lineGapOverride};
}`,
    )
    .join('\n');
}
