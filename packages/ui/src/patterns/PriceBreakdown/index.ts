export { KeyValueList, PriceBreakdown, formatMinusWon } from './PriceBreakdown';
export type {
  KeyValueItem,
  KeyValueListProps,
  PriceBreakdownItem,
  PriceBreakdownProps,
} from './PriceBreakdown';
export { priceBreakdownVariants } from './PriceBreakdown.variants';
export type { PriceBreakdownVariant } from './PriceBreakdown.variants';
