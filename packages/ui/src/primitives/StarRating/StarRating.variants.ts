import { defineVariants, type VariantValue } from '../../internal/variants';

/**
 * Display sizes: sm in review lists, md on cards, lg on the store header. `stars` draws the row of
 * five; `compact` one star and the number ('★ 4.8'), where a card has no room for five.
 */
export const starRatingVariants = defineVariants({
  variant: { values: ['stars', 'compact'], default: 'stars' },
  size: { values: ['sm', 'md', 'lg'], default: 'md' },
});

/** Input sizes: each star keeps a 44 × 44 touch target at both. */
export const starRatingInputVariants = defineVariants({
  size: { values: ['md', 'lg'], default: 'lg' },
});

export type StarRatingVariant = VariantValue<typeof starRatingVariants.variant>;
export type StarRatingSize = VariantValue<typeof starRatingVariants.size>;
export type StarRatingInputSize = VariantValue<typeof starRatingInputVariants.size>;
