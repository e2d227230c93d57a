import { describe, expect, it } from 'vitest';
import { displayNickname, nicknameDisplayMaxLength } from './profile-display';

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
