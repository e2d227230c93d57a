import { describe, expect, it } from 'vitest';
import { productListItem } from '@quotemarket/contract/testing';
import { productDetailHref, productPriceProps } from './products';

describe('listed products', () => {
  it('price a product by its own main category, whatever list it is in', () => {
    const phone = productListItem(1, { mainCategoryId: 1, price: 1_200_000 });
    expect(productPriceProps(phone)).toEqual({ priceKind: 'phone', amount: 1_200_000 });
    const purifier = productListItem(1, { mainCategoryId: 3, rentalFee: 29_900 });
    expect(productPriceProps(purifier)).toEqual({ priceKind: 'rental', amount: 29_900 });
    const plan = productListItem(1, { mainCategoryId: 2, internetProperty: '500MB' });
    expect(productPriceProps(plan)).toEqual({ hidePrice: true });
  });

  it('link a product to its detail under its own category, and an internet plan nowhere', () => {
    const purifier = productListItem(42, { mainCategoryId: 3 });
    expect(productDetailHref(purifier)).toBe('/request-details/3/Water%20Purifier/42');
    const plan = productListItem(1, { mainCategoryId: 2, internetProperty: '500MB' });
    expect(productDetailHref(plan)).toBeUndefined();
  });
});
