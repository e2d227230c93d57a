import { describe, expect, it } from 'vitest';
import { readProductListSearch, writeProductListSearch } from './productListSearch';

describe('product list address', () => {
  it('reads back what it wrote', () => {
    const state = { categoryId: 2, visibility: 'hidden' as const, search: '기가', page: 3 };
    expect(readProductListSearch(writeProductListSearch(state))).toEqual(state);
    expect(
      writeProductListSearch({
        ...state,
        categoryId: 0,
        visibility: 'all',
        search: ' ',
        page: 1,
      }).toString(),
    ).toBe('');
  });

  it('falls back to every product, first page, for what it does not know', () => {
    expect(
      readProductListSearch(new URLSearchParams('category=99&visibility=gone&page=-1')),
    ).toEqual({ categoryId: 0, visibility: 'all', search: '', page: 1 });
  });
});
