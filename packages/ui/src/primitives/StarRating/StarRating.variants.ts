import { defineVariants, type VariantValue } from '../../internal/variants';

/** Display sizes: sm in review lists, md on cards, lg on the store header. */
export const starRatingVariants = defineVariants({
  size: { values: ['sm', 'md', 'lg'], default: 'md' },
});

/** Input sizes: each star keeps a 44 × 44 touch target at both. */
export const starRatingInputVariants = defineVariants({
  size: { values: ['md', 'lg'], default: 'lg' },
});

export type StarRatingSize = VariantValue<typeof starRatingVariants.size>;
export type StarRatingInputSize = VariantValue<typeof starRatingInputVariants.size>;
