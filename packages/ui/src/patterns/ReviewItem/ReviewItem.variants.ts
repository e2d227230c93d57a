import { defineVariants, type VariantValue } from '../../internal/variants';

export const reviewItemVariants = defineVariants({
  /** `plain` in lists with dividers (the store page), `card` alone on the page background. */
  variant: { values: ['plain', 'card'], default: 'plain' },
});

export type ReviewItemVariant = VariantValue<typeof reviewItemVariants.variant>;
