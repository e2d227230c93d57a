import { describe, expect, it } from 'vitest';
import { categoryDisplayName, parseCategoryId } from './categories';

describe('parseCategoryId', () => {
  it('reads a whole id and falls back to 전체 (0)', () => {
    expect(parseCategoryId('3')).toBe(3);
    expect(parseCategoryId('0')).toBe(0);
    expect(parseCategoryId('abc')).toBe(0);
    expect(parseCategoryId('-1')).toBe(0);
    expect(parseCategoryId(undefined)).toBe(0);
  });
});

describe('categoryDisplayName', () => {
  it('prefers the loaded name, then the glossary name, and never echoes the address', () => {
    expect(categoryDisplayName(1, [{ id: 1, nameKo: '스마트폰' }])).toBe('스마트폰');
    expect(categoryDisplayName(8, undefined)).toBe('헬스/뷰티');
    expect(categoryDisplayName(42, [{ id: 42, nameKo: '드론' }])).toBe('드론');
    expect(categoryDisplayName(42, undefined)).toBe('상품');
  });
});
