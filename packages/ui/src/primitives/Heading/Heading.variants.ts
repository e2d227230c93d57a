import { defineVariants, type VariantValue } from '../../internal/variants';

export const headingVariants = defineVariants({
  /** sm: a small label over a list ('고객 지원'); md: a card title; lg: a page's title; xl: a hero. */
  size: { values: ['sm', 'md', 'lg', 'xl'], default: 'lg' },
  tone: { values: ['default', 'subtle'], default: 'default' },
});

export type HeadingSize = VariantValue<typeof headingVariants.size>;
export type HeadingTone = VariantValue<typeof headingVariants.tone>;
