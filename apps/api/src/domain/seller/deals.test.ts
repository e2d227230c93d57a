import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './deals';

describe('formatPhoneNumber', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['021234567', '02-123-4567'],
    ['0311234567', '031-123-4567'],
    ['+82 10', '+82 10'],
  ])('writes %s as %s', (stored, shown) => {
    expect(formatPhoneNumber(stored)).toBe(shown);
  });
});
