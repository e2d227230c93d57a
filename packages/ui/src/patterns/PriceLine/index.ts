export { PriceLine } from './PriceLine';
export type { PriceLineProps } from './PriceLine';
export { priceLineKindForCategory, priceLineVariants } from './PriceLine.variants';
export type { PriceLineEmphasis, PriceLineKind } from './PriceLine.variants';
