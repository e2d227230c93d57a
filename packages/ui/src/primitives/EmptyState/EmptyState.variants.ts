import { defineVariants, type VariantValue } from '../../internal/variants';

export const emptyStateVariants = defineVariants({
  /** `full` fills a page or tab; `compact` sits inside a card or a section of a list. */
  variant: { values: ['full', 'compact'], default: 'full' },
});

export type EmptyStateVariant = VariantValue<typeof emptyStateVariants.variant>;
