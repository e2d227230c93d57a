// Market prices from real deals as the API sends them: the product's variants and one request's.
import type { MarketPrice, ProductMarketPrices } from '../index';

/** Seven deals of the demo phone's usual variant, their median all-in cost 1,850,000원. */
export function marketPrice(overrides: Partial<MarketPrice> = {}): MarketPrice {
  return { medianAllInCost: 1_850_000, dealCount: 7, ...overrides };
}

/** A phone's market prices: 256GB · SKT · 번호이동 by default, or the `variants` given. */
export function productMarketPrices(
  variants: ProductMarketPrices['variants'] = [
    { storage: '256GB', carrier: 'SKT', joinType: '번호이동', ...marketPrice() },
  ],
): ProductMarketPrices {
  return { variants };
}
