import { defineVariants, type VariantValue } from '../../internal/variants';

export const skeletonVariants = defineVariants({
  /** `text` is a line of body copy, `rect` a card or image, `circle` an avatar. */
  variant: { values: ['text', 'rect', 'circle'], default: 'text' },
});

export type SkeletonVariant = VariantValue<typeof skeletonVariants.variant>;
