import { describe, expect, it } from 'vitest';
import { normalizeProperty } from './internet';

describe('normalizeProperty', () => {
  it('ignores spaces and case', () => {
    expect(normalizeProperty(' LG U+ ')).toBe(normalizeProperty('lgu+'));
    expect(normalizeProperty('SK 브로드밴드')).toBe('sk브로드밴드');
  });
});
