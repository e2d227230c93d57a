import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buyerContactName,
  buyerPublicName,
  displayNickname,
  maskPersonName,
  nicknameDisplayMaxLength,
} from './profile-display';

describe('displayNickname', () => {
  it('shows a nickname of up to 20 characters as it is', () => {
    expect(nicknameDisplayMaxLength).toBe(20);
    expect(displayNickname('견적왕')).toBe('견적왕');
    expect(displayNickname('가'.repeat(20))).toBe('가'.repeat(20));
  });

  it('cuts a longer one at 20 characters and adds an ellipsis', () => {
    expect(displayNickname('가'.repeat(21))).toBe(`${'가'.repeat(20)}…`);
    expect(displayNickname('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmnopqrst…');
  });

  it('trims spaces, and leaves none dangling before the ellipsis', () => {
    expect(displayNickname('  견적왕  ')).toBe('견적왕');
    expect(displayNickname(`${'가'.repeat(19)} 나다라`)).toBe(`${'가'.repeat(19)}…`);
  });

  it('never splits an emoji', () => {
    const family = '👨‍👩‍👧';
    const shown = displayNickname(`${'가'.repeat(19)}${family}${family}`);
    expect(shown).toBe(`${'가'.repeat(19)}${family}…`);
    expect(displayNickname(`${'가'.repeat(19)}😀😀`)).toBe(`${'가'.repeat(19)}😀…`);
  });

  it('is empty without a nickname', () => {
    expect(displayNickname(null)).toBe('');
    expect(displayNickname(undefined)).toBe('');
    expect(displayNickname('   ')).toBe('');
  });
});

describe('maskPersonName', () => {
  it.each([
    ['김지현', '김*현'],
    ['이솔', '이*'],
    ['남궁민수', '남**수'],
    ['  박소연 ', '박*연'],
    ['J', '*'],
  ])('%s → %s', (name, masked) => {
    expect(maskPersonName(name)).toBe(masked);
  });

  it('never reveals more than the first and last character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 3, maxLength: 20 }), (name) => {
        const characters = Array.from(name.trim());
        fc.pre(characters.length >= 3);
        const masked = Array.from(maskPersonName(name));
        expect(masked).toHaveLength(characters.length);
        expect(masked.slice(1, -1).every((character) => character === '*')).toBe(true);
      }),
    );
  });
});

describe('buyerPublicName and buyerContactName', () => {
  it.each([
    [{ name: '김지현', nickname: '지현' }, '김*현', '김지현'],
    [{ name: null, nickname: '견적왕' }, '견적왕', '견적왕'],
    [{ name: '  ', nickname: '가'.repeat(25) }, `${'가'.repeat(20)}…`, `${'가'.repeat(20)}…`],
    [{ name: null, nickname: null }, '고객', '고객'],
    [{ name: undefined, nickname: ' ' }, '고객', '고객'],
    [null, '고객', '고객'],
  ])('%o → in public %s, to the dealer %s', (buyer, publicName, contactName) => {
    expect(buyerPublicName(buyer)).toBe(publicName);
    expect(buyerContactName(buyer)).toBe(contactName);
  });
});
