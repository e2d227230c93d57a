import { describe, expect, it } from 'vitest';
import { adminProductSorting } from '@quotemarket/contract';
import { readProductListSearch, writeProductListSearch } from './productListSearch';

describe('product list address', () => {
  it('reads back what it wrote', () => {
    const state = {
      categoryId: 2,
      visibility: 'hidden' as const,
      search: '기가',
      order: { sort: 'price' as const, order: 'asc' as const },
      page: 3,
    };
    expect(writeProductListSearch(state).toString()).toBe(
      'category=2&visibility=hidden&q=%EA%B8%B0%EA%B0%80&sort=price&order=asc&page=3',
    );
    expect(readProductListSearch(writeProductListSearch(state))).toEqual(state);
    expect(
      writeProductListSearch({
        ...state,
        categoryId: 0,
        visibility: 'all',
        search: ' ',
        order: adminProductSorting.fallback,
        page: 1,
      }).toString(),
    ).toBe('');
  });

  it('falls back to every product, first page, for what it does not know', () => {
    expect(
      readProductListSearch(
        new URLSearchParams('category=99&visibility=gone&sort=modelNumber&page=-1'),
      ),
    ).toEqual({
      categoryId: 0,
      visibility: 'all',
      search: '',
      order: adminProductSorting.fallback,
      page: 1,
    });
  });
});
