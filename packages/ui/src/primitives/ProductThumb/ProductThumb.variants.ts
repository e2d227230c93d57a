import { defineVariants, type VariantValue } from '../../internal/variants';

export const productThumbVariants = defineVariants({
  /** `md` beside a card's title (56 px), `lg` heading a banner (64 px). */
  size: { values: ['md', 'lg'], default: 'md' },
});

export type ProductThumbSize = VariantValue<typeof productThumbVariants.size>;
