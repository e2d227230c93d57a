import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutToCharacters, maskBuyerName } from './masking';

describe('maskBuyerName', () => {
  it.each([
    ['김지현', '김*현'],
    ['이솔', '이*'],
    ['남궁민수', '남**수'],
    ['  박소연 ', '박*연'],
    ['J', '*'],
    ['', '고객'],
    [null, '고객'],
  ])('%s → %s', (name, masked) => {
    expect(maskBuyerName(name)).toBe(masked);
  });

  it('never reveals more than the first and last character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 3, maxLength: 20 }), (name) => {
        const characters = Array.from(name.trim());
        fc.pre(characters.length >= 3);
        const masked = Array.from(maskBuyerName(name));
        expect(masked).toHaveLength(characters.length);
        expect(masked.slice(1, -1).every((character) => character === '*')).toBe(true);
      }),
    );
  });
});

describe('cutToCharacters', () => {
  it('counts characters, so an emoji is never split', () => {
    expect(cutToCharacters('가나다라마바사', 6)).toBe('가나다라마바');
    expect(cutToCharacters('😀😀😀😀😀😀😀', 6)).toBe('😀😀😀😀😀😀');
    expect(cutToCharacters('김*현', 6)).toBe('김*현');
  });
});
