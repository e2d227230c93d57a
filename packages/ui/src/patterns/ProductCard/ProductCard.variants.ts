import { defineVariants, type VariantValue } from '../../internal/variants';

export const productCardVariants = defineVariants({
  /** `card` in two-column grids (best sellers), `row` in the request page's list. */
  layout: { values: ['card', 'row'], default: 'card' },
});

export type ProductCardLayout = VariantValue<typeof productCardVariants.layout>;
