import { describe, expect, it } from 'vitest';
import { defaultProductSort, isProductSort, productSortChoices } from './sorting';

describe('product sorts', () => {
  it('lists the three sorts with their Korean labels, newest first by default', () => {
    expect(productSortChoices).toEqual([
      { value: 'created_at', label: '최신순' },
      { value: 'view_count', label: '조회순' },
      { value: 'mostQuoted', label: '인기순' },
    ]);
    expect(defaultProductSort).toBe('created_at');
  });

  it('recognises only the API values', () => {
    expect(isProductSort('view_count')).toBe(true);
    expect(isProductSort('price')).toBe(false);
  });
});
