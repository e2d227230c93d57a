export { PriceLine } from './PriceLine';
export type { PriceLineProps } from './PriceLine';
export { priceLineVariants } from './PriceLine.variants';
export type { PriceLineEmphasis, PriceLineKind } from './PriceLine.variants';
