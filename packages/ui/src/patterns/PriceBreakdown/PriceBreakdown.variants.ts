import { defineVariants, type VariantValue } from '../../internal/variants';

export const priceBreakdownVariants = defineVariants({
  /** `plain` inside another card, `card` standing alone on the page background. */
  variant: { values: ['plain', 'card'], default: 'plain' },
});

export type PriceBreakdownVariant = VariantValue<typeof priceBreakdownVariants.variant>;
