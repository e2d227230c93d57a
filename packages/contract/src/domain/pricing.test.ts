import { describe, expect, it } from 'vitest';
import { allCategoriesId, mainCategoryIds } from './categories';
import { priceLineKindOf, priceLineOf } from './pricing';

const product = { price: 1_250_000, rentalFee: 29_900, shipmentDate: '2025-03-01' };

describe('price line by category', () => {
  it('shows 출고가 for phones and the monthly rental fee for rentals', () => {
    expect(priceLineOf(mainCategoryIds.phone, product)).toEqual({
      kind: 'phone',
      amount: 1_250_000,
    });
    for (const id of [
      mainCategoryIds.waterPurifier,
      mainCategoryIds.homeAppliances,
      mainCategoryIds.health,
    ]) {
      expect(priceLineOf(id, product)).toEqual({ kind: 'rental', amount: 29_900 });
    }
  });

  it('shows no price for internet plans', () => {
    expect(priceLineOf(mainCategoryIds.internet, product)).toEqual({ kind: 'none' });
  });

  it('shows the release date otherwise', () => {
    expect(priceLineKindOf(allCategoriesId)).toBe('release');
    expect(priceLineOf(42, product)).toEqual({ kind: 'release', shipmentDate: '2025-03-01' });
  });
});
