import { defineVariants, type VariantValue } from '../../internal/variants';

/** Home shows the first three categories large and the next two compact. */
export const categoryTileVariants = defineVariants({
  size: { values: ['lg', 'md'], default: 'lg' },
});

export type CategoryTileSize = VariantValue<typeof categoryTileVariants.size>;
