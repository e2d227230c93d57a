import { describe, expect, it } from 'vitest';
import {
  allCategoriesId,
  categoryIdOfRouteName,
  categoryKindOf,
  categoryNameKo,
  categoryRouteName,
  mainCategoryIds,
} from './categories';

describe('category kinds', () => {
  it('sells phones, internet plans and rentals', () => {
    expect(categoryKindOf(mainCategoryIds.phone)).toBe('phone');
    expect(categoryKindOf(mainCategoryIds.internet)).toBe('internet');
    expect(categoryKindOf(mainCategoryIds.waterPurifier)).toBe('rental');
    expect(categoryKindOf(mainCategoryIds.homeAppliances)).toBe('rental');
    expect(categoryKindOf(mainCategoryIds.health)).toBe('rental');
  });

  it('gives no kind to 전체 or an unknown id', () => {
    expect(categoryKindOf(allCategoriesId)).toBeNull();
    expect(categoryKindOf(4)).toBeNull();
  });
});

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
