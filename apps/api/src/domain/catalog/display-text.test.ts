import { describe, expect, it } from 'vitest';
import { cutToCharacters } from './display-text';

describe('cutToCharacters', () => {
  it('counts characters, so an emoji is never split', () => {
    expect(cutToCharacters('가나다라마바사', 6)).toBe('가나다라마바');
    expect(cutToCharacters('😀😀😀😀😀😀😀', 6)).toBe('😀😀😀😀😀😀');
    expect(cutToCharacters('김*현', 6)).toBe('김*현');
  });
});
