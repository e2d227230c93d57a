import { describe, expect, it } from 'vitest';
import { declaresFontFacesOnly, fontFacesOf, unicodeRangeSpans } from './appStart';

describe('declaresFontFacesOnly', () => {
  it('takes a sheet of font faces, with its licence comment, as one the first paint need not wait for', () => {
    const pretendard = `/* Copyright (c) 2021 Kil Hyung-jin */
@font-face{font-family:Pretendard Variable;font-display:swap;src:url(/assets/a.woff2)format("woff2-variations");unicode-range:U+AC00-AC0F}
@font-face {
  font-family: 'Pretendard Variable';
  src: url(/assets/b.woff2);
}`;
    expect(declaresFontFacesOnly(pretendard)).toBe(true);
  });

  it('keeps in the head a sheet with any rule that paints, and an empty one', () => {
    expect(declaresFontFacesOnly('@font-face{src:url(/a.woff2)}body{margin:0}')).toBe(false);
    expect(declaresFontFacesOnly('.card{color:red}')).toBe(false);
    expect(declaresFontFacesOnly('/* nothing */')).toBe(false);
  });
});

describe('unicodeRangeSpans', () => {
  it('reads single points, spans and wildcards as inclusive spans', () => {
    expect(unicodeRangeSpans('U+0-7F, U+AC00,u+11??')).toEqual([
      [0, 0x7f],
      [0xac00, 0xac00],
      [0x1100, 0x11ff],
    ]);
  });

  it('skips a span it cannot read', () => {
    expect(unicodeRangeSpans('U+XYZ, U+41')).toEqual([[0x41, 0x41]]);
  });
});

describe('fontFacesOf', () => {
  it("lists each face with a file in the sheet's order, the file's address resolved against the sheet", () => {
    const css = `@font-face{font-family:Pretendard Variable;src:url(/assets/a.woff2)format("woff2-variations");unicode-range:U+AC00-AC0F,U+41}
@font-face{font-family:Fallback;src:local(Noto Sans KR);unicode-range:U+AC00-D7A3}
@font-face { font-family: 'Pretendard Variable'; src: url("fonts/b.woff2") format('woff2') }`;
    expect(fontFacesOf(css, '/assets/kit.css')).toEqual([
      {
        href: '/assets/a.woff2',
        ranges: [
          [0xac00, 0xac0f],
          [0x41, 0x41],
        ],
      },
      { href: '/assets/fonts/b.woff2', ranges: [[0, 0x10ffff]] },
    ]);
  });
});
