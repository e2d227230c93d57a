import { describe, expect, it } from 'vitest';
import {
  allCategoriesId,
  categoryIdOfRouteName,
  categoryNameKo,
  categoryRouteName,
  mainCategoryIds,
} from './categories';

describe('category route names', () => {
  it('uses the spec names, Health for Health/Beauty and All for 전체', () => {
    expect(categoryRouteName(mainCategoryIds.phone)).toBe('Mobile Phones');
    expect(categoryRouteName(mainCategoryIds.health, 'Health/Beauty')).toBe('Health');
    expect(categoryRouteName(allCategoriesId)).toBe('All');
  });

  it('cuts an unknown category name at its slash', () => {
    expect(categoryRouteName(42, 'Car/Bike')).toBe('Car');
  });

  it('reads a route name back into its category', () => {
    expect(categoryIdOfRouteName('Internet')).toBe(mainCategoryIds.internet);
    expect(categoryIdOfRouteName('Health/Beauty')).toBeNull();
  });
});

describe('category Korean names', () => {
  it('follows the glossary', () => {
    expect(categoryNameKo(allCategoriesId)).toBe('전체');
    expect(categoryNameKo(mainCategoryIds.health)).toBe('헬스/뷰티');
    expect(categoryNameKo(99)).toBeNull();
  });
});
