import { describe, expect, it } from 'vitest';
import { declaresFontFacesOnly } from './appStart';

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
