import { describe, expect, it } from 'vitest';
import { createFontPreloader, fontSubsetsOf } from './font-preloads';

const stylesheet = `
/* [91] */
@font-face {
  font-family: 'Pretendard Variable';
  font-display: swap;
  src: url(/assets/subset.91-x.woff2) format('woff2-variations');
  unicode-range: U+0020-007E, U+00A0;
}
@font-face{font-family:Pretendard Variable;src:url("/assets/subset.7-y.woff2")format("woff2-variations");unicode-range:U+AC00-AC0F,U+B9C8}
@font-face{font-family:Other;src:url(/assets/no-range.woff2)}
@font-face{font-family:Pretendard Variable;src:url(/assets/subset.8-z.woff2);unicode-range:U+D000-D0FF}
`;

const preloadOf = (href: string) =>
  `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;

describe('font preloads', () => {
  it('reads each subset of a stylesheet with its ranges, and skips a face without a range', () => {
    expect(fontSubsetsOf(stylesheet)).toEqual([
      {
        href: '/assets/subset.91-x.woff2',
        ranges: [
          [0x20, 0x7e],
          [0xa0, 0xa0],
        ],
      },
      {
        href: '/assets/subset.7-y.woff2',
        ranges: [
          [0xac00, 0xac0f],
          [0xb9c8, 0xb9c8],
        ],
      },
      { href: '/assets/subset.8-z.woff2', ranges: [[0xd000, 0xd0ff]] },
    ]);
  });

  it('asks for the subsets that draw the page text, each once, in the stylesheet order', () => {
    const preload = createFontPreloader(fontSubsetsOf(stylesheet));
    // 가 and 마 are in subset 7 (a single code point too); the Latin letters in 91.
    expect(preload('<main><h1>마가 Market</h1><p>가</p></main>')).toBe(
      preloadOf('/assets/subset.91-x.woff2') + preloadOf('/assets/subset.7-y.woff2'),
    );
  });

  it('counts neither attributes nor scripts, which are not drawn', () => {
    const preload = createFontPreloader(fontSubsetsOf(stylesheet));
    const markup =
      '<button aria-label="퀴즈">마</button><script type="application/json">{"퀴":"퀴"}</script>';
    // 퀴 (U+D000 block) is only in an attribute and in the state.
    expect(preload(markup)).toBe(preloadOf('/assets/subset.7-y.woff2'));
    expect(preload('')).toBe('');
  });
});
