import { describe, expect, it } from 'vitest';
import { asksForProduct, parseItemId } from './biddingEntry';
import type { StoredProductDetails } from './biddingRules';

describe('parseItemId', () => {
  it.each([
    ['12', 1, 12],
    ['0', 2, 0],
    ['0', 1, null],
    ['-3', 1, null],
    ['abc', 2, null],
    ['1.5', 3, null],
    [undefined, 1, null],
  ] as const)('reads %s for category %i as %s', (raw, categoryId, expected) => {
    expect(parseItemId(raw, categoryId)).toBe(expected);
  });
});

describe('asksForProduct', () => {
  const stored: StoredProductDetails = {
    image: '/s25.png',
    brand: '삼성전자',
    name: '갤럭시 S25',
    details: [],
    shippingDate: null,
  };

  it('asks for a product only on a deep link, never for an internet request without one', () => {
    expect(asksForProduct(12, null)).toBe(true);
    expect(asksForProduct(12, stored)).toBe(false);
    expect(asksForProduct(0, null)).toBe(false);
  });
});
