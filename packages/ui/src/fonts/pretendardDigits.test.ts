import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { commonFontFile } from './pretendardCommon';
import {
  digitsCharacters,
  digitsFontFamily,
  digitsFontFile,
  digitsUnicodeRange,
} from './pretendardDigits';
import { digitsFontUrl, globalStyleSheet } from '../theme/globalStyleSheet';
import { tokens } from '../tokens/tokens';

const here = import.meta.dirname;
const fontAt = (file: string) =>
  fontkit.create(readFileSync(path.join(here, file))) as fontkit.Font;

describe("Pretendard's digits as a file of their own", () => {
  const digits = fontAt(digitsFontFile);
  const common = fontAt(commonFontFile);

  it('holds the characters its face names, in the variable font with tabular figures', () => {
    const held = [...digitsCharacters].map((character) => character.codePointAt(0)!);
    // (0xFFFF ends every cmap's last segment.)
    const drawn = digits.characterSet.filter((point) => point < 0xffff);
    expect(drawn.sort((a, b) => a - b)).toEqual(held.sort((a, b) => a - b));
    expect(Object.keys(digits.variationAxes)).toEqual(['wght']);
    expect(digits.variationAxes).toEqual(common.variationAxes);
    expect(digits.availableFeatures).toContain('tnum');
  });

  it('draws a price as wide as the common file does, so nothing moves when that arrives', () => {
    for (const features of [[], ['tnum']]) {
      const advances = (font: fontkit.Font) =>
        font
          .layout(['1,452,000', '47:59', '-5%', '+4.8'].join(''), features)
          .positions.map((position) => position.xAdvance);
      expect(advances(digits), features.join()).toEqual(advances(common));
    }
  });

  it("is named first in the kit's font family, and declared in the global stylesheet with its file", () => {
    expect(tokens.font.family.split(',')[0]).toBe(`'${digitsFontFamily}'`);
    const face = /@font-face \{[^}]*\}/.exec(globalStyleSheet())?.[0];
    expect(face).toContain(`font-family: '${digitsFontFamily}'`);
    expect(face).toContain(`src: url(${digitsFontUrl})`);
    expect(face).toContain(`unicode-range: ${digitsUnicodeRange()};`);
    // Swapped in when it arrives after the first paint (a slow first visit), never held back.
    expect(face).toContain('font-display: swap');
    expect(path.resolve(here, '../theme', digitsFontUrl)).toBe(path.join(here, digitsFontFile));
  });
});
